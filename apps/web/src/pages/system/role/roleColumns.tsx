import type { TableColumnsType } from 'antd';
import { roleApi, type Role } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import DictTag from '../../../dict/DictTag';
import StatusSwitch from '../../../crud/StatusSwitch';
import { parseTime } from '../../../utils/date';

/** 角色类型 1: a role the system brings (super_admin); the server refuses to change or delete it. */
export const BUILT_IN_ROLE_TYPE = 1;
export const isBuiltIn = (role: Pick<Role, 'type'>) => role.type === BUILT_IN_ROLE_TYPE;

/** The data columns; the 状态 switch is editable only for those who may change roles, and never on a built-in role. */
export function roleColumns(canUpdate: boolean): TableColumnsType<Role> {
  return [
    { key: 'id', title: '角色编号', dataIndex: 'id', width: 90, align: 'center' },
    { key: 'name', title: '角色名称', dataIndex: 'name', align: 'center', ellipsis: true },
    { key: 'code', title: '角色标识', dataIndex: 'code', align: 'center', ellipsis: true },
    {
      key: 'type',
      title: '角色类型',
      dataIndex: 'type',
      width: 90,
      align: 'center',
      render: (value: number) => <DictTag type="system_role_type" value={value} />,
    },
    { key: 'sort', title: '显示顺序', dataIndex: 'sort', width: 90, align: 'center' },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      width: 100,
      align: 'center',
      render: (status: number, role) => (
        <StatusSwitch
          status={status}
          subject={`"${role.name}"角色`}
          editable={canUpdate && !isBuiltIn(role)}
          onChange={(next) => callApi(roleApi.updateStatus, { body: { id: role.id, status: next } })}
          reloads={roleApi.page}
        />
      ),
    },
    { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 180, align: 'center', render: (value: number) => parseTime(value) },
  ];
}
