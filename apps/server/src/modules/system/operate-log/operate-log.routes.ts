/** Routes of operateLogApi: the operate log screen and its export (the hook and writer record the rows). */
import { operateLogApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DictDataService } from '../dict/index.ts';
import { OperateLogReadService } from './operate-log.read.service.ts';
import { exportOperateLogs } from './operate-log.export.ts';

export function operateLogRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'config' | 'db'>): RouteDef[] {
  const { timeZone } = deps.config;
  const logs = new OperateLogReadService(deps.db, timeZone);
  const dict = new DictDataService(deps.db, deps.catalogue);
  return [
    route(operateLogApi.page, ({ ctx, query }) => logs.page(ctx.scope, query)),
    route(operateLogApi.export, ({ ctx, query }) => exportOperateLogs(logs, dict, timeZone, ctx.scope, query)),
  ];
}
