/** 添加用户组 / 修改用户组: name, description, the member users and the status. */
import { useEffect } from 'react';
import { Form, Input, Radio, Select } from 'antd';
import { userGroupApi, type BodyOf } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import FormModal from '../../../../crud/FormModal';
import { dictOptions } from '../../../../crud/dictOptions';
import { STATUS_ENABLE } from '../../../../crud/StatusSwitch';
import { useEntityQuery, useInvalidateEntity } from '../../../../crud/usePagedList';
import { useDictDatas } from '../../../../stores/dictStore';
import { useUserOptions } from '../../../system/shared/lookups';

type GroupForm = BodyOf<typeof userGroupApi.create>;

export interface UserGroupFormModalProps {
  /** null: closed; `{}`: adding; `{ id }`: editing that group. */
  editing: { id?: number } | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}

export default function UserGroupFormModal({ editing, onClose, onSaved }: UserGroupFormModalProps) {
  const [form] = Form.useForm<GroupForm>();
  const invalidate = useInvalidateEntity();
  const id = editing?.id;
  const record = useEntityQuery(userGroupApi.get, { query: { id: id ?? 0 } }, id !== undefined);
  const statusOptions = dictOptions(useDictDatas('common_status'), Number);
  const userOptions = useUserOptions();

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (id === undefined) form.setFieldsValue({ status: STATUS_ENABLE, memberUserIds: [] });
    else if (record.data) form.setFieldsValue(record.data);
  }, [editing, id, record.data, form]);

  const submit = async (values: GroupForm) => {
    try {
      if (id === undefined) await callApi(userGroupApi.create, { body: values });
      else await callApi(userGroupApi.update, { body: { ...values, id } });
    } catch {
      return false;
    }
    onSaved(id === undefined);
    await invalidate(userGroupApi.page);
    return true;
  };

  return (
    <FormModal<GroupForm>
      open={editing !== null}
      title={id === undefined ? '添加用户组' : '修改用户组'}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      loading={id !== undefined && record.isFetching}
      width={500}
      labelWidth={80}
    >
      <Form.Item label="组名" name="name" rules={[{ required: true, whitespace: true, message: '组名不能为空' }]}>
        <Input placeholder="请输入组名" maxLength={30} />
      </Form.Item>
      <Form.Item label="描述" name="description">
        <Input.TextArea placeholder="请输入描述" maxLength={255} />
      </Form.Item>
      <Form.Item label="成员" name="memberUserIds" rules={[{ required: true, type: 'array', min: 1, message: '成员不能为空' }]}>
        <Select mode="multiple" placeholder="请选择成员" options={userOptions} showSearch={{ optionFilterProp: 'label' }} allowClear />
      </Form.Item>
      <Form.Item label="状态" name="status" rules={[{ required: true, message: '状态不能为空' }]}>
        <Radio.Group options={statusOptions} />
      </Form.Item>
    </FormModal>
  );
}
