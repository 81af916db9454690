/** Routes of processInstanceApi and activityApi: start, 我的流程, cancel, the detail page and its diagram. */
import { activityApi, processInstanceApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { ProcessInstanceService } from './process-instance.service.ts';

export function processInstanceRoutes(deps: Pick<ModuleDeps, 'config' | 'db' | 'permissions' | 'processRuntime'>): RouteDef[] {
  const instances = new ProcessInstanceService(deps.db, deps.permissions, deps.config.timeZone);
  const runtime = deps.processRuntime;
  return [
    route(processInstanceApi.create, ({ ctx, body }) => runtime.startFromForm(ctx.user, body.processDefinitionId, body.variables ?? {})),
    route(processInstanceApi.get, ({ ctx, query }) => instances.get(ctx.scope, ctx.user.id, query.id)),
    route(processInstanceApi.myPage, ({ ctx, query }) => instances.myPage(ctx.scope, ctx.user.id, query)),
    route(processInstanceApi.cancel, async ({ ctx, body }) => {
      await runtime.cancel(ctx.user, body.id, body.reason);
      return true;
    }),
    route(activityApi.list, ({ ctx, query }) => instances.activities(ctx.scope, ctx.user.id, query.processInstanceId)),
  ];
}
