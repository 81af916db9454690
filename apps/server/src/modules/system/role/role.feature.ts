import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { crudIsolation } from '../../../platform/area.ts';
import { MenuIds } from '../menus.ts';
import { roleRoutes } from './role.routes.ts';
import { role } from './role.schema.ts';

const stamp = Date.now() % 100000;

export const roleFeature: Feature = {
  name: 'role',
  ...routesNeeding(['catalogue', 'config', 'db', 'permissions'], roleRoutes),
  tables: [role],
  menus: [
    screen({ id: MenuIds.role, parent: MenuIds.system, name: '角色管理', path: 'role', icon: 'peoples', sort: 2, component: 'system/role/index', componentName: 'SystemRole' }),
    ...buttons(1009, MenuIds.role, [
      ['角色查询', Permissions.system.role.query],
      ['角色新增', Permissions.system.role.create],
      ['角色修改', Permissions.system.role.update],
      ['角色删除', Permissions.system.role.delete],
      ['角色导出', Permissions.system.role.export],
      ['设置角色菜单权限', Permissions.system.permission.assignRoleMenu],
      ['设置角色数据权限', Permissions.system.permission.assignRoleDataScope],
    ]),
  ],
  isolation: crudIsolation('/system/role', {
    create: () => ({ name: `跨租户角色${stamp}`, code: `walk${stamp}`, sort: 1 }),
    update: { name: '改', code: `walk${stamp}`, sort: 1 },
    moreCalls: {
      'PUT /system/role/update-status': (id) => ({ body: { id, status: 1 } }),
      'GET /system/permission/list-role-menus': (id) => ({ query: { roleId: id } }),
      'POST /system/permission/assign-role-menu': (id) => ({ body: { roleId: id, menuIds: [] } }),
      'POST /system/permission/assign-role-data-scope': (id) => ({ body: { roleId: id, dataScope: 1 } }),
    },
  }),
};
