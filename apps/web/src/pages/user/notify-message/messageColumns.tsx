/** The columns of 我的站内信, by key, so the right toolbar can show and hide them. */
import { Button, type TableColumnsType } from 'antd';
import type { NotifyMessage } from '@tenon/contracts';
import DictTag from '../../../dict/DictTag';
import type { ToolbarColumn } from '../../../components/RightToolbar';
import { parseTime } from '../../../utils/date';

const dataColumns: TableColumnsType<NotifyMessage> = [
  { key: 'templateNickname', title: '发送人', dataIndex: 'templateNickname', width: 120, ellipsis: true },
  { key: 'createTime', title: '发送时间', dataIndex: 'createTime', width: 180, render: (value: number) => parseTime(value) },
  {
    key: 'templateType',
    title: '类型',
    dataIndex: 'templateType',
    width: 110,
    align: 'center',
    render: (value: number) => <DictTag type="system_notify_template_type" value={value} />,
  },
  // The one column without a width: it takes what the others leave, one line, full text on hover.
  { key: 'templateContent', title: '消息内容', dataIndex: 'templateContent', ellipsis: true },
  {
    key: 'readStatus',
    title: '是否已读',
    dataIndex: 'readStatus',
    width: 100,
    align: 'center',
    render: (value: boolean) => <DictTag type="infra_boolean_string" value={value} />,
  },
  {
    key: 'readTime',
    title: '阅读时间',
    dataIndex: 'readTime',
    width: 180,
    render: (value: number | null) => parseTime(value),
  },
];

/** What the right toolbar offers to show or hide: every column but 操作, all shown at first. */
export const initialToolbarColumns: ToolbarColumn[] = dataColumns.map((column) => ({
  key: String(column.key),
  title: String(column.title),
  visible: true,
}));

/** The shown data columns, then 操作 with its 详情 button (pinned right except on a phone, as every list). */
export function messageColumns(
  shown: ToolbarColumn[],
  onDetail: (message: NotifyMessage) => void,
  mobile = false,
): TableColumnsType<NotifyMessage> {
  const visible = new Set(shown.filter((column) => column.visible).map((column) => column.key));
  return [
    ...dataColumns.filter((column) => visible.has(String(column.key))),
    {
      key: 'action',
      title: '操作',
      width: 90,
      align: 'center',
      fixed: mobile ? undefined : 'right',
      render: (_: unknown, message: NotifyMessage) => (
        <Button type="link" size="small" onClick={() => onDetail(message)}>
          详情
        </Button>
      ),
    },
  ];
}
