/**
 * The popover's list of unread messages, loaded each time the popover opens, with the
 * reference's columns: sender, time, type (dictionary label) and content. Content is rendered
 * as text, never as HTML: it is filled from template parameters other people typed.
 */
import { Button, Empty, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { notifyMessageApi, type NotifyMessage, Dicts } from '@tenon/contracts';
import { callApi } from '../../api/callApi';
import DictTag from '../../dict/DictTag';
import { parseTime } from '../../utils/date';
import { UNREAD_LIST_SIZE } from './notifyConstants';

const columnsOf = (onOpen: (message: NotifyMessage) => void): TableColumnsType<NotifyMessage> => [
  { title: '发送人', dataIndex: 'templateNickname', width: 96, ellipsis: true },
  { title: '发送时间', dataIndex: 'createTime', width: 158, render: (value: number) => parseTime(value) },
  {
    title: '类型',
    dataIndex: 'templateType',
    width: 92,
    align: 'center',
    render: (value: number) => <DictTag type={Dicts.systemNotifyTemplateType} value={value} />,
  },
  {
    title: '内容',
    dataIndex: 'templateContent',
    className: 'notify-content-cell',
    render: (content: string, message) => {
      const instanceId = processInstanceOf(message);
      return (
        <>
          <Button type="link" size="small" className="notify-content-link" onClick={() => onOpen(message)}>
            {content}
          </Button>
          {instanceId && (
            <Link className="notify-process-link" to={`${PROCESS_DETAIL_PATH}?id=${encodeURIComponent(instanceId)}`}>
              查看流程
            </Link>
          )}
        </>
      );
    },
  },
];

/** Workflow messages (tasks to do, outcomes) carry their process, so the message links to its detail page. */
const PROCESS_DETAIL_PATH = '/bpm/process-instance/detail';
function processInstanceOf(message: NotifyMessage): string | null {
  const id = (message.templateParams as Record<string, unknown> | null)?.processInstanceId;
  return typeof id === 'string' && id ? id : null;
}

export interface UnreadMessageTableProps {
  /** A message's content was clicked: show it in full. */
  onOpen: (message: NotifyMessage) => void;
}

export default function UnreadMessageTable({ onOpen }: UnreadMessageTableProps) {
  const { data, isFetching } = useQuery({
    queryKey: ['notify-message', 'unread-list'],
    queryFn: ({ signal }) => callApi(notifyMessageApi.getUnreadList, { query: { size: UNREAD_LIST_SIZE }, signal }),
    // Always the server's current list, never one remembered from an earlier opening.
    gcTime: 0,
  });

  return (
    <Table<NotifyMessage>
      rowKey="id"
      size="small"
      columns={columnsOf(onOpen)}
      dataSource={data ?? []}
      loading={isFetching}
      pagination={false}
      scroll={{ y: 360 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无未读站内信" /> }}
    />
  );
}
