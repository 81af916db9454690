import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { crudIsolation } from '../../../platform/area.ts';
import { BpmMenuIds } from '../menus.ts';
import { userGroupRoutes } from './user-group.routes.ts';
import { bpmUserGroup } from './user-group.schema.ts';
import { seedUserGroupDemo } from './user-group.demo.ts';

const stamp = Date.now() % 100000;

export const userGroupFeature: Feature = {
  name: 'user-group',
  ...routesNeeding(['config', 'db'], userGroupRoutes),
  tables: [bpmUserGroup],
  menus: [
    {
      ...screen({ id: BpmMenuIds.userGroup, parent: BpmMenuIds.manager, name: '用户分组', path: 'user-group', icon: 'people', sort: 2, component: 'bpm/group/index', componentName: 'BpmUserGroup' }),
      formerComponent: 'bpm/manager/user-group/index',
    },
    ...buttons(1210, BpmMenuIds.userGroup, [
      ['用户组查询', Permissions.bpm.userGroup.query],
      ['用户组创建', Permissions.bpm.userGroup.create],
      ['用户组更新', Permissions.bpm.userGroup.update],
      ['用户组删除', Permissions.bpm.userGroup.delete],
    ]),
  ],
  isolation: crudIsolation('/bpm/user-group', {
    create: () => ({ name: `跨租户组${stamp}`, memberUserIds: [1], status: 0 }),
    update: { name: '改', memberUserIds: [], status: 0 },
  }),
  demo: seedUserGroupDemo,
};
