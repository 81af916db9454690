import { Permissions } from '@tenon/contracts';
import type { Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { menuRoutes } from './menu.routes.ts';
import { menu } from './menu.schema.ts';

export const menuFeature: Feature = {
  name: 'menu',
  routes: menuRoutes,
  tables: [menu],
  menus: [
    screen(MenuIds.menu, MenuIds.system, '菜单管理', 'menu', 'tree-table', 3, 'system/menu/index', 'SystemMenu'),
    ...buttons(1016, MenuIds.menu, [
      ['菜单查询', Permissions.system.menu.query],
      ['菜单新增', Permissions.system.menu.create],
      ['菜单修改', Permissions.system.menu.update],
      ['菜单删除', Permissions.system.menu.delete],
    ]),
  ],
};
