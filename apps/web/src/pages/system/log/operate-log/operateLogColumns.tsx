import type { TableColumnsType } from 'antd';
import DictTag from '../../../../dict/DictTag';
import { parseTime } from '../../../../utils/date';
import { succeeded, type OperateLog } from './operateLogQuery';

export const operateLogColumns: TableColumnsType<OperateLog> = [
  { key: 'id', title: '日志编号', dataIndex: 'id', width: 100, align: 'center' },
  { key: 'module', title: '操作模块', dataIndex: 'module', align: 'center', ellipsis: true },
  { key: 'name', title: '操作名', dataIndex: 'name', width: 180, align: 'center', ellipsis: true },
  {
    key: 'type',
    title: '操作类型',
    dataIndex: 'type',
    width: 100,
    align: 'center',
    render: (value: number) => <DictTag type="system_operate_type" value={value} />,
  },
  { key: 'userNickname', title: '操作人', dataIndex: 'userNickname', width: 120, align: 'center', ellipsis: true },
  {
    key: 'result',
    title: '操作结果',
    dataIndex: 'resultCode',
    width: 100,
    align: 'center',
    render: (_: number, log) => (succeeded(log) ? '成功' : '失败'),
  },
  { key: 'startTime', title: '操作日期', dataIndex: 'startTime', width: 180, align: 'center', render: (value: number) => parseTime(value) },
  { key: 'duration', title: '执行时长', dataIndex: 'duration', width: 110, align: 'center', render: (value: number) => `${value} ms` },
];
