/** Routes of configApi: the 配置管理 screen, its export, and get-value-by-key for any signed-in user. */
import { configApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DictDataService } from '../../system/dict/index.ts';
import { ConfigService } from './config.service.ts';
import { exportConfigs } from './config.export.ts';

export function configRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'config' | 'configValues' | 'db' | 'permissions' | 'tenants'>): RouteDef[] {
  const { db, catalogue, tenants, permissions, config, configValues } = deps;
  const configs = new ConfigService({ db, catalogue, tenants, permissions, values: configValues, timeZone: config.timeZone });
  const dict = new DictDataService(db, catalogue);
  return [
    route(configApi.create, ({ ctx, body }) => configs.create(ctx.user, body)),
    route(configApi.update, ({ ctx, body }) => configs.update(ctx.user, body)),
    route(configApi.delete, ({ ctx, query }) => configs.delete(ctx.user, query.id)),
    route(configApi.get, ({ ctx, query }) => configs.get(ctx.user, query.id)),
    route(configApi.page, ({ ctx, query }) => configs.page(ctx.user, query)),
    route(configApi.export, ({ ctx, query }) => exportConfigs(configs, dict, config.timeZone, ctx.user, query)),
    route(configApi.getValueByKey, ({ ctx, query }) => configs.valueByKey(ctx.user, query.key)),
  ];
}
