/**
 * The navbar's notification bell (docs/console.md, "Notifications"): a red dot while the unread count is above 0;
 * opening it lists the unread messages and resets the count to 0; 查看全部 opens
 * MyNotifyMessage; a message's content opens it in full (a pushed notice with its body) and
 * reads it. The count is kept current by `useUnreadCountWatch` while the bell is
 * mounted: the navbar leaves it out on mobile, and unmounting stops the poll and the stream.
 */
import { useState } from 'react';
import { Badge, Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { notifyMessageApi, type NotifyMessage } from '@tenon/contracts';
import { callApi } from '../../api/callApi';
import MessageDetailModal from './MessageDetailModal';
import { MY_NOTIFY_MESSAGE_PATH, NOTIFY_POPOVER_WIDTH } from './notifyConstants';
import { refreshUnreadCount, useUnreadCountStore } from './unreadCountStore';
import { useUnreadCountWatch } from './useUnreadCountWatch';
import UnreadMessageTable from './UnreadMessageTable';
import './notify.css';

export default function NotifyBell() {
  useUnreadCountWatch();
  const count = useUnreadCountStore((state) => state.count);
  const setCount = useUnreadCountStore((state) => state.setCount);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState<NotifyMessage | null>(null);
  const navigate = useNavigate();

  const openMessage = (message: NotifyMessage) => {
    setOpen(false);
    setOpened(message);
    // Reading it in full reads it; the count is asked again, as 我的站内信 does. A failure leaves it unread, nothing more.
    void callApi(notifyMessageApi.updateRead, { query: { ids: [message.id] }, arrayFormat: 'repeat' })
      .then(() => refreshUnreadCount())
      .catch(() => undefined);
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setCount(0);
  };

  const viewAll = () => {
    setOpen(false);
    void navigate(MY_NOTIFY_MESSAGE_PATH);
  };

  const content = (
    <div className="notify-popover">
      <UnreadMessageTable onOpen={openMessage} />
      <div className="notify-popover-footer">
        <Button type="primary" size="small" onClick={viewAll}>
          查看全部
        </Button>
      </div>
    </div>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={onOpenChange}
        content={content}
        destroyOnHidden
        classNames={{ root: 'notify-popover-root' }}
        styles={{ root: { width: NOTIFY_POPOVER_WIDTH } }}
      >
        <Button
          type="text"
          className="notify-bell"
          aria-label={count > 0 ? `站内信：${count} 条未读` : '站内信'}
          icon={
            <Badge dot={count > 0} offset={[-2, 2]}>
              <BellOutlined className="notify-bell-icon" />
            </Badge>
          }
        />
      </Popover>
      <MessageDetailModal message={opened} onClose={() => setOpened(null)} />
    </>
  );
}
