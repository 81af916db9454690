/** 岗位管理 (`/system/post`): posts filtered by code, name and status; add, edit, delete and export. */
import { CommonStatus, Permissions, postApi } from '@tenon/contracts';
import ListPage from '../../../crud/ListPage';

export default function PostPage() {
  return (
    <ListPage
      api={postApi}
      permissions={Permissions.system.post}
      noun="岗位"
      exportFile="岗位数据.xlsx"
      columns={[
        { title: '岗位编号', dataIndex: 'id', width: 100 },
        { title: '岗位编码', dataIndex: 'code', search: true },
        { title: '岗位名称', dataIndex: 'name', search: true },
        { title: '岗位排序', dataIndex: 'sort', width: 100 },
        { title: '状态', dataIndex: 'status', width: 100, dict: 'common_status', search: { placeholder: '岗位状态' } },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime' },
      ]}
      form={{
        width: 500,
        defaults: { sort: 0, status: CommonStatus.ENABLE },
        fields: [
          { label: '岗位名称', name: 'name' },
          { label: '岗位编码', name: 'code', placeholder: '请输入编码名称' },
          { label: '岗位顺序', name: 'sort', kind: 'number' },
          { label: '岗位状态', name: 'status', kind: 'radio', dict: 'common_status' },
          { label: '备注', name: 'remark', kind: 'textarea', placeholder: '请输入内容' },
        ],
      }}
    />
  );
}
