import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { menuRoutes } from './menu.routes.ts';
import { menu } from './menu.schema.ts';

export const menuFeature: Feature = {
  name: 'menu',
  ...routesNeeding(['catalogue', 'db', 'tenants'], menuRoutes),
  tables: [menu],
  menus: [
    screen({ id: MenuIds.menu, parent: MenuIds.system, name: '菜单管理', path: 'menu', icon: 'tree-table', sort: 3, component: 'system/menu/index', componentName: 'SystemMenu' }),
    ...buttons(1016, MenuIds.menu, [
      ['菜单查询', Permissions.system.menu.query],
      ['菜单新增', Permissions.system.menu.create],
      ['菜单修改', Permissions.system.menu.update],
      ['菜单删除', Permissions.system.menu.delete],
    ]),
  ],
};
