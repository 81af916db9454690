import type { TableColumnsType } from 'antd';
import type { Post } from '@tenon/contracts';
import DictTag from '../../../dict/DictTag';
import { parseTime } from '../../../utils/date';

export const postColumns: TableColumnsType<Post> = [
  { key: 'id', title: '岗位编号', dataIndex: 'id', width: 100, align: 'center' },
  { key: 'code', title: '岗位编码', dataIndex: 'code', align: 'center', ellipsis: true },
  { key: 'name', title: '岗位名称', dataIndex: 'name', align: 'center', ellipsis: true },
  { key: 'sort', title: '岗位排序', dataIndex: 'sort', width: 100, align: 'center' },
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
