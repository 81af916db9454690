import { Permissions } from '@tenon/contracts';
import type { Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { areaRoutes } from './area.routes.ts';

/** No table: the areas and the IP database ship with the server (area-tree.ts, ip-area.ts). */
export const areaFeature: Feature = {
  name: 'area',
  routes: areaRoutes,
  menus: [
    screen(MenuIds.area, MenuIds.system, '地区管理', 'area', 'row', 16, 'system/area/index', 'SystemArea'),
    ...buttons(2131, MenuIds.area, [['地区查询', Permissions.system.area.query]]),
  ],
};
