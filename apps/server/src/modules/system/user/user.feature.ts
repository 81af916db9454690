import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { crudIsolation } from '../../../platform/area.ts';
import { MenuIds } from '../menus.ts';
import { userRoutes } from './user.routes.ts';
import { user } from './user.schema.ts';

const stamp = Date.now() % 100000;

export const userFeature: Feature = {
  name: 'user',
  ...routesNeeding(['catalogue', 'config', 'db'], userRoutes),
  tables: [user],
  menus: [
    screen({ id: MenuIds.user, parent: MenuIds.system, name: '用户管理', path: 'user', icon: 'user', sort: 1, component: 'system/user/index', componentName: 'SystemUser' }),
    ...buttons(1001, MenuIds.user, [
      ['用户查询', Permissions.system.user.query],
      ['用户新增', Permissions.system.user.create],
      ['用户修改', Permissions.system.user.update],
      ['用户删除', Permissions.system.user.delete],
      ['用户导出', Permissions.system.user.export],
      ['用户导入', Permissions.system.user.import],
      ['重置密码', Permissions.system.user.updatePassword],
      ['分配角色', Permissions.system.permission.assignUserRole],
    ]),
  ],
  isolation: crudIsolation('/system/user', {
    create: () => ({ username: `walk${stamp}`, nickname: '跨租户', password: 'walk-pass-1' }),
    update: { username: `walk${stamp}`, nickname: '改' },
    moreCalls: {
      'PUT /system/user/update-password': (id) => ({ body: { id, password: 'another-1' } }),
      'PUT /system/user/update-status': (id) => ({ body: { id, status: 1 } }),
      'GET /system/permission/list-user-roles': (id) => ({ query: { userId: id } }),
      'POST /system/permission/assign-user-role': (id) => ({ body: { userId: id, roleIds: [] } }),
    },
  }),
};
