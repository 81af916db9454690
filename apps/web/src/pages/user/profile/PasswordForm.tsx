/**
 * 修改密码: the old password, a new one of 6 to 32 characters, typed twice. The server signs
 * out the user's other sessions; this one stays.
 */
import { App, Button, Form, Input } from 'antd';
import { PASSWORD_RULE, userProfileApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { confirmPasswordRule } from '../../../utils/confirmPasswordRule';
import { reportToForm } from './formErrors';

interface PasswordFormValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export default function PasswordForm() {
  const [form] = Form.useForm<PasswordFormValues>();
  const { message } = App.useApp();

  const save = async ({ oldPassword, newPassword }: PasswordFormValues) => {
    try {
      await callApi(userProfileApi.updatePassword, { body: { oldPassword, newPassword }, showError: false });
    } catch (error) {
      return reportToForm(form, error);
    }
    message.success('修改成功');
    form.resetFields();
  };

  return (
    <Form form={form} labelCol={{ flex: '90px' }} wrapperCol={{ flex: 'auto' }} className="profile-form" onFinish={save}>
      <Form.Item label="旧密码" name="oldPassword" rules={[{ required: true, message: '旧密码不能为空' }]}>
        <Input.Password placeholder="请输入旧密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newPassword"
        rules={[
          { required: true, message: '新密码不能为空' },
          PASSWORD_RULE,
        ]}
      >
        <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: '确认密码不能为空' },
          confirmPasswordRule('newPassword'),
        ]}
      >
        <Input.Password placeholder="请确认新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={null}>
        <Button type="primary" htmlType="submit">
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}
