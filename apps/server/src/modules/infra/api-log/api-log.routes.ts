/** Routes of 访问日志 and 错误日志 (the hook and the batch writers record the rows). */
import { apiAccessLogApi, apiAccessLogResource, apiErrorLogApi, apiErrorLogResource } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import { exportResource } from '../../../platform/resource-export.ts';
import { dictLabels } from '../../../platform/export-cells.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DictDataService } from '../../system/dict/index.ts';
import { ApiLogService } from './api-log.service.ts';

export function apiLogRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'config' | 'db'>): RouteDef[] {
  const { timeZone } = deps.config;
  const logs = new ApiLogService(deps.db, timeZone);
  const dict = new DictDataService(deps.db, deps.catalogue);
  return [
    route(apiAccessLogApi.page, ({ query }) => logs.accessPage(query)),
    route(apiAccessLogApi.export, async ({ query }) => exportResource(apiAccessLogResource, await logs.accessList(query), await dictLabels(dict), timeZone)),
    route(apiErrorLogApi.page, ({ query }) => logs.errorPage(query)),
    route(apiErrorLogApi.export, async ({ query }) => exportResource(apiErrorLogResource, await logs.errorList(query), await dictLabels(dict), timeZone)),
    route(apiErrorLogApi.updateStatus, ({ ctx, query }) => logs.updateStatus(ctx.user, query.id, query.processStatus)),
  ];
}
