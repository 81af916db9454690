/**
 * 错误日志 (`/infra/log/api-error-log`): every call the server failed unexpectedly, newest first,
 * filtered by caller, application, URL, time and 处理状态; a pending row offers 已处理 and 已忽略
 * (asked first; a row is marked once), 详细 shows the request and the stack trace, 导出 the rows.
 */
import { CheckOutlined, StopOutlined } from '@ant-design/icons';
import { ApiErrorLogProcessStatus, Dicts, Permissions, apiErrorLogApi, apiErrorLogResource, type ApiErrorLog } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { callApi } from '../../../api/callApi';
import DictTag from '../../../dict/DictTag';
import { parseTime } from '../../../utils/date';
import '../shared/api-log.css';

const text = (value: string) => <span className="api-log-text">{value}</span>;
const block = (value: string) => <pre className="api-log-block">{value}</pre>;
const moment = (ms: number | null) => (ms ? parseTime(ms) : '');

// 详细, laid out as the reference's dialog.
const detailRender = {
  userId: (log: ApiErrorLog) => (
    <span className="api-log-text">
      {log.userId} | <DictTag type={Dicts.userType} value={log.userType} /> | {log.userIp} | {log.userAgent}
    </span>
  ),
  requestMethod: (log: ApiErrorLog) => text(`${log.requestMethod} | ${log.requestUrl}`),
  requestParams: (log: ApiErrorLog) => block(log.requestParams),
  exceptionMessage: (log: ApiErrorLog) => text(log.exceptionMessage),
  exceptionRootCauseMessage: (log: ApiErrorLog) => text(log.exceptionRootCauseMessage),
  exceptionStackTrace: (log: ApiErrorLog) => block(log.exceptionStackTrace),
  processUserId: (log: ApiErrorLog) => (log.processStatus === ApiErrorLogProcessStatus.INIT ? '' : String(log.processUserId)),
  processTime: (log: ApiErrorLog) => moment(log.processTime),
};

const marks = [
  { status: ApiErrorLogProcessStatus.DONE, label: '已处理', icon: <CheckOutlined aria-hidden /> },
  { status: ApiErrorLogProcessStatus.IGNORE, label: '已忽略', icon: <StopOutlined aria-hidden /> },
];

export default function ApiErrorLogPage() {
  const confirmed = useConfirmedAction();
  const mark = (log: ApiErrorLog, status: number, label: string) =>
    confirmed({
      confirm: `确认标记为${label}`,
      run: () => callApi(apiErrorLogApi.updateStatus, { query: { id: log.id, processStatus: status } }),
      success: label,
      reloads: apiErrorLogApi.page,
    });
  return (
    <ResourcePage
      resource={apiErrorLogResource}
      detailTitle="API 错误日志详细"
      detailWidth={900}
      detailRender={detailRender}
      rowActions={marks.map(({ status, label, icon }) => ({
        label,
        icon,
        permission: Permissions.infra.apiErrorLog.updateStatus,
        shownFor: (log: ApiErrorLog) => log.processStatus === ApiErrorLogProcessStatus.INIT,
        onClick: (log: ApiErrorLog) => void mark(log, status, label),
      }))}
    />
  );
}
