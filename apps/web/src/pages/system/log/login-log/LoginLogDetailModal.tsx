/** One login attempt in full, read-only. */
import '../log.css';
import { Button, Descriptions, Modal, type DescriptionsProps } from 'antd';
import DictTag from '../../../../dict/DictTag';
import { parseTime } from '../../../../utils/date';
import type { LoginLog } from './loginLogQuery';
import TooltipText from '../TooltipText';
import { userAgentText } from '../userAgentText';

export interface LoginLogDetailModalProps {
  log: LoginLog | null;
  onClose: () => void;
}

export default function LoginLogDetailModal({ log, onClose }: LoginLogDetailModalProps) {
  const items: DescriptionsProps['items'] = log
    ? [
        { key: 'id', label: '日志编号', children: log.id },
        { key: 'traceId', label: '链路追踪', children: log.traceId },
        { key: 'logType', label: '操作类型', children: <DictTag type="system_login_type" value={log.logType} /> },
        { key: 'username', label: '用户名称', children: log.username },
        { key: 'userIp', label: '登录地址', children: log.userIp },
        { key: 'userAgent', label: '浏览器', children: <TooltipText text={userAgentText(log.userAgent)} title={log.userAgent} /> },
        { key: 'result', label: '登录结果', children: <DictTag type="system_login_result" value={log.result} /> },
        { key: 'createTime', label: '登录日期', children: parseTime(log.createTime) },
      ]
    : [];

  return (
    <Modal
      title="登录日志详细"
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
