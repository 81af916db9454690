import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { crudIsolation } from '../../../platform/area.ts';
import { MenuIds } from '../menus.ts';
import { deptRoutes } from './dept.routes.ts';
import { dept } from './dept.schema.ts';

const stamp = Date.now() % 100000;

export const deptFeature: Feature = {
  name: 'dept',
  ...routesNeeding(['db'], deptRoutes),
  tables: [dept],
  menus: [
    screen({ id: MenuIds.dept, parent: MenuIds.system, name: '部门管理', path: 'dept', icon: 'tree', sort: 4, component: 'system/dept/index', componentName: 'SystemDept' }),
    ...buttons(1020, MenuIds.dept, [
      ['部门查询', Permissions.system.dept.query],
      ['部门新增', Permissions.system.dept.create],
      ['部门修改', Permissions.system.dept.update],
      ['部门删除', Permissions.system.dept.delete],
    ]),
  ],
  isolation: crudIsolation('/system/dept', {
    create: () => ({ name: `跨租户部门${stamp}`, parentId: 100, sort: 9, status: 0 }),
    update: { name: '改', parentId: 0, sort: 1, status: 0 },
  }),
};
