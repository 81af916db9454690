/** 分配角色: the user's name and nickname for reference, and the roles they hold. */
import { useEffect } from 'react';
import { Form, Input, Select } from 'antd';
import { permissionApi, type User } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import FormModal from '../../../crud/FormModal';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { useEntityQuery } from '../../../crud/usePagedList';
import { useRoleOptions } from '../shared/lookups';

interface RoleForm {
  username: string;
  nickname: string;
  roleIds: number[];
}

export interface AssignRoleModalProps {
  user: Pick<User, 'id' | 'username' | 'nickname'> | null;
  onClose: () => void;
}

export default function AssignRoleModal({ user, onClose }: AssignRoleModalProps) {
  const [form] = Form.useForm<RoleForm>();
  const save = useConfirmedAction();
  const roleOptions = useRoleOptions();
  const held = useEntityQuery(permissionApi.listUserRoles, { query: { userId: user?.id ?? 0 } }, user !== null);

  useEffect(() => {
    if (!user) return;
    form.resetFields();
    form.setFieldsValue({ username: user.username, nickname: user.nickname, roleIds: held.data ?? [] });
  }, [user, held.data, form]);

  const submit = ({ roleIds }: RoleForm) =>
    save({
      run: () => callApi(permissionApi.assignUserRole, { body: { userId: user!.id, roleIds: roleIds ?? [] } }),
      success: '分配角色成功',
      reloads: permissionApi.listUserRoles,
    });

  return (
    <FormModal<RoleForm>
      open={user !== null}
      title="分配角色"
      form={form}
      onSubmit={submit}
      onClose={onClose}
      loading={held.isFetching}
      width={500}
      labelWidth={80}
    >
      <Form.Item label="用户名称" name="username">
        <Input disabled />
      </Form.Item>
      <Form.Item label="用户昵称" name="nickname">
        <Input disabled />
      </Form.Item>
      <Form.Item label="角色" name="roleIds">
        <Select mode="multiple" placeholder="请选择" allowClear options={roleOptions} optionFilterProp="label" />
      </Form.Item>
    </FormModal>
  );
}
