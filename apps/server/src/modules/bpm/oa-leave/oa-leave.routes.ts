/** Routes of oaLeaveApi: my leave requests, and the leave's result kept in step with its process. */
import { OA_LEAVE_PROCESS_KEY, oaLeaveApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DictDataService } from '../../system/dict/index.ts';
import { requireVisibleInstance } from '../runtime/index.ts';
import { OaLeaveService } from './oa-leave.service.ts';

export function oaLeaveRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'config' | 'db' | 'permissions' | 'processRuntime'>): RouteDef[] {
  const leaves = new OaLeaveService(deps.db, new DictDataService(deps.db, deps.catalogue), deps.processRuntime, deps.config.timeZone);
  deps.processRuntime.onResult(OA_LEAVE_PROCESS_KEY, OaLeaveService.syncResult);
  return [
    route(oaLeaveApi.create, ({ ctx, body }) => leaves.create(ctx.scope, ctx.user, body)),
    route(oaLeaveApi.get, ({ ctx, query }) =>
      leaves.get(ctx.scope, ctx.user, query.id, (instanceId) =>
        requireVisibleInstance(deps.db, ctx.scope, deps.permissions, ctx.user.id, instanceId).then(
          () => true,
          () => false,
        ),
      ),
    ),
    route(oaLeaveApi.page, ({ ctx, query }) => leaves.page(ctx.scope, ctx.user, query)),
  ];
}
