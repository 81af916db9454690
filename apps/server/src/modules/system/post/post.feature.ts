/**
 * 岗位管理: the tenant's posts (job titles), as the contract's `postResource` describes them.
 * Code and name are each unique within the tenant; a post some user still holds is not deleted
 * (the reference deletes it and leaves the users holding an id that no longer exists).
 */
import { asc, eq } from 'drizzle-orm';
import { ErrorCodes, postApi, postResource } from '@tenon/contracts';
import { tenantCrud } from '../../../db/tenantCrud.ts';
import { crudIsolation } from '../../../platform/area.ts';
import { serviceError } from '../../../platform/errors.ts';
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
      table: post,
      resource: postResource,
      notFound: ErrorCodes.POST_NOT_FOUND,
      unique: [{ field: 'code', taken: ErrorCodes.POST_CODE_DUPLICATE }, { field: 'name', taken: ErrorCodes.POST_NAME_DUPLICATE }],
      lock: lockTenantWrites,
      beforeDelete: async (tx, scope, id) => {
        if (await isPostHeld(tx, scope, id)) throw serviceError(ErrorCodes.POST_USED);
      },
      timeZone: config.timeZone,
    });
    return [
      ...resourceRoutes(postResource, posts, resourceExporter(postResource, posts, new DictDataService(db, catalogue), config.timeZone)),
      route(postApi.listAllSimple, ({ ctx }) =>
        db.select({ id: post.id, name: post.name }).from(post).where(ctx.scope.where(post, eq(post.status, 0))).orderBy(asc(post.sort), asc(post.id)),
      ),
    ];
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
