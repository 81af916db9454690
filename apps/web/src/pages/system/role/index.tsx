/**
 * 角色管理 (`/system/role`): roles filtered by name, code, status and creation date; add, edit,
 * delete, export, and assign each role its menus (菜单权限) and data scope (数据权限), every
 * button shown only to holders of its permission. Built-in roles are guarded by the server,
 * whose refusal shows as its message; their buttons say so before the user tries.
 */
import { useState } from 'react';
import { CheckCircleOutlined, SafetyOutlined } from '@ant-design/icons';
import { Permissions, roleApi, roleResource, type Role } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import ResourcePage from '../../../crud/ResourcePage';
import { resourceFormFields } from '../../../crud/fromResource';
import type { FormValuesOf } from '../../../crud/listResource';
import StatusSwitch from '../../../crud/StatusSwitch';
import { useCan } from '../../../permission/useCan';
import RoleDataScopeModal from './RoleDataScopeModal';
import RoleMenuModal from './RoleMenuModal';

/** 角色类型 1: a role the system brings (super_admin); the server refuses to change or delete it. */
const BUILT_IN_ROLE_TYPE = 1;
const builtInLock = (role: Role) => (role.type === BUILT_IN_ROLE_TYPE ? '系统内置角色不可修改或删除' : undefined);
// The contract's pattern for 角色标识, with the reference's message.
const CODE_PATTERN = /^[A-Za-z][\w-]*$/;

const fields = resourceFormFields<FormValuesOf<typeof roleApi>>(roleResource).map((field) =>
  field.name === 'code' ? { ...field, rules: [{ pattern: CODE_PATTERN, message: '角色标识须以字母开头，只能包含字母、数字、下划线和短横线' }] } : field,
);

export default function RolePage() {
  const canUpdate = useCan().hasPermission(Permissions.system.role.update);
  const [menusOf, setMenusOf] = useState<Role | null>(null);
  const [dataScopeOf, setDataScopeOf] = useState<Role | null>(null);
  return (
    <ResourcePage
      resource={roleResource}
      readOnlyRow={builtInLock}
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
      form={{ width: 500, fields }}
      render={{
        status: (role: Role) => (
          <StatusSwitch
            status={role.status}
            subject={`"${role.name}"角色`}
            editable={canUpdate && !builtInLock(role)}
            onChange={(next) => callApi(roleApi.updateStatus, { body: { id: role.id, status: next } })}
            reloads={roleApi.page}
          />
        ),
      }}
    >
      <RoleMenuModal role={menusOf} onClose={() => setMenusOf(null)} />
      <RoleDataScopeModal role={dataScopeOf} onClose={() => setDataScopeOf(null)} />
    </ResourcePage>
  );
}
