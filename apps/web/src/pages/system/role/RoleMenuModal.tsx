/**
 * 菜单权限: which menus and buttons a role grants. It saves the checked and the half-checked
 * ids, as the reference does, so a role holding one button of a screen also holds the screen
 * and its directory (the sidebar needs them).
 */
import { useEffect, useRef } from 'react';
import { Form, Input } from 'antd';
import { permissionApi, type Role } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import FormModal from '../../../crud/FormModal';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { useEntityQuery } from '../../../crud/usePagedList';
import CheckableTree from '../../../components/CheckableTree';
import { knownKeys } from '../../../components/treeChecks';
import { useMenuTree } from '../shared/lookups';

interface RoleMenuForm {
  name: string;
  code: string;
  menuIds?: number[];
}

export interface RoleMenuModalProps {
  /** The role whose menus are edited; null: closed. */
  role: Role | null;
  onClose: () => void;
}

export default function RoleMenuModal({ role, onClose }: RoleMenuModalProps) {
  const [form] = Form.useForm<RoleMenuForm>();
  const save = useConfirmedAction();
  const menuTree = useMenuTree();
  const saved = useEntityQuery(permissionApi.listRoleMenus, { query: { roleId: role?.id ?? 0 } }, role !== null);
  const ready = role !== null && !menuTree.loading && !saved.isFetching && saved.data !== undefined;

  // Filled once per opening, so a background refetch never undoes the user's clicks.
  const filledFor = useRef<Role | null>(null);
  useEffect(() => {
    if (!role) filledFor.current = null;
    if (!role || !ready || filledFor.current === role) return;
    filledFor.current = role;
    form.resetFields();
    form.setFieldsValue({ name: role.name, code: role.code, menuIds: knownKeys(menuTree.tree, saved.data!) });
  }, [role, ready, menuTree.tree, saved.data, form]);

  const submit = async ({ menuIds }: RoleMenuForm) => {
    if (!role) return false;
    return save({
      run: () => callApi(permissionApi.assignRoleMenu, { body: { roleId: role.id, menuIds: menuIds ?? [] } }),
      success: '分配菜单权限成功',
      reloads: permissionApi.listRoleMenus,
    });
  };

  return (
    <FormModal<RoleMenuForm> open={role !== null} title="菜单权限" form={form} onSubmit={submit} onClose={onClose} loading={role !== null && !ready} width={560} labelWidth={80}>
      <Form.Item label="角色名称" name="name">
        <Input disabled />
      </Form.Item>
      <Form.Item label="角色标识" name="code">
        <Input disabled />
      </Form.Item>
      <Form.Item label="菜单权限" name="menuIds">
        <CheckableTree treeData={menuTree.tree} label="菜单权限" loading={menuTree.loading} />
      </Form.Item>
    </FormModal>
  );
}
