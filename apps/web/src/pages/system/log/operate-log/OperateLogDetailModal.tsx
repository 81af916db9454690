/**
 * 访问日志详细: one operate-log record in full, read-only, laid out as the reference's dialog.
 * The server records the route rather than a Java method, so 请求信息 is where the call shows.
 */
import { Button, Descriptions, Modal, Tooltip, type DescriptionsProps } from 'antd';
import { parseTime } from '../../../../utils/date';
import { succeeded, type OperateLog } from './operateLogQuery';
import { userAgentText } from '../userAgentText';
import '../log.css';

export interface OperateLogDetailModalProps {
  log: OperateLog | null;
  onClose: () => void;
}

const text = (value: string) => <span className="log-detail-text">{value}</span>;

export default function OperateLogDetailModal({ log, onClose }: OperateLogDetailModalProps) {
  const items: DescriptionsProps['items'] = log
    ? [
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
        {
          key: 'result',
          label: '操作结果',
          children: succeeded(log) ? '正常' : text(`失败 | ${log.resultCode} | ${log.resultMsg}`),
        },
        { key: 'startTime', label: '操作时间', children: parseTime(log.startTime) },
        { key: 'duration', label: '执行时长', children: `${log.duration} ms` },
      ]
    : [];

  return (
    <Modal
      title="访问日志详细"
      open={log !== null}
      onCancel={onClose}
      width={700}
      destroyOnHidden
      footer={<Button onClick={onClose}>关闭</Button>}
    >
      <Descriptions column={1} bordered size="small" items={items} styles={{ label: { width: 110 } }} />
    </Modal>
  );
}
