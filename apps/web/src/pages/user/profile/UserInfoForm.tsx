/**
 * 基本资料: nickname, mobile, email and sex (from the system_user_sex dictionary). Saving shows
 * 修改成功 and puts the new nickname in the navbar.
 */
import { useEffect } from 'react';
import { App, Button, Form, Input, Radio } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { MOBILE_PATTERN, userProfileApi, type BodyOf, type UserProfile, Dicts } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { useDictDatas } from '../../../stores/dictStore';
import { reportToForm } from './formErrors';
import { PROFILE_KEY } from './profileQuery';
import { updateSessionUser } from './sessionUser';

type ProfileForm = Required<BodyOf<typeof userProfileApi.update>>;

const MOBILE = new RegExp(MOBILE_PATTERN);

export default function UserInfoForm({ profile }: { profile: UserProfile }) {
  const [form] = Form.useForm<ProfileForm>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const sexes = useDictDatas(Dicts.systemUserSex).map((entry) => ({ label: entry.label, value: Number(entry.value) }));

  useEffect(() => {
    form.setFieldsValue({ nickname: profile.nickname, mobile: profile.mobile, email: profile.email, sex: profile.sex });
  }, [form, profile]);

  const save = async (values: ProfileForm) => {
    const body = { ...values, nickname: values.nickname.trim(), mobile: values.mobile?.trim() ?? '', email: values.email?.trim() ?? '' };
    try {
      await callApi(userProfileApi.update, { body, showError: false });
    } catch (error) {
      return reportToForm(form, error);
    }
    message.success('修改成功');
    updateSessionUser({ nickname: body.nickname });
    await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
  };

  return (
    <Form form={form} labelCol={{ flex: '90px' }} wrapperCol={{ flex: 'auto' }} className="profile-form" onFinish={save}>
      <Form.Item
        label="用户昵称"
        name="nickname"
        rules={[
          { required: true, whitespace: true, message: '用户昵称不能为空' },
          { max: 30, message: '用户昵称不能超过 30 个字符' },
        ]}
      >
        <Input maxLength={30} autoComplete="nickname" />
      </Form.Item>
      <Form.Item label="手机号码" name="mobile" rules={[{ pattern: MOBILE, message: '请输入正确的手机号码' }]}>
        <Input maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Form.Item
        label="邮箱"
        name="email"
        rules={[
          { type: 'email', message: '请输入正确的邮箱地址' },
          { max: 50, message: '邮箱不能超过 50 个字符' },
        ]}
      >
        <Input maxLength={50} autoComplete="email" />
      </Form.Item>
      <Form.Item label="性别" name="sex">
        <Radio.Group options={sexes} />
      </Form.Item>
      <Form.Item label={null}>
        <Button type="primary" htmlType="submit">
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}
