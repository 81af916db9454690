/**
 * 岗位管理: the tenant's posts, as `postResource` describes them. Code and name are unique in the
 * tenant; a post a user holds is not deleted (the reference would leave users holding a lost id).
 */
import { ErrorCodes, postApi, postResource } from '@tenon/contracts';
import { tenantCrud } from '../../../db/tenantCrud.ts';
import { crudIsolation } from '../../../platform/area.ts';
import { resourceButtons, screen } from '../../../platform/menu-rows.ts';
import { resourceExporter } from '../../../platform/resource-export.ts';
import { resourceRoutes } from '../../../platform/resource-routes.ts';
import { route } from '../../../platform/route.ts';
import type { Feature } from '../../deps.ts';
import { DictDataService } from '../dict/index.ts';
import { MenuIds } from '../menus.ts';
import { lockTenantWrites } from '../tenant/index.ts';
import { isPostHeld } from '../user/index.ts';
import { post } from './post.schema.ts';

const stamp = Date.now() % 100000;

export const postFeature: Feature = {
  name: 'post',
  tables: [post],
  routes: ({ db, catalogue, config }) => {
    const posts = tenantCrud(db, {
      table: post, resource: postResource, notFound: ErrorCodes.POST_NOT_FOUND,
      unique: [{ field: 'code', taken: ErrorCodes.POST_CODE_DUPLICATE }, { field: 'name', taken: ErrorCodes.POST_NAME_DUPLICATE }],
      lock: lockTenantWrites,
      inUse: { check: isPostHeld, error: ErrorCodes.POST_USED },
      timeZone: config.timeZone,
    });
    const exporter = resourceExporter(postResource, posts, new DictDataService(db, catalogue), config.timeZone);
    return [...resourceRoutes(postResource, posts, exporter), route(postApi.listAllSimple, ({ ctx }) => posts.simpleList(ctx.scope))];
  },
  menus: [
    screen({ id: MenuIds.post, parent: MenuIds.system, name: '岗位管理', path: 'post', icon: 'post', sort: 5, component: 'system/post/index', componentName: 'SystemPost' }),
    ...resourceButtons(1024, MenuIds.post, postResource),
  ],
  isolation: crudIsolation('/system/post', {
    create: () => ({ code: `walk${stamp}`, name: `跨租户岗位${stamp}`, sort: 9, status: 0 }),
    update: { code: 'x', name: '改', sort: 1, status: 0 },
  }),
};
