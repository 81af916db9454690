/**
 * 操作日志 (`/system/log/operate-log`): every write call made in the tenant, newest first,
 * filtered by module, operator, type, outcome and day; 导出 (with the same filters) and 详细
 * for those holding the permission, as the contract's `operateLogResource` describes them. The
 * screen adds the 成功/失败 choice, the outcome and duration cells and 详细's joined cells. The
 * server records calls in batches shortly after they answer, so a call made a moment ago may
 * need a 刷新 to show.
 */
import { Tooltip } from 'antd';
import { operateLogResource, type operateLogApi } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import type { RowOf } from '../../../crud/listResource';
import { outcomeOptions } from '../shared/log/outcomeOptions';
import { userAgentText } from '../shared/log/userAgentText';
import '../shared/log/log.css';

export type OperateLog = RowOf<typeof operateLogApi.page>;

/** The recorded result code 0 is success; anything else is a failure. */
const succeeded = (log: OperateLog) => log.resultCode === 0;
const text = (value: string) => <span className="log-detail-text">{value}</span>;

const render = {
  resultCode: (log: OperateLog) => (succeeded(log) ? '成功' : '失败'),
  duration: (log: OperateLog) => `${log.duration} ms`,
};

// 访问日志详细, laid out as the reference's dialog. The server records the route rather than a
// Java method, so 请求信息 is where the call shows.
const detailRender = {
  content: (log: OperateLog) => text(log.content),
  userId: (log: OperateLog) => (
    <Tooltip placement="topLeft" title={log.userAgent}>
      {text(`${log.userId} | ${log.userNickname} | ${log.userIp} | ${userAgentText(log.userAgent)}`)}
    </Tooltip>
  ),
  requestMethod: (log: OperateLog) => text(`${log.requestMethod} ${log.requestUrl}`),
  resultCode: (log: OperateLog) => (succeeded(log) ? '正常' : text(`失败 | ${log.resultCode} | ${log.resultMsg}`)),
};

export default function OperateLogPage() {
  return <ResourcePage resource={operateLogResource} render={render} options={{ resultCode: outcomeOptions }} detailTitle="访问日志详细" detailRender={detailRender} />;
}
