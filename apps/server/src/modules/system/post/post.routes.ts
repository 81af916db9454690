/** Routes of postApi: the post screen, its export and the post picker. */
import { postApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DictDataService } from '../dict/dict-data.service.ts';
import { PostService } from './post.service.ts';
import { exportPosts } from './post.export.ts';

export function postRoutes(deps: ModuleDeps): RouteDef[] {
  const posts = new PostService(deps.db);
  const dict = new DictDataService(deps.db, deps.catalogue);
  return [
    route(postApi.create, ({ ctx, body }) => posts.create(ctx.scope, ctx.user, body)),
    route(postApi.update, ({ ctx, body }) => posts.update(ctx.scope, ctx.user, body)),
    route(postApi.delete, ({ ctx, query }) => posts.delete(ctx.scope, query.id)),
    route(postApi.get, ({ ctx, query }) => posts.get(ctx.scope, query.id)),
    route(postApi.page, ({ ctx, query }) => posts.page(ctx.scope, query)),
    route(postApi.export, ({ ctx, query }) => exportPosts(posts, dict, deps.config.timeZone, ctx.scope, query)),
    route(postApi.listAllSimple, ({ ctx }) => posts.listAllSimple(ctx.scope)),
  ];
}
