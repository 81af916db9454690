/** Routes of loginLogApi: the login log screen and its export (the writer is login-log.service.ts). */
import { loginLogApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DictDataService } from '../dict/index.ts';
import { LoginLogReadService } from './login-log.read.service.ts';
import { exportLoginLogs } from './login-log.export.ts';

export function loginLogRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'config' | 'db'>): RouteDef[] {
  const { timeZone } = deps.config;
  const logs = new LoginLogReadService(deps.db, timeZone);
  const dict = new DictDataService(deps.db, deps.catalogue);
  return [
    route(loginLogApi.page, ({ ctx, query }) => logs.page(ctx.scope, query)),
    route(loginLogApi.export, ({ ctx, query }) => exportLoginLogs(logs, dict, timeZone, ctx.scope, query)),
  ];
}
