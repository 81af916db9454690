/**
 * 菜单管理 (`/system/menu`): the whole catalogue of directories, menus and buttons as a tree
 * table (the server answers it flat), filtered by name and status; add at the top level or
 * below a row, edit, delete a childless row. The sidebar reads menus when the session starts,
 * so a change shows there after a reload.
 */
import { useMemo, useState, type Key } from 'react';
import { App, Button, Card, Form, Input, Select, Table } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { menuApi, Permissions, type Menu } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import ListToolbar from '../../../crud/ListToolbar';
import SearchForm from '../../../crud/SearchForm';
import { dictOptions } from '../../../crud/dictOptions';
import { useColumnToggle } from '../../../crud/useColumnToggle';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { useEntityQuery } from '../../../crud/usePagedList';
import { Can } from '../../../permission/Can';
import { useDictDatas } from '../../../stores/dictStore';
import { buildTree } from '../../../utils/tree';
import MenuFormModal from './MenuFormModal';
import { menuColumns, type MenuRow } from './menuColumns';
import { MenuType } from './menuForm';

const P = Permissions.system.menu;

export interface MenuFilters {
  name?: string;
  status?: number;
}

/** Ids of the rows that have children: what 展开 opens. */
const parentIds = (rows: readonly MenuRow[]): number[] =>
  rows.flatMap((row) => (row.children?.length ? [row.id, ...parentIds(row.children)] : []));

export default function MenuPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<MenuFilters>();
  const [filters, setFilters] = useState<MenuFilters>({});
  const [showSearch, setShowSearch] = useState(true);
  const list = useEntityQuery(menuApi.list, { query: filters });
  const rows = useMemo(() => buildTree(list.data ?? []), [list.data]);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const columns = useColumnToggle(menuColumns);
  const act = useConfirmedAction();
  const statusOptions = dictOptions(useDictDatas('common_status'), Number);
  const [editing, setEditing] = useState<{ id?: number; parentId?: number } | null>(null);

  const toggleExpandAll = () => setExpanded((current) => (current.length > 0 ? [] : parentIds(rows)));

  const remove = (menu: Menu) =>
    act({
      confirm: `是否确认删除名称为"${menu.name}"的数据项?`,
      run: () => callApi(menuApi.delete, { query: { id: menu.id } }),
      success: '删除成功',
      reloads: menuApi.list,
    });

  return (
    <Card variant="borderless">
      {showSearch && (
        <SearchForm form={form} onSearch={setFilters}>
          <Form.Item label="菜单名称" name="name">
            <Input placeholder="请输入菜单名称" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select placeholder="菜单状态" allowClear options={statusOptions} style={{ width: 200 }} />
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
          <Button type="primary" ghost icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ parentId: 0 })}>
            新增
          </Button>
        </Can>
        <Button color="default" variant="outlined" icon={<SwapOutlined rotate={90} aria-hidden />} onClick={toggleExpandAll}>
          展开/折叠
        </Button>
      </ListToolbar>
      <Table<MenuRow>
        rowKey="id"
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 1200 }}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
        columns={columns.withActions([P.update, P.create, P.delete], {
          key: 'action',
          title: '操作',
          width: 220,
          align: 'center',
          fixed: 'right',
          render: (_, menu) => (
            <span className="crud-actions">
              <Can permissions={[P.update]}>
                <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={() => setEditing({ id: menu.id })}>
                  修改
                </Button>
              </Can>
              {/* A button cannot hold children. */}
              {menu.type !== MenuType.BUTTON && (
                <Can permissions={[P.create]}>
                  <Button type="link" size="small" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ parentId: menu.id })}>
                    新增
                  </Button>
                </Can>
              )}
              <Can permissions={[P.delete]}>
                <Button type="link" size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => void remove(menu)}>
                  删除
                </Button>
              </Can>
            </span>
          ),
        })}
      />
      <MenuFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(created) => message.success(created ? '新增成功' : '修改成功')}
      />
    </Card>
  );
}
