/**
 * 我的站内信 (route name MyNotifyMessage, `/user/notify-message`): every message sent to me,
 * filtered by read state and send time, 20 to a page (spec 9). 标记已读 reads the selected
 * unread rows, 全部已读 reads them all, and opening 详情 reads that one.
 */
import { useState } from 'react';
import { Button, Card, Space, Table } from 'antd';
import { CheckOutlined, ReadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notifyMessageApi, type NotifyMessage } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import Pagination from '../../../crud/Pagination';
import RightToolbar, { type ToolbarColumn } from '../../../components/RightToolbar';
import { DEFAULT_PAGE_SIZE } from '../../../components/pagerItems';
import { useIsMobile } from '../../../stores/layoutStore';
import MessageDetailModal from './MessageDetailModal';
import MessageSearchForm from './MessageSearchForm';
import { initialToolbarColumns, messageColumns } from './messageColumns';
import { myPageQuery, type MessageFilters } from './myPageQuery';
import { MY_MESSAGES_KEY, useMessageActions } from './useMessageActions';
import './notify-message.css';

export default function MyNotifyMessagePage() {
  const [filters, setFilters] = useState<MessageFilters>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [opened, setOpened] = useState<NotifyMessage | null>(null);
  const [shownColumns, setShownColumns] = useState<ToolbarColumn[]>(initialToolbarColumns);
  const actions = useMessageActions();
  const mobile = useIsMobile();

  const query = myPageQuery(filters, page.pageNo, page.pageSize);
  const { data, isFetching, refetch } = useQuery({
    queryKey: [...MY_MESSAGES_KEY, query],
    queryFn: ({ signal }) => callApi(notifyMessageApi.myPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const messages = data?.list ?? [];

  const openDetail = async (message: NotifyMessage) => {
    setOpened(message);
    if (message.readStatus || !(await actions.markRead([message.id], true))) return;
    // Until the list brings the server's read time (or if a filter hides the row now), the
    // dialog still shows the message as read.
    setOpened((current) => (current?.id === message.id ? { ...current, readStatus: true, readTime: Date.now() } : current));
  };
  const columns = messageColumns(shownColumns, openDetail, mobile);
  // The list's copy, once reloaded, carries the read time the server recorded.
  const detail = opened && (messages.find((message) => message.id === opened.id && message.readStatus) ?? opened);

  const search = (next: MessageFilters) => {
    setFilters(next);
    setPage((current) => ({ ...current, pageNo: 1 }));
    setSelected([]);
  };

  const markSelectedRead = async () => {
    if (await actions.markRead(selected)) setSelected([]);
  };

  return (
    <div className="notify-message-page">
      <Card variant="borderless">
        {showSearch && <MessageSearchForm onSearch={search} />}
        <div className="notify-message-toolbar">
          <Space wrap>
            <Button
              type="primary"
              ghost
              icon={<CheckOutlined aria-hidden />}
              disabled={selected.length === 0 || actions.pending}
              onClick={markSelectedRead}
            >
              标记已读
            </Button>
            <Button type="primary" ghost icon={<ReadOutlined aria-hidden />} disabled={actions.pending} onClick={() => void actions.markAllRead()}>
              全部已读
            </Button>
          </Space>
          <RightToolbar
            showSearch={showSearch}
            onToggleSearch={setShowSearch}
            onRefresh={() => void refetch()}
            columns={shownColumns}
            onColumnsChange={setShownColumns}
          />
        </div>
        <Table<NotifyMessage>
          rowKey="id"
          columns={columns}
          dataSource={messages}
          loading={isFetching}
          pagination={false}
          // Narrow windows scroll sideways rather than squeeze the message text to nothing.
          scroll={{ x: 1120 }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            // A read message has nothing left to mark.
            getCheckboxProps: (message) => ({ disabled: message.readStatus, 'aria-label': `选择消息 ${message.id}` }),
          }}
        />
        <Pagination
          total={data?.total ?? 0}
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          onChange={(pageNo, pageSize) => {
            setPage({ pageNo, pageSize });
            setSelected([]);
          }}
        />
      </Card>
      <MessageDetailModal message={detail} onClose={() => setOpened(null)} />
    </div>
  );
}
