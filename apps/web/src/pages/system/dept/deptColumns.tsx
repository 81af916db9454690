import type { TableColumnsType } from 'antd';
import type { Dept } from '@tenon/contracts';
import DictTag from '../../../dict/DictTag';
import { parseTime } from '../../../utils/date';

/** The reference's 负责人 text: the leader's nickname, 未设置 without one, 未知【id】 for a user no longer listed. */
export function leaderName(leaderUserId: number | null, nicknames: ReadonlyMap<number, string>): string {
  if (!leaderUserId) return '未设置';
  return nicknames.get(leaderUserId) ?? `未知【${leaderUserId}】`;
}

export function deptColumns(nicknames: ReadonlyMap<number, string>): TableColumnsType<Dept> {
  return [
    { key: 'name', title: '部门名称', dataIndex: 'name', width: 260, ellipsis: true },
    {
      key: 'leader',
      title: '负责人',
      dataIndex: 'leaderUserId',
      width: 120,
      align: 'center',
      render: (value: number | null) => leaderName(value, nicknames),
    },
    { key: 'sort', title: '排序', dataIndex: 'sort', width: 100, align: 'center' },
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
