/** Routes of deptApi: the department screen and the department pickers. */
import { deptApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DeptService } from './dept.service.ts';

export function deptRoutes(deps: Pick<ModuleDeps, 'db'>): RouteDef[] {
  const depts = new DeptService(deps.db);
  return [
    route(deptApi.list, ({ ctx, query }) => depts.list(ctx.scope, ctx.user, query)),
    route(deptApi.listAllSimple, ({ ctx }) => depts.listAllSimple(ctx.scope)),
    route(deptApi.get, ({ ctx, query }) => depts.get(ctx.scope, query.id)),
    route(deptApi.create, ({ ctx, body }) => depts.create(ctx.scope, ctx.user, body)),
    route(deptApi.update, ({ ctx, body }) => depts.update(ctx.scope, ctx.user, body)),
    route(deptApi.delete, ({ ctx, query }) => depts.delete(ctx.scope, query.id)),
  ];
}
