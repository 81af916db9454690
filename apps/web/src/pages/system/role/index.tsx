/**
 * 角色管理 (`/system/role`): roles filtered by name, code, status and creation date; add, edit,
 * delete, export, and assign each role its menus (菜单权限) and data scope (数据权限), every
 * button shown only to holders of its permission. Built-in roles are guarded by the server,
 * whose refusal shows as its message.
 */
import { useMemo, useState } from 'react';
import { App, Button, Card, DatePicker, Form, Input, Select, Table } from 'antd';
import { CheckCircleOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import { Permissions, roleApi, type Role } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { useExportAction } from '../../../crud/useExportAction';
import Pagination from '../../../crud/Pagination';
import ListToolbar from '../../../crud/ListToolbar';
import SearchForm from '../../../crud/SearchForm';
import { dictOptions } from '../../../crud/dictOptions';
import { useColumnToggle } from '../../../crud/useColumnToggle';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { usePagedList } from '../../../crud/usePagedList';
import { Can } from '../../../permission/Can';
import { useCan } from '../../../permission/useCan';
import { useDictDatas } from '../../../stores/dictStore';
import RoleDataScopeModal from './RoleDataScopeModal';
import RoleFormModal from './RoleFormModal';
import RoleMenuModal from './RoleMenuModal';
import { isBuiltIn, roleColumns } from './roleColumns';
import { roleFilterQuery, rolePageQuery, type RoleFilters } from './roleQuery';

const P = Permissions.system.role;
const PA = Permissions.system.permission;

// Said on the disabled buttons, before the user tries what the server would refuse.
const BUILT_IN_HINT = '系统内置角色不可修改或删除';
/** What a button the server refuses on a built-in role looks like: disabled, saying why. */
const builtInLock = (role: Role) => (isBuiltIn(role) ? { disabled: true, title: BUILT_IN_HINT } : {});

export default function RolePage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<RoleFilters>();
  const list = usePagedList(roleApi.page, rolePageQuery);
  const canUpdate = useCan().hasPermission(P.update);
  const columns = useColumnToggle(useMemo(() => roleColumns(canUpdate), [canUpdate]));
  const act = useConfirmedAction();
  const statusOptions = dictOptions(useDictDatas('common_status'), Number);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [menusOf, setMenusOf] = useState<Role | null>(null);
  const [dataScopeOf, setDataScopeOf] = useState<Role | null>(null);
  const { exporting, exportAll } = useExportAction(roleApi.export, '角色', '角色数据.xlsx');

  const remove = (role: Role) =>
    act({
      confirm: `是否确认删除角色编号为"${role.id}"的数据项?`,
      run: () => callApi(roleApi.delete, { query: { id: role.id } }),
      success: '删除成功',
      reloads: roleApi.page,
    });

  return (
    <Card variant="borderless">
      {list.showSearch && (
        <SearchForm form={form} onSearch={list.search}>
          <Form.Item label="角色名称" name="name">
            <Input placeholder="请输入角色名称" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="角色标识" name="code">
            <Input placeholder="请输入角色标识" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select placeholder="角色状态" allowClear options={statusOptions} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="创建时间" name="createTime">
            <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} style={{ width: 240 }} />
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
          <Button color="orange" variant="outlined" icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void exportAll(roleFilterQuery(list.filters))}>
            导出
          </Button>
        </Can>
      </ListToolbar>
      <Table<Role>
        rowKey="id"
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        scroll={{ x: 1150 }}
        columns={columns.withActions([P.update, PA.assignRoleMenu, PA.assignRoleDataScope, P.delete], {
          key: 'action',
          title: '操作',
          width: 340,
          align: 'center',
          fixed: 'right',
          render: (_, role) => (
            <span className="crud-actions">
              <Can permissions={[P.update]}>
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined aria-hidden />}
                  {...builtInLock(role)}
                  onClick={() => setEditing({ id: role.id })}
                >
                  修改
                </Button>
              </Can>
              <Can permissions={[PA.assignRoleMenu]}>
                <Button type="link" size="small" icon={<CheckCircleOutlined aria-hidden />} onClick={() => setMenusOf(role)}>
                  菜单权限
                </Button>
              </Can>
              <Can permissions={[PA.assignRoleDataScope]}>
                <Button
                  type="link"
                  size="small"
                  icon={<SafetyOutlined aria-hidden />}
                  {...builtInLock(role)}
                  onClick={() => setDataScopeOf(role)}
                >
                  数据权限
                </Button>
              </Can>
              <Can permissions={[P.delete]}>
                <Button
                  type="link"
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  {...builtInLock(role)}
                  onClick={() => void remove(role)}
                >
                  删除
                </Button>
              </Can>
            </span>
          ),
        })}
      />
      <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.setPage} />
      <RoleFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(created) => message.success(created ? '新增成功' : '修改成功')}
      />
      <RoleMenuModal role={menusOf} onClose={() => setMenusOf(null)} />
      <RoleDataScopeModal role={dataScopeOf} onClose={() => setDataScopeOf(null)} />
    </Card>
  );
}
