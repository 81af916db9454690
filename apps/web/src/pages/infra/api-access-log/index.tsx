/**
 * 访问日志 (`/infra/log/api-access-log`): every call of the console's and the members' API,
 * newest first, filtered by caller, application, URL, request time, duration (at least) and
 * result code; 详细 and 导出 as the contract's `apiAccessLogResource` describes them. The server
 * writes the rows in batches about a second after the calls, so a call made a moment ago may need
 * a 刷新 to show.
 */
import { Dicts, apiAccessLogResource, type ApiAccessLog } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import DictTag from '../../../dict/DictTag';
import { parseTime } from '../../../utils/date';
import '../shared/api-log.css';

const text = (value: string) => <span className="api-log-text">{value}</span>;

const render = {
  duration: (log: ApiAccessLog) => `${log.duration} ms`,
  resultCode: (log: ApiAccessLog) => (log.resultCode === 0 ? '成功' : `失败(${log.resultMsg})`),
};

// 详细, laid out as the reference's dialog.
const detailRender = {
  userId: (log: ApiAccessLog) => (
    <span className="api-log-text">
      {log.userId} | <DictTag type={Dicts.userType} value={log.userType} /> | {log.userIp} | {log.userAgent}
    </span>
  ),
  requestMethod: (log: ApiAccessLog) => text(`${log.requestMethod} | ${log.requestUrl}`),
  requestParams: (log: ApiAccessLog) => <pre className="api-log-block">{log.requestParams}</pre>,
  beginTime: (log: ApiAccessLog) => text(`${parseTime(log.beginTime)} ~ ${parseTime(log.endTime)}`),
  duration: (log: ApiAccessLog) => `${log.duration} ms`,
  resultCode: (log: ApiAccessLog) => (log.resultCode === 0 ? '正常' : text(`失败 | ${log.resultCode} | ${log.resultMsg}`)),
};

export default function ApiAccessLogPage() {
  return <ResourcePage resource={apiAccessLogResource} render={render} detailTitle="访问日志详细" detailRender={detailRender} />;
}
