import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { areaRoutes } from './area.routes.ts';

/** No table: the areas and the IP database ship with the server (area-tree.ts, ip-area.ts). */
export const areaFeature: Feature = {
  name: 'area',
  ...routesNeeding([], areaRoutes),
  menus: [
    screen({ id: MenuIds.area, parent: MenuIds.system, name: '地区管理', path: 'area', icon: 'row', sort: 16, component: 'system/area/index', componentName: 'SystemArea' }),
    ...buttons(2131, MenuIds.area, [['地区查询', Permissions.system.area.query]]),
  ],
};
