import type { TableColumnsType } from 'antd';
import DictTag from '../../../../dict/DictTag';
import { parseTime } from '../../../../utils/date';
import TooltipText from '../TooltipText';
import { userAgentText } from '../userAgentText';
import type { LoginLog } from './loginLogQuery';

export const loginLogColumns: TableColumnsType<LoginLog> = [
  { key: 'id', title: '日志编号', dataIndex: 'id', width: 100, align: 'center' },
  {
    key: 'logType',
    title: '操作类型',
    dataIndex: 'logType',
    width: 130,
    align: 'center',
    render: (value: number) => <DictTag type="system_login_type" value={value} />,
  },
  { key: 'username', title: '用户名称', dataIndex: 'username', width: 140, align: 'center', ellipsis: true },
  { key: 'userIp', title: '登录地址', dataIndex: 'userIp', width: 140, align: 'center', ellipsis: true },
  // The one column without a width: it takes what the others leave.
  {
    key: 'userAgent',
    title: '浏览器',
    dataIndex: 'userAgent',
    align: 'center',
    ellipsis: { showTitle: false },
    // Browser and system by name; the agent as sent on hover.
    render: (value: string) => <TooltipText text={userAgentText(value)} title={value} />,
  },
  {
    key: 'result',
    title: '登录结果',
    dataIndex: 'result',
    width: 140,
    align: 'center',
    render: (value: number) => <DictTag type="system_login_result" value={value} />,
  },
  { key: 'createTime', title: '登录日期', dataIndex: 'createTime', width: 180, align: 'center', render: (value: number) => parseTime(value) },
];
