import type { TableColumnsType } from 'antd';
import type { Menu } from '@tenon/contracts';
import DictTag from '../../../dict/DictTag';
import { menuIcon } from '../../../layout/sidebar/menuIcons';
import type { TreeNode } from '../../../utils/tree';
import { MenuType } from './menuForm';

export type MenuRow = TreeNode<Menu>;

/** Buttons carry no icon, as in the sidebar. */
const iconOf = (menu: Menu) => (menu.type === MenuType.BUTTON || !menu.icon ? null : menuIcon(menu.icon));

export const menuColumns: TableColumnsType<MenuRow> = [
  {
    key: 'name',
    title: '菜单名称',
    dataIndex: 'name',
    width: 250,
    ellipsis: true,
    render: (name: string, menu) => (
      <span className="menu-name-cell">
        {iconOf(menu) && <span aria-hidden>{iconOf(menu)}</span>}
        {name}
      </span>
    ),
  },
  {
    key: 'icon',
    title: '图标',
    dataIndex: 'icon',
    width: 80,
    align: 'center',
    render: (_: string, menu) => {
      const icon = iconOf(menu);
      return icon ? <span title={menu.icon}>{icon}</span> : null;
    },
  },
  { key: 'sort', title: '排序', dataIndex: 'sort', width: 70, align: 'center' },
  { key: 'permission', title: '权限标识', dataIndex: 'permission', ellipsis: true },
  { key: 'component', title: '组件路径', dataIndex: 'component', ellipsis: true },
  { key: 'componentName', title: '组件名称', dataIndex: 'componentName', ellipsis: true },
  {
    key: 'status',
    title: '状态',
    dataIndex: 'status',
    width: 90,
    align: 'center',
    render: (value: number) => <DictTag type="common_status" value={value} />,
  },
];
