import { Permissions } from '@tenon/contracts';
import type { Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { crudIsolation } from '../../../platform/area.ts';
import { MenuIds } from '../menus.ts';
import { postRoutes } from './post.routes.ts';
import { post } from './post.schema.ts';

const stamp = Date.now() % 100000;

export const postFeature: Feature = {
  name: 'post',
  routes: postRoutes,
  tables: [post],
  menus: [
    screen({ id: MenuIds.post, parent: MenuIds.system, name: '岗位管理', path: 'post', icon: 'post', sort: 5, component: 'system/post/index', componentName: 'SystemPost' }),
    ...buttons(1024, MenuIds.post, [
      ['岗位查询', Permissions.system.post.query],
      ['岗位新增', Permissions.system.post.create],
      ['岗位修改', Permissions.system.post.update],
      ['岗位删除', Permissions.system.post.delete],
      ['岗位导出', Permissions.system.post.export],
    ]),
  ],
  isolation: crudIsolation('/system/post', {
    create: () => ({ code: `walk${stamp}`, name: `跨租户岗位${stamp}`, sort: 9, status: 0 }),
    update: { code: 'x', name: '改', sort: 1, status: 0 },
  }),
};
