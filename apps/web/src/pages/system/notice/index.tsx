/**
 * 通知公告 (`/system/notice`): what it lists, searches and edits (the content in the rich-text
 * editor) is the contract's `noticeResource`; the screen adds 推送, which sends an open notice's
 * title to every enabled user as an in-site message.
 */
import { App } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { CommonStatus, noticeApi, noticeResource, Permissions, type Notice } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { callApi } from '../../../api/callApi';

export default function NoticePage() {
  const confirmed = useConfirmedAction();
  const { message } = App.useApp();
  const push = (row: Notice) =>
    confirmed({
      confirm: `是否推送通知公告"${row.title}"给全部用户？`,
      run: async () => message.success(`推送成功，已为 ${await callApi(noticeApi.push, { query: { id: row.id } })} 位用户排队发送站内信`),
    });
  return (
    <ResourcePage
      resource={noticeResource}
      form={{ width: 780 }}
      rowActions={[
        {
          label: '推送',
          icon: <NotificationOutlined aria-hidden />,
          permission: Permissions.system.notice.update,
          disabledFor: (row) => (row.status === CommonStatus.ENABLE ? undefined : '关闭的公告不能推送'),
          onClick: (row) => void push(row),
        },
      ]}
    />
  );
}
