/**
 * 岗位管理 (`/system/post`): posts filtered by code, name and status; add, edit, delete and
 * export, each button shown only to holders of its permission.
 */
import { useState } from 'react';
import { App, Button, Card, Form, Input, Select, Table } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Permissions, postApi, type Post } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { useExportAction } from '../../../components/crud/useExportAction';
import Pagination from '../../../crud/Pagination';
import ListToolbar from '../../../components/crud/ListToolbar';
import SearchForm from '../../../components/crud/SearchForm';
import { useColumnToggle } from '../../../components/crud/useColumnToggle';
import { useConfirmedAction } from '../../../components/crud/useConfirmedAction';
import { usePagedList } from '../../../components/crud/usePagedList';
import { Can } from '../../../permission/Can';
import { useDictDatas } from '../../../stores/dictStore';
import { dictOptions } from '../../../components/crud/dictOptions';
import PostFormModal from './PostFormModal';
import { postColumns } from './postColumns';

const P = Permissions.system.post;

export interface PostFilters {
  code?: string;
  name?: string;
  status?: number;
}

export default function PostPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<PostFilters>();
  const list = usePagedList(postApi.page, (filters: PostFilters, pageNo, pageSize) => ({ pageNo, pageSize, ...filters }));
  const columns = useColumnToggle(postColumns);
  const act = useConfirmedAction();
  const statusOptions = dictOptions(useDictDatas('common_status'), Number);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const { exporting, exportAll } = useExportAction(postApi.export, '岗位', '岗位数据.xlsx');

  const remove = (post: Post) =>
    act({
      confirm: `是否确认删除岗位编号为"${post.id}"的数据项?`,
      run: () => callApi(postApi.delete, { query: { id: post.id } }),
      success: '删除成功',
      reloads: postApi.page,
    });

  return (
    <Card variant="borderless">
      {list.showSearch && (
        <SearchForm form={form} onSearch={list.search}>
          <Form.Item label="岗位编码" name="code">
            <Input placeholder="请输入岗位编码" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="岗位名称" name="name">
            <Input placeholder="请输入岗位名称" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select placeholder="岗位状态" allowClear options={statusOptions} style={{ width: 200 }} />
          </Form.Item>
        </SearchForm>
      )}
      <ListToolbar
        showSearch={list.showSearch}
        onToggleSearch={list.setShowSearch}
        onRefresh={list.reload}
        columns={columns.toolbarColumns}
        onColumnsChange={columns.setToolbarColumns}
      >
        <Can permissions={[P.create]}>
          <Button type="primary" ghost icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
            新增
          </Button>
        </Can>
        <Can permissions={[P.export]}>
          <Button color="orange" variant="outlined" icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void exportAll(list.filters)}>
            导出
          </Button>
        </Can>
      </ListToolbar>
      <Table<Post>
        rowKey="id"
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        scroll={{ x: 900 }}
        columns={columns.withActions([P.update, P.delete], {
          key: 'action',
          title: '操作',
          width: 180,
          align: 'center',
          fixed: 'right',
          render: (_, post) => (
            <span className="crud-actions">
              <Can permissions={[P.update]}>
                <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={() => setEditing({ id: post.id })}>
                  修改
                </Button>
              </Can>
              <Can permissions={[P.delete]}>
                <Button type="link" size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => void remove(post)}>
                  删除
                </Button>
              </Can>
            </span>
          ),
        })}
      />
      <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.setPage} />
      <PostFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(created) => message.success(created ? '新增成功' : '修改成功')}
      />
    </Card>
  );
}
