/**
 * 操作日志 (`/system/log/operate-log`): every write call made in the tenant, newest first,
 * filtered by module, operator, type, outcome and day; 导出 (with the same filters) and 详细
 * for those holding the permission. The server records calls in batches shortly after they
 * answer, so a call made a moment ago may need a 刷新 to show.
 */
import { Tooltip } from 'antd';
import { operateLogApi, OPERATE_LOG_EXPORT_FILE, Permissions, Dicts } from '@tenon/contracts';
import ListPage from '../../../crud/ListPage';
import type { RowOf } from '../../../crud/listResource';
import { parseTime } from '../../../utils/date';
import { outcomeOptions } from '../shared/log/outcomeOptions';
import { userAgentText } from '../shared/log/userAgentText';
import '../shared/log/log.css';

export type OperateLog = RowOf<typeof operateLogApi.page>;

/** The recorded result code 0 is success; anything else is a failure. */
const succeeded = (log: OperateLog) => log.resultCode === 0;
const text = (value: string) => <span className="log-detail-text">{value}</span>;

export default function OperateLogPage() {
  return (
    <ListPage
      api={operateLogApi}
      permissions={Permissions.system.operateLog}
      noun="操作日志"
      exportFile={OPERATE_LOG_EXPORT_FILE}
      columns={[
        { title: '日志编号', dataIndex: 'id', width: 100 },
        { title: '操作模块', dataIndex: 'module', search: { label: '系统模块', order: 1 } },
        { title: '操作名', dataIndex: 'name', width: 180 },
        { title: '操作类型', dataIndex: 'type', width: 100, dict: Dicts.systemOperateType, search: { label: '类型', placeholder: '操作类型' } },
        { title: '操作人', dataIndex: 'userNickname', width: 120, search: { label: '操作人员', order: 1 } },
        {
          title: '操作结果',
          dataIndex: 'resultCode',
          width: 100,
          render: (log) => (succeeded(log) ? '成功' : '失败'),
          search: { name: 'success', label: '状态', placeholder: '操作状态', options: outcomeOptions },
        },
        { title: '操作日期', dataIndex: 'startTime', valueType: 'dateTime', search: { label: '操作时间' } },
        { title: '执行时长', dataIndex: 'duration', width: 110, render: (log) => `${log.duration} ms` },
      ]}
      // 访问日志详细, laid out as the reference's dialog. The server records the route rather
      // than a Java method, so 请求信息 is where the call shows.
      detail={{
        title: '访问日志详细',
        items: (log) => [
          { key: 'id', label: '日志主键', children: log.id },
          { key: 'traceId', label: '链路追踪', children: log.traceId },
          { key: 'module', label: '操作模块', children: log.module },
          { key: 'name', label: '操作名', children: log.name },
          { key: 'content', label: '操作内容', children: text(log.content) },
          {
            key: 'user',
            label: '用户信息',
            children: (
              <Tooltip placement="topLeft" title={log.userAgent}>
                {text(`${log.userId} | ${log.userNickname} | ${log.userIp} | ${userAgentText(log.userAgent)}`)}
              </Tooltip>
            ),
          },
          { key: 'request', label: '请求信息', children: text(`${log.requestMethod} ${log.requestUrl}`) },
          { key: 'result', label: '操作结果', children: succeeded(log) ? '正常' : text(`失败 | ${log.resultCode} | ${log.resultMsg}`) },
          { key: 'startTime', label: '操作时间', children: parseTime(log.startTime) },
          { key: 'duration', label: '执行时长', children: `${log.duration} ms` },
        ],
      }}
    />
  );
}
