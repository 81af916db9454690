/**
 * 角色管理 (`/system/role`): roles filtered by name, code, status and creation date; add, edit,
 * delete, export, and assign each role its menus (菜单权限) and data scope (数据权限), every
 * button shown only to holders of its permission. Built-in roles are guarded by the server,
 * whose refusal shows as its message; their buttons say so before the user tries.
 */
import { useState } from 'react';
import { CheckCircleOutlined, SafetyOutlined } from '@ant-design/icons';
import { Permissions, roleApi, type Role, Dicts } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import ListPage from '../../../crud/ListPage';
import StatusSwitch from '../../../crud/StatusSwitch';
import { useCan } from '../../../permission/useCan';
import RoleDataScopeModal from './RoleDataScopeModal';
import RoleMenuModal from './RoleMenuModal';

/** 角色类型 1: a role the system brings (super_admin); the server refuses to change or delete it. */
const BUILT_IN_ROLE_TYPE = 1;
const builtInLock = (role: Role) => (role.type === BUILT_IN_ROLE_TYPE ? '系统内置角色不可修改或删除' : undefined);
// The contract's pattern for 角色标识, with the reference's message.
const CODE_PATTERN = /^[A-Za-z][\w-]*$/;

export default function RolePage() {
  const canUpdate = useCan().hasPermission(Permissions.system.role.update);
  const [menusOf, setMenusOf] = useState<Role | null>(null);
  const [dataScopeOf, setDataScopeOf] = useState<Role | null>(null);
  return (
    <ListPage
      api={roleApi}
      permissions={Permissions.system.role}
      noun="角色"
      exportFile="角色数据.xlsx"
      readOnlyRow={builtInLock}
      columns={[
        { title: '角色编号', dataIndex: 'id', width: 90 },
        { title: '角色名称', dataIndex: 'name', search: true },
        { title: '角色标识', dataIndex: 'code', search: true },
        { title: '角色类型', dataIndex: 'type', width: 90, dict: Dicts.systemRoleType },
        { title: '显示顺序', dataIndex: 'sort', width: 90 },
        {
          title: '状态',
          dataIndex: 'status',
          width: 100,
          search: { dict: Dicts.commonStatus, placeholder: '角色状态' },
          render: (role) => (
            <StatusSwitch
              status={role.status}
              subject={`"${role.name}"角色`}
              editable={canUpdate && !builtInLock(role)}
              onChange={(next) => callApi(roleApi.updateStatus, { body: { id: role.id, status: next } })}
              reloads={roleApi.page}
            />
          ),
        },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', search: true },
      ]}
      rowActions={[
        { label: '菜单权限', icon: <CheckCircleOutlined aria-hidden />, permission: Permissions.system.permission.assignRoleMenu, beforeDelete: true, onClick: setMenusOf },
        {
          label: '数据权限',
          icon: <SafetyOutlined aria-hidden />,
          permission: Permissions.system.permission.assignRoleDataScope,
          beforeDelete: true,
          disabledFor: builtInLock,
          onClick: setDataScopeOf,
        },
      ]}
      form={{
        width: 500,
        defaults: { sort: 0 },
        fields: [
          { label: '角色名称', name: 'name' },
          { label: '角色标识', name: 'code', rules: [{ pattern: CODE_PATTERN, message: '角色标识须以字母开头，只能包含字母、数字、下划线和短横线' }] },
          { label: '显示顺序', name: 'sort', kind: 'number' },
          { label: '备注', name: 'remark', kind: 'textarea', placeholder: '请输入内容' },
        ],
      }}
    >
      <RoleMenuModal role={menusOf} onClose={() => setMenusOf(null)} />
      <RoleDataScopeModal role={dataScopeOf} onClose={() => setDataScopeOf(null)} />
    </ListPage>
  );
}
