/**
 * 通知公告 (`/system/notice`): notices filtered by title and status; add, edit and delete, content
 * in a rich-text editor; 推送 sends an open notice's title to every enabled user as an in-site message.
 */
import { App } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { CommonStatus, noticeApi, Permissions, type Notice, Dicts } from '@tenon/contracts';
import ListPage from '../../../crud/ListPage';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { callApi } from '../../../api/callApi';
import LazyRichTextEditor from '../../../components/rich-text/LazyRichTextEditor';

export default function NoticePage() {
  const confirmed = useConfirmedAction();
  const { message } = App.useApp();
  const push = (row: Notice) =>
    confirmed({
      confirm: `是否推送通知公告"${row.title}"给全部用户？`,
      run: async () => message.success(`推送成功，已为 ${await callApi(noticeApi.push, { query: { id: row.id } })} 位用户排队发送站内信`),
    });
  return (
    <ListPage
      api={noticeApi}
      permissions={Permissions.system.notice}
      noun="公告"
      rowActions={[
        {
          label: '推送',
          icon: <NotificationOutlined aria-hidden />,
          permission: Permissions.system.notice.update,
          disabledFor: (row) => (row.status === CommonStatus.ENABLE ? undefined : '关闭的公告不能推送'),
          onClick: (row) => void push(row),
        },
      ]}
      columns={[
        { title: '公告编号', dataIndex: 'id', width: 100 },
        { title: '公告标题', dataIndex: 'title', search: true },
        { title: '公告类型', dataIndex: 'type', width: 100, dict: Dicts.systemNoticeType },
        { title: '状态', dataIndex: 'status', width: 100, dict: Dicts.commonStatus, search: { placeholder: '公告状态' } },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime' },
      ]}
      form={{
        width: 780,
        defaults: { status: CommonStatus.ENABLE, content: '' },
        fields: [
          { label: '公告标题', name: 'title' },
          { label: '公告类型', name: 'type', kind: 'select', dict: Dicts.systemNoticeType, placeholder: '请选择' },
          { label: '状态', name: 'status', kind: 'radio', dict: Dicts.commonStatus },
          {
            label: '内容',
            name: 'content',
            input: <LazyRichTextEditor ariaLabel="内容" />,
          },
        ],
      }}
    />
  );
}
