/**
 * 我的站内信 (route name MyNotifyMessage, `/user/notify-message`): every message sent to me,
 * filtered by read state and send time, 20 to a page. 标记已读 reads the selected
 * unread rows, 全部已读 reads them all, and opening 详情 reads that one. Built from the kit's
 * pieces rather than ListPage: no add/edit/delete, and the selection belongs to one page of
 * one search.
 */
import { useState } from 'react';
import { Button, Card, Form, Table } from 'antd';
import { CheckOutlined, ReadOutlined } from '@ant-design/icons';
import { notifyMessageApi, type FiltersOf, type NotifyMessage, Dicts } from '@tenon/contracts';
import { actionColumn } from '../../../crud/actionColumn';
import type { ListColumn } from '../../../crud/listResource';
import ListToolbar from '../../../crud/ListToolbar';
import Pagination from '../../../crud/Pagination';
import SearchForm from '../../../crud/SearchForm';
import { filtersOf, SearchFieldItem, searchFieldsOf } from '../../../crud/searchFields';
import { tableColumns } from '../../../crud/tableColumns';
import { useColumnToggle } from '../../../crud/useColumnToggle';
import { usePagedList } from '../../../crud/usePagedList';
import { useCan } from '../../../permission/useCan';
import MessageDetailModal from '../../../layout/notify/MessageDetailModal';
import { useMessageActions } from './useMessageActions';

type Filters = FiltersOf<typeof notifyMessageApi.myPage>;

const columns: ListColumn<NotifyMessage, Filters>[] = [
  { title: '发送人', dataIndex: 'templateNickname', width: 120, align: 'left' },
  { title: '发送时间', dataIndex: 'createTime', valueType: 'dateTime', align: 'left', search: true },
  { title: '类型', dataIndex: 'templateType', width: 110, dict: Dicts.systemNotifyTemplateType },
  // The one column without a width: it takes what the others leave, one line, full text on hover.
  { title: '消息内容', dataIndex: 'templateContent', align: 'left' },
  { title: '是否已读', dataIndex: 'readStatus', width: 100, dict: Dicts.infraBooleanString, search: { placeholder: '请选择状态', order: 1 } },
  { title: '阅读时间', dataIndex: 'readTime', valueType: 'dateTime', align: 'left' },
];
const searchFields = searchFieldsOf(columns);
const dataColumns = tableColumns(columns);

export default function MyNotifyMessagePage() {
  const [searchForm] = Form.useForm<Record<string, unknown>>();
  // The reference's order on the wire: the page first, then the filters.
  const list = usePagedList(notifyMessageApi.myPage, (values: Record<string, unknown>, pageNo, pageSize) => ({ pageNo, pageSize, ...filtersOf<Filters>(searchFields, values) }));
  const shownColumns = useColumnToggle(dataColumns);
  const can = useCan();
  const actions = useMessageActions();
  const [opened, setOpened] = useState<NotifyMessage | null>(null);
  // A selection holds for the page and search it was made on.
  const listedAs = JSON.stringify([list.filters, list.pageNo, list.pageSize]);
  const [selection, setSelection] = useState({ listedAs, ids: [] as number[] });
  const selected = selection.listedAs === listedAs ? selection.ids : [];

  const openDetail = async (message: NotifyMessage) => {
    setOpened(message);
    if (message.readStatus || !(await actions.markRead([message.id], true))) return;
    // Until the list brings the server's read time (or if a filter hides the row now), the
    // dialog still shows the message as read.
    setOpened((current) => (current?.id === message.id ? { ...current, readStatus: true, readTime: Date.now() } : current));
  };
  // The list's copy, once reloaded, carries the read time the server recorded.
  const detail = opened && (list.rows.find((message) => message.id === opened.id && message.readStatus) ?? opened);

  const markSelectedRead = async () => {
    if (await actions.markRead(selected)) setSelection({ listedAs, ids: [] });
  };

  return (
    <div className="notify-message-page">
      <Card variant="borderless">
        {list.showSearch && (
          <SearchForm form={searchForm} onSearch={list.search}>
            {searchFields.map((field) => (
              <SearchFieldItem key={field.name} field={field} page={notifyMessageApi.myPage} />
            ))}
          </SearchForm>
        )}
        <ListToolbar
          showSearch={list.showSearch}
          onToggleSearch={list.setShowSearch}
          onRefresh={list.reload}
          columns={shownColumns.toolbarColumns}
          onColumnsChange={shownColumns.setToolbarColumns}
        >
          <Button type="primary" ghost icon={<CheckOutlined aria-hidden />} disabled={selected.length === 0 || actions.pending} onClick={markSelectedRead}>
            标记已读
          </Button>
          <Button type="primary" ghost icon={<ReadOutlined aria-hidden />} disabled={actions.pending} onClick={() => void actions.markAllRead()}>
            全部已读
          </Button>
        </ListToolbar>
        <Table<NotifyMessage>
          rowKey="id"
          columns={shownColumns.withActionColumn(actionColumn([{ label: '详情', onClick: (message) => void openDetail(message) }], can, 90))}
          dataSource={list.rows}
          loading={list.loading}
          pagination={false}
          // Narrow windows scroll sideways rather than squeeze the message text to nothing.
          scroll={{ x: 1120 }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelection({ listedAs, ids: keys.map(Number) }),
            // A read message has nothing left to mark.
            getCheckboxProps: (message) => ({ disabled: message.readStatus, 'aria-label': `选择消息 ${message.id}` }),
          }}
        />
        <Pagination total={list.total} totalCapped={list.totalCapped} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.setPage} />
      </Card>
      <MessageDetailModal message={detail} onClose={() => setOpened(null)} />
    </div>
  );
}
