/**
 * 菜单管理 (`/system/menu`): the whole catalogue of directories, menus and buttons as a tree
 * table (the server answers it flat), filtered by name and status; add at the top level or
 * below a row, edit, delete a childless row. The sidebar reads menus when the session starts,
 * so a change shows there after a reload.
 */
import { useMemo, useState } from 'react';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { menuApi, Permissions, type Menu, Dicts } from '@tenon/contracts';
import ListPage from '../../../crud/ListPage';
import ResourceFormDialog from '../../../crud/ResourceFormDialog';
import { useEntityQuery } from '../../../crud/usePagedList';
import { menuIcon } from '../../../layout/sidebar/menuIcons';
import MenuIconPicker from './MenuIconPicker';
import { fieldsOf, menuBody, MenuType, newMenuForm, parentChoices, pathProblem, TIPS, type MenuBody } from './menuForm';

const api = { ...menuApi, page: menuApi.list };

/** Buttons carry no icon, as in the sidebar. */
const iconOf = (menu: Menu) => (menu.type === MenuType.BUTTON || !menu.icon ? null : menuIcon(menu.icon));

const choices = (yes: string, no: string) => [
  { label: yes, value: true },
  { label: no, value: false },
];

function ParentSelect({ editedId, ...props }: TreeSelectProps & { editedId?: number }) {
  const menus = useEntityQuery(menuApi.list, { query: {} });
  const treeData = useMemo(() => parentChoices(menus.data ?? [], editedId), [menus.data, editedId]);
  return <TreeSelect {...props} treeData={treeData} placeholder="选择上级菜单" showSearch treeNodeFilterProp="title" treeDefaultExpandedKeys={[0]} popupMatchSelectWidth listHeight={320} />;
}

export default function MenuPage() {
  const [editing, setEditing] = useState<{ id?: number; parentId?: number } | null>(null);
  const shown = (field: keyof ReturnType<typeof fieldsOf>) => (values: Partial<MenuBody>) => fieldsOf(values.type)[field];
  return (
    <ListPage
      api={api}
      permissions={Permissions.system.menu}
      noun="菜单"
      tree="collapsed"
      columns={[
        {
          title: '菜单名称',
          dataIndex: 'name',
          width: 250,
          align: 'left',
          ellipsis: true,
          search: true,
          render: (menu) => (
            <span className="menu-name-cell">
              {iconOf(menu) && <span aria-hidden>{iconOf(menu)}</span>}
              {menu.name}
            </span>
          ),
        },
        { title: '图标', dataIndex: 'icon', width: 80, render: (menu) => iconOf(menu) && <span title={menu.icon}>{iconOf(menu)}</span> },
        { title: '排序', dataIndex: 'sort', width: 70 },
        { title: '权限标识', dataIndex: 'permission', align: 'left' },
        { title: '组件路径', dataIndex: 'component', align: 'left' },
        { title: '组件名称', dataIndex: 'componentName', align: 'left' },
        { title: '状态', dataIndex: 'status', width: 90, dict: Dicts.commonStatus, search: { placeholder: '菜单状态' } },
      ]}
      deleteConfirm={(menu) => `是否确认删除名称为"${menu.name}"的数据项?`}
      onCreate={() => setEditing({})}
      onEdit={(menu) => setEditing({ id: menu.id })}
      rowActions={[
        {
          label: '新增',
          icon: <PlusOutlined aria-hidden />,
          permission: Permissions.system.menu.create,
          beforeDelete: true,
          // A button cannot hold children.
          shownFor: (menu) => menu.type !== MenuType.BUTTON,
          onClick: (menu) => setEditing({ parentId: menu.id }),
        },
      ]}
    >
      <ResourceFormDialog<MenuBody>
        api={api}
        noun="菜单"
        editing={editing}
        onClose={() => setEditing(null)}
        form={{
          width: 720,
          labelWidth: 100,
          defaults: newMenuForm(editing?.parentId),
          toBody: menuBody,
          fields: [
            { label: '上级菜单', name: 'parentId', input: <ParentSelect editedId={editing?.id} /> },
            { label: '菜单类型', name: 'type', kind: 'radio', dict: Dicts.systemMenuType },
            { label: '菜单图标', name: 'icon', input: <MenuIconPicker />, shownWhen: shown('icon') },
            { label: '菜单名称', name: 'name', span: 12 },
            { label: '显示排序', name: 'sort', kind: 'number', span: 12, required: '菜单顺序不能为空' },
            {
              label: '路由地址',
              name: 'path',
              span: 12,
              tooltip: TIPS.path,
              required: true,
              shownWhen: shown('path'),
              rules: [
                ({ getFieldValue }) => ({
                  validator: (_, value?: string) => {
                    const problem = pathProblem(value ?? '', getFieldValue('parentId') ?? 0);
                    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                  },
                }),
              ],
            },
            { label: '组件路径', name: 'component', span: 12, placeholder: '例如说：system/user/index', maxLength: 255, tooltip: TIPS.component, shownWhen: shown('component') },
            { label: '组件名称', name: 'componentName', span: 12, placeholder: '例如说：SystemUser', maxLength: 255, tooltip: TIPS.componentName, shownWhen: shown('component') },
            { label: '权限标识', name: 'permission', span: 12, tooltip: TIPS.permission, shownWhen: shown('permission') },
            { label: '菜单状态', name: 'status', kind: 'radio', dict: Dicts.commonStatus, span: 12, tooltip: TIPS.status, required: '状态不能为空' },
            { label: '显示状态', name: 'visible', kind: 'radio', options: choices('显示', '隐藏'), span: 12, tooltip: TIPS.visible, shownWhen: shown('visible') },
            { label: '总是显示', name: 'alwaysShow', kind: 'radio', options: choices('总是', '不是'), span: 12, tooltip: TIPS.alwaysShow, shownWhen: shown('alwaysShow') },
            { label: '缓存状态', name: 'keepAlive', kind: 'radio', options: choices('缓存', '不缓存'), span: 12, tooltip: TIPS.keepAlive, shownWhen: shown('keepAlive') },
          ],
        }}
      />
    </ListPage>
  );
}
