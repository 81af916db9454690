/** 通知公告 (`/system/notice`): notices filtered by title and status; add, edit and delete, content in a rich-text editor. */
import { CommonStatus, noticeApi, Permissions } from '@tenon/contracts';
import ListPage from '../../../crud/ListPage';
import LazyRichTextEditor from '../../../components/rich-text/LazyRichTextEditor';

export default function NoticePage() {
  return (
    <ListPage
      api={noticeApi}
      permissions={Permissions.system.notice}
      noun="公告"
      columns={[
        { title: '公告编号', dataIndex: 'id', width: 100 },
        { title: '公告标题', dataIndex: 'title', search: true },
        { title: '公告类型', dataIndex: 'type', width: 100, dict: 'system_notice_type' },
        { title: '状态', dataIndex: 'status', width: 100, dict: 'common_status', search: { placeholder: '公告状态' } },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime' },
      ]}
      form={{
        width: 780,
        defaults: { status: CommonStatus.ENABLE, content: '' },
        fields: [
          { label: '公告标题', name: 'title' },
          { label: '公告类型', name: 'type', kind: 'select', dict: 'system_notice_type', placeholder: '请选择' },
          { label: '状态', name: 'status', kind: 'radio', dict: 'common_status' },
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
