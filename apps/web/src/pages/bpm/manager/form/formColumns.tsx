import type { TableColumnsType } from 'antd';
import type { BpmForm } from '@tenon/contracts';
import DictTag from '../../../../dict/DictTag';
import { parseTime } from '../../../../utils/date';

export const formColumns: TableColumnsType<BpmForm> = [
  { key: 'id', title: '编号', dataIndex: 'id', width: 80, align: 'center' },
  { key: 'name', title: '表单名', dataIndex: 'name', align: 'center', ellipsis: true },
  {
    key: 'status',
    title: '状态',
    dataIndex: 'status',
    width: 100,
    align: 'center',
    render: (value: number) => <DictTag type="common_status" value={value} />,
  },
  { key: 'remark', title: '备注', dataIndex: 'remark', align: 'center', ellipsis: true },
  { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 180, align: 'center', render: (value: number) => parseTime(value) },
];
