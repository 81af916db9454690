/**
 * One message in full, from the bell and from 我的站内信. A message's own content is text, never
 * HTML (it is filled from template parameters other people typed). A pushed notice (通知公告 →
 * 推送) carries only its title in the message: its body is asked of the server for this
 * recipient and shown as the rich text it is, sanitised by the server on write and on read.
 */
import { Alert, Descriptions, Modal, Skeleton, type DescriptionsProps } from 'antd';
import { noticeApi, type NotifyMessage, Dicts } from '@tenon/contracts';
import DictTag from '../../dict/DictTag';
import { useEntityQuery } from '../../crud/usePagedList';
import { parseTime } from '../../utils/date';
import './notify.css';

export interface MessageDetailModalProps {
  message: NotifyMessage | null;
  onClose: () => void;
}

/** The built-in template a notice's 推送 sends with (server: notice-push.ts). */
const NOTICE_TEMPLATE_CODE = 'system-notice';
export const isPushedNotice = (message: NotifyMessage) => message.templateCode === NOTICE_TEMPLATE_CODE;

function PushedNoticeBody({ messageId }: { messageId: number }) {
  const { data, isLoading, isError } = useEntityQuery(noticeApi.getPushed, { query: { messageId } });
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (isError || !data) return <Alert type="warning" showIcon title="该通知公告已不存在" />;
  return (
    <div className="notify-notice">
      <div className="notify-notice-title">
        {data.title} <DictTag type={Dicts.systemNoticeType} value={data.type} />
      </div>
      {/* Server-sanitised HTML (an allow-list of tags, attributes and URL schemes). */}
      <div className="notify-notice-content" dangerouslySetInnerHTML={{ __html: data.content }} />
    </div>
  );
}

export default function MessageDetailModal({ message, onClose }: MessageDetailModalProps) {
  const items: DescriptionsProps['items'] = message
    ? [
        { key: 'sender', label: '发送人', children: message.templateNickname },
        { key: 'time', label: '发送时间', children: parseTime(message.createTime) },
        { key: 'type', label: '消息类型', children: <DictTag type={Dicts.systemNotifyTemplateType} value={message.templateType} /> },
        { key: 'read', label: '是否已读', children: <DictTag type={Dicts.infraBooleanString} value={message.readStatus} /> },
        { key: 'readTime', label: '阅读时间', children: parseTime(message.readTime) || '—' },
        {
          key: 'content',
          label: '内容',
          children: isPushedNotice(message) ? (
            <PushedNoticeBody messageId={message.id} />
          ) : (
            <div className="notify-message-content">{message.templateContent}</div>
          ),
        },
      ]
    : [];

  return (
    <Modal title="消息详情" open={message !== null} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <Descriptions column={1} bordered size="small" items={items} styles={{ label: { width: 110 } }} />
    </Modal>
  );
}
