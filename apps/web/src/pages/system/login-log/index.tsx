/**
 * 登录日志 (`/system/log/login-log`): every sign-in and sign-out of the tenant, newest first,
 * filtered by address, user, outcome and day; 导出 (with the same filters) and 详细 for those
 * holding the permission. Read-only: the server writes the log.
 */
import { loginLogApi, Permissions, Dicts } from '@tenon/contracts';
import ListPage from '../../../crud/ListPage';
import type { RowOf } from '../../../crud/listResource';
import DictTag from '../../../dict/DictTag';
import { parseTime } from '../../../utils/date';
import { outcomeOptions } from '../shared/log/outcomeOptions';
import TooltipText from '../shared/log/TooltipText';
import { userAgentText } from '../shared/log/userAgentText';

export type LoginLog = RowOf<typeof loginLogApi.page>;

/** Browser and system by name; the agent as sent on hover. */
const browserOf = (log: LoginLog) => <TooltipText text={userAgentText(log.userAgent)} title={log.userAgent} />;

export default function LoginLogPage() {
  return (
    <ListPage
      api={loginLogApi}
      permissions={Permissions.system.loginLog}
      noun="登录日志"
      exportFile="登录日志.xlsx"
      columns={[
        { title: '日志编号', dataIndex: 'id', width: 100 },
        { title: '操作类型', dataIndex: 'logType', width: 130, dict: Dicts.systemLoginType },
        { title: '用户名称', dataIndex: 'username', width: 140, search: true },
        { title: '登录地址', dataIndex: 'userIp', width: 140, search: { order: 1 } },
        // The one column without a width: it takes what the others leave.
        { title: '浏览器', dataIndex: 'userAgent', ellipsis: true, render: browserOf },
        {
          title: '登录结果',
          dataIndex: 'result',
          width: 140,
          dict: Dicts.systemLoginResult,
          search: { name: 'status', label: '状态', placeholder: '登录状态', options: outcomeOptions },
        },
        { title: '登录日期', dataIndex: 'createTime', valueType: 'dateTime', search: true },
      ]}
      detail={{
        title: '登录日志详细',
        items: (log) => [
          { key: 'id', label: '日志编号', children: log.id },
          { key: 'traceId', label: '链路追踪', children: log.traceId },
          { key: 'logType', label: '操作类型', children: <DictTag type={Dicts.systemLoginType} value={log.logType} /> },
          { key: 'username', label: '用户名称', children: log.username },
          { key: 'userIp', label: '登录地址', children: log.userIp },
          { key: 'userAgent', label: '浏览器', children: browserOf(log) },
          { key: 'result', label: '登录结果', children: <DictTag type={Dicts.systemLoginResult} value={log.result} /> },
          { key: 'createTime', label: '登录日期', children: parseTime(log.createTime) },
        ],
      }}
    />
  );
}
