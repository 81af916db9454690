/** One message in full. Content is text, never HTML. */
import { Descriptions, Modal, type DescriptionsProps } from 'antd';
import type { NotifyMessage } from '@tenon/contracts';
import DictTag from '../../../dict/DictTag';
import { parseTime } from '../../../utils/date';

export interface MessageDetailModalProps {
  message: NotifyMessage | null;
  onClose: () => void;
}

export default function MessageDetailModal({ message, onClose }: MessageDetailModalProps) {
  const items: DescriptionsProps['items'] = message
    ? [
        { key: 'sender', label: '发送人', children: message.templateNickname },
        { key: 'time', label: '发送时间', children: parseTime(message.createTime) },
        { key: 'type', label: '消息类型', children: <DictTag type="system_notify_template_type" value={message.templateType} /> },
        { key: 'read', label: '是否已读', children: <DictTag type="infra_boolean_string" value={message.readStatus} /> },
        { key: 'readTime', label: '阅读时间', children: parseTime(message.readTime) || '—' },
        {
          key: 'content',
          label: '内容',
          children: <div className="notify-message-content">{message.templateContent}</div>,
        },
      ]
    : [];

  return (
    <Modal title="消息详情" open={message !== null} onCancel={onClose} footer={null} width={600} destroyOnHidden>
      <Descriptions column={1} bordered size="small" items={items} styles={{ label: { width: 110 } }} />
    </Modal>
  );
}
