/**
 * 添加租户 / 修改租户. Adding also creates the tenant's administrator, hence 用户名称 and
 * 用户密码 on creation only.
 */
import { useEffect } from 'react';
import { DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { MOBILE_PATTERN, tenantApi, type BodyOf } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import FormModal from '../../../crud/FormModal';
import { dictOptions } from '../../../crud/dictOptions';
import { useEntityQuery, useInvalidateEntity } from '../../../crud/usePagedList';
import { STATUS_ENABLE } from '../../../crud/StatusSwitch';
import { useDictDatas } from '../../../stores/dictStore';
import { usePackageOptions } from './usePackageOptions';
import { fromPickerValue, toPickerValue } from '../../../utils/date';

type TenantBody = BodyOf<typeof tenantApi.create>;
type TenantForm = Omit<TenantBody, 'expireTime'> & { expireTime?: Dayjs | null };

const MOBILE = new RegExp(MOBILE_PATTERN);

export interface TenantFormModalProps {
  /** null: closed; `{}`: adding; `{ id }`: editing that tenant. */
  editing: { id?: number } | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}

export default function TenantFormModal({ editing, onClose, onSaved }: TenantFormModalProps) {
  const [form] = Form.useForm<TenantForm>();
  const invalidate = useInvalidateEntity();
  const id = editing?.id;
  const creating = id === undefined;
  const record = useEntityQuery(tenantApi.get, { query: { id: id ?? 0 } }, id !== undefined);
  const packages = usePackageOptions();
  const statusOptions = dictOptions(useDictDatas('common_status'), Number);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (id === undefined) form.setFieldsValue({ status: STATUS_ENABLE });
    else if (record.data) form.setFieldsValue({ ...record.data, expireTime: toPickerValue(record.data.expireTime) });
  }, [editing, id, record.data, form]);

  const submit = async (values: TenantForm) => {
    const fields = {
      name: values.name,
      packageId: values.packageId,
      contactName: values.contactName,
      contactMobile: values.contactMobile ?? '',
      accountCount: values.accountCount,
      expireTime: fromPickerValue(values.expireTime!),
      domain: values.domain ?? '',
      status: values.status,
    };
    try {
      if (id === undefined) await callApi(tenantApi.create, { body: { ...fields, username: values.username, password: values.password } });
      else await callApi(tenantApi.update, { body: { ...fields, id } });
    } catch {
      return false;
    }
    onSaved(id === undefined);
    await invalidate(tenantApi.page);
    return true;
  };

  return (
    <FormModal<TenantForm>
      open={editing !== null}
      title={creating ? '添加租户' : '修改租户'}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      loading={id !== undefined && record.isFetching}
      width={500}
      labelWidth={80}
    >
      <Form.Item label="租户名" name="name" rules={[{ required: true, whitespace: true, message: '租户名不能为空' }]}>
        <Input placeholder="请输入租户名" maxLength={30} />
      </Form.Item>
      <Form.Item label="租户套餐" name="packageId" rules={[{ required: true, message: '租户套餐不能为空' }]}>
        <Select placeholder="请选择租户套餐" allowClear options={packages.options} />
      </Form.Item>
      <Form.Item label="联系人" name="contactName" rules={[{ required: true, whitespace: true, message: '联系人不能为空' }]}>
        <Input placeholder="请输入联系人" maxLength={30} />
      </Form.Item>
      <Form.Item label="联系手机" name="contactMobile" rules={[{ pattern: MOBILE, message: '请输入正确的手机号码' }]}>
        <Input placeholder="请输入联系手机" maxLength={11} />
      </Form.Item>
      {creating && (
        <>
          <Form.Item
            label="用户名称"
            name="username"
            rules={[
              { required: true, message: '用户名称不能为空' },
              { pattern: /^[a-zA-Z0-9]{4,30}$/, message: '用户名称由 4 到 30 位数字、字母组成' },
            ]}
          >
            <Input placeholder="请输入用户名称" maxLength={30} autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="用户密码"
            name="password"
            rules={[
              { required: true, message: '用户密码不能为空' },
              { min: 6, max: 32, message: '用户密码长度在 6 到 32 个字符之间' },
            ]}
          >
            <Input.Password placeholder="请输入用户密码" maxLength={32} autoComplete="new-password" />
          </Form.Item>
        </>
      )}
      <Form.Item label="账号额度" name="accountCount" rules={[{ required: true, message: '账号额度不能为空' }]}>
        <InputNumber placeholder="请输入账号额度" min={1} max={1000000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="过期时间" name="expireTime" rules={[{ required: true, message: '过期时间不能为空' }]}>
        <DatePicker showTime placeholder="请选择过期时间" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="绑定域名" name="domain">
        <Input placeholder="请输入绑定域名" maxLength={256} />
      </Form.Item>
      <Form.Item label="租户状态" name="status" rules={[{ required: true, message: '租户状态不能为空' }]}>
        <Radio.Group options={statusOptions} />
      </Form.Item>
    </FormModal>
  );
}
