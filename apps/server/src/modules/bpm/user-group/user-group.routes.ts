/** Routes of userGroupApi: the user-group screen and the group picker of task assignment. */
import { userGroupApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { UserGroupService } from './user-group.service.ts';

export function userGroupRoutes(deps: Pick<ModuleDeps, 'config' | 'db'>): RouteDef[] {
  const groups = new UserGroupService(deps.db, deps.config.timeZone);
  return [
    route(userGroupApi.create, ({ ctx, body }) => groups.create(ctx.scope, ctx.user, body)),
    route(userGroupApi.update, ({ ctx, body }) => groups.update(ctx.scope, ctx.user, body)),
    route(userGroupApi.delete, ({ ctx, query }) => groups.delete(ctx.scope, query.id)),
    route(userGroupApi.get, ({ ctx, query }) => groups.get(ctx.scope, query.id)),
    route(userGroupApi.page, ({ ctx, query }) => groups.page(ctx.scope, query)),
    route(userGroupApi.listAllSimple, ({ ctx }) => groups.listAllSimple(ctx.scope)),
  ];
}
