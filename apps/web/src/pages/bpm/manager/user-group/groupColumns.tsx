import type { TableColumnsType } from 'antd';
import type { BpmUserGroup } from '@tenon/contracts';
import DictTag from '../../../../dict/DictTag';
import { parseTime } from '../../../../utils/date';

/** The 成员 column names members by nickname; an id the user list lacks (a deleted user) shows as is. */
export function groupColumns(nicknameOf: (id: number) => string): TableColumnsType<BpmUserGroup> {
  return [
    { key: 'id', title: '编号', dataIndex: 'id', width: 80, align: 'center' },
    { key: 'name', title: '组名', dataIndex: 'name', width: 160, align: 'center', ellipsis: true },
    { key: 'description', title: '描述', dataIndex: 'description', align: 'center', ellipsis: true },
    {
      key: 'memberUserIds',
      title: '成员',
      dataIndex: 'memberUserIds',
      align: 'center',
      ellipsis: true,
      render: (ids: number[]) => ids.map(nicknameOf).join('、'),
    },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      width: 100,
      align: 'center',
      render: (value: number) => <DictTag type="common_status" value={value} />,
    },
    { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 180, align: 'center', render: (value: number) => parseTime(value) },
  ];
}
