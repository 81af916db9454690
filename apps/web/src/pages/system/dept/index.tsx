/**
 * 部门管理 (`/system/dept`): the departments as a tree table, all expanded at first, filtered
 * by name and status; add (at the top or under a row), edit and delete, each button shown only
 * to holders of its permission. The server refuses to delete a department that still has
 * sub-departments or staff, and its reason shows.
 */
import { useEffect, useMemo, useState, type Key } from 'react';
import { App, Button, Card, Form, Input, Select, Table } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { deptApi, Permissions, type Dept } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import ListToolbar from '../../../crud/ListToolbar';
import SearchForm from '../../../crud/SearchForm';
import { dictOptions } from '../../../crud/dictOptions';
import { useColumnToggle } from '../../../crud/useColumnToggle';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { useEntityQuery } from '../../../crud/usePagedList';
import { Can } from '../../../permission/Can';
import { useDictDatas } from '../../../stores/dictStore';
import { buildTree, treeIds } from '../../../utils/tree';
import { useUserOptions } from '../shared/lookups';
import DeptFormModal from './DeptFormModal';
import { deptColumns } from './deptColumns';

const P = Permissions.system.dept;

export interface DeptFilters {
  name?: string;
  status?: number;
}

export default function DeptPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<DeptFilters>();
  const [filters, setFilters] = useState<DeptFilters>({});
  const [showSearch, setShowSearch] = useState(true);
  const list = useEntityQuery(deptApi.list, { query: filters });
  const tree = useMemo(() => buildTree(list.data ?? []), [list.data]);
  const userOptions = useUserOptions();
  const nicknames = useMemo(() => new Map(userOptions.map((option) => [option.value, option.label])), [userOptions]);
  const columns = useColumnToggle(useMemo(() => deptColumns(nicknames), [nicknames]));
  const act = useConfirmedAction();
  const statusOptions = dictOptions(useDictDatas('common_status'), Number);
  const [editing, setEditing] = useState<{ id?: number; parentId?: number } | null>(null);

  // 展开/折叠 decides for every row; a fresh list follows that choice, as the reference re-renders it.
  const [expandAll, setExpandAll] = useState(true);
  const [expandedKeys, setExpandedKeys] = useState<readonly Key[]>([]);
  useEffect(() => setExpandedKeys(expandAll ? treeIds(tree) : []), [tree, expandAll]);

  const remove = (dept: Dept) =>
    act({
      confirm: `是否确认删除名称为"${dept.name}"的数据项?`,
      run: () => callApi(deptApi.delete, { query: { id: dept.id } }),
      success: '删除成功',
      reloads: deptApi.list,
    });

  return (
    <Card variant="borderless">
      {showSearch && (
        <SearchForm form={form} onSearch={(values) => setFilters({ name: values.name || undefined, status: values.status })}>
          <Form.Item label="部门名称" name="name">
            <Input placeholder="请输入部门名称" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select placeholder="部门状态" allowClear options={statusOptions} style={{ width: 200 }} />
          </Form.Item>
        </SearchForm>
      )}
      <ListToolbar
        showSearch={showSearch}
        onToggleSearch={setShowSearch}
        onRefresh={() => void list.refetch()}
        columns={columns.toolbarColumns}
        onColumnsChange={columns.setToolbarColumns}
      >
        <Can permissions={[P.create]}>
          <Button type="primary" ghost icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
            新增
          </Button>
        </Can>
        <Button icon={<SwapOutlined rotate={90} aria-hidden />} onClick={() => setExpandAll((all) => !all)}>
          展开/折叠
        </Button>
      </ListToolbar>
      <Table<Dept>
        rowKey="id"
        dataSource={tree}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 1000 }}
        expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: setExpandedKeys }}
        columns={columns.withActions([P.update, P.create, P.delete], {
          key: 'action',
          title: '操作',
          width: 220,
          align: 'center',
          fixed: 'right',
          render: (_, dept) => (
            <span className="crud-actions">
              <Can permissions={[P.update]}>
                <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={() => setEditing({ id: dept.id })}>
                  修改
                </Button>
              </Can>
              <Can permissions={[P.create]}>
                <Button type="link" size="small" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ parentId: dept.id })}>
                  新增
                </Button>
              </Can>
              <Can permissions={[P.delete]}>
                <Button type="link" size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => void remove(dept)}>
                  删除
                </Button>
              </Can>
            </span>
          ),
        })}
      />
      <DeptFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(created) => message.success(created ? '新增成功' : '修改成功')}
      />
    </Card>
  );
}
