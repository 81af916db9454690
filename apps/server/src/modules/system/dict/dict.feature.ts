import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { dictRoutes } from './dict.routes.ts';
import { dictData, dictType } from './dict.schema.ts';

/**
 * 字典管理 and its hidden 字典数据 page. The tables are global (one catalogue for every tenant),
 * so there is no tenant-isolation record; the menus belong to the platform's operator
 * (`menus.ts`), never to a tenant's package. The seed (`seed/dictionaries.ts`) is the demo data.
 */
export const dictFeature: Feature = {
  name: 'dict',
  ...routesNeeding(['catalogue', 'config', 'db'], dictRoutes),
  tables: [dictType, dictData],
  menus: [
    screen({ id: MenuIds.dict, parent: MenuIds.system, name: '字典管理', path: 'dict', icon: 'dict', sort: 6, component: 'system/dict/index', componentName: 'SystemDictType' }),
    ...buttons(1029, MenuIds.dict, [
      ['字典查询', Permissions.system.dict.query],
      ['字典新增', Permissions.system.dict.create],
      ['字典修改', Permissions.system.dict.update],
      ['字典删除', Permissions.system.dict.delete],
      ['字典导出', Permissions.system.dict.export],
    ]),
    // The reference routes its data page outside the menu table, at the top level
    // (`/dict/type/data/:dictId`, view system/dict/data); as a hidden menu it gets that route,
    // a tab title and the permission check of any menu.
    // It has no buttons of its own: the permission it needs marks it the platform's, as its parent.
    {
      ...screen({ id: MenuIds.dictData, parent: 0, name: '字典数据', path: '/dict/type/data/:dictId', icon: '', sort: 99, component: 'system/dict/data', componentName: 'SystemDictData' }),
      permission: Permissions.system.dict.query,
      formerPermission: '',
      visible: false,
    },
  ],
};
