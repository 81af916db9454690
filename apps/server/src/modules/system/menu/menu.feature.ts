import { Permissions } from '@tenon/contracts';
import type { Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { menuRoutes } from './menu.routes.ts';
import { menu } from './menu.schema.ts';

const S = Permissions.system;

export const menuFeature: Feature = {
  name: 'menu',
  routes: menuRoutes,
  tables: [menu],
  menus: [
    screen(MenuIds.menu, MenuIds.system, '菜单管理', 'menu', 'tree-table', 3, 'system/menu/index', 'SystemMenu'),
    ...buttons(1016, MenuIds.menu, [
      ['菜单查询', S.menu.query],
      ['菜单新增', S.menu.create],
      ['菜单修改', S.menu.update],
      ['菜单删除', S.menu.delete],
    ]),
  ],
};
