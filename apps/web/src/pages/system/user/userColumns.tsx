import type { TableColumnsType } from 'antd';
import { userApi, type User } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import StatusSwitch from '../../../crud/StatusSwitch';
import { parseTime } from '../../../utils/date';

/** The data columns; the status switch is read-only for users who may not update users. */
export function userColumns(canUpdate: boolean): TableColumnsType<User> {
  return [
    { key: 'id', title: '用户编号', dataIndex: 'id', width: 80, align: 'center' },
    { key: 'username', title: '用户名称', dataIndex: 'username', align: 'center', ellipsis: { showTitle: true } },
    { key: 'nickname', title: '用户昵称', dataIndex: 'nickname', align: 'center', ellipsis: { showTitle: true } },
    { key: 'dept', title: '部门', dataIndex: ['dept', 'name'], align: 'center', ellipsis: true },
    { key: 'mobile', title: '手机号码', dataIndex: 'mobile', width: 115, align: 'center' },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      width: 85,
      align: 'center',
      render: (status: number, user) => (
        <StatusSwitch
          status={status}
          subject={`"${user.username}"用户`}
          editable={canUpdate}
          onChange={(next) => callApi(userApi.updateStatus, { body: { id: user.id, status: next } })}
          reloads={userApi.page}
        />
      ),
    },
    { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 160, align: 'center', render: (value: number) => parseTime(value) },
  ];
}
