/** Routes of processInstanceApi and activityApi: start, 我的流程, cancel, the detail page and its diagram. */
import { activityApi, processEventApi, processInstanceApi } from '@tenon/contracts';
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
    route(processEventApi.startByMessage, ({ ctx, body }) => runtime.startByMessage(ctx.user, body.messageName, body.variables ?? {}, body.businessKey)),
    route(processEventApi.message, async ({ ctx, body }) => {
      await runtime.message(ctx.user, body.processInstanceId, body.messageName, body.variables ?? {});
      return true;
    }),
    route(processEventApi.signal, ({ ctx, body }) => runtime.signal(ctx.user, body.signalName, body.processInstanceId, body.variables ?? {})),
    route(processEventApi.trigger, async ({ ctx, body }) => {
      await runtime.trigger(ctx.user, body.processInstanceId, body.activityId, body.variables ?? {});
      return true;
    }),
    route(processEventApi.variables, async ({ ctx, query }) => runtime.variablesOf(await instances.visible(ctx.scope, ctx.user.id, query.id))),
    route(processEventApi.waitingEvents, async ({ ctx, query }) => runtime.waitingEvents(await instances.visible(ctx.scope, ctx.user.id, query.id))),
    route(activityApi.list, ({ ctx, query }) => instances.activities(ctx.scope, ctx.user.id, query.processInstanceId)),
  ];
}
