/** Routes of 数据源配置 (the gate keeps them to the system tenant: the group is a platform one). */
import { dataSourceConfigApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import { outboundPolicy } from '../../../platform/outbound-policy.ts';
import type { ModuleDeps } from '../../deps.ts';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { DataSourceConfigService } from './data-source-config.service.ts';
import { dataSourceSecretBox } from './data-source-secret.ts';

export const dataSourceConfigServiceOf = ({ db, config }: { db: Db; config: Pick<AppConfig, 'secretKey' | 'dataDir' | 'databaseUrl' | 'outbound'> }) =>
  new DataSourceConfigService({ db, box: dataSourceSecretBox(config), outbound: outboundPolicy(config.outbound) });

export function dataSourceConfigRoutes(deps: Pick<ModuleDeps, 'db' | 'config'>): RouteDef[] {
  const configs = dataSourceConfigServiceOf(deps);
  return [
    route(dataSourceConfigApi.create, ({ ctx, body }) => configs.create(ctx.user, body)),
    route(dataSourceConfigApi.update, ({ ctx, body }) => configs.update(ctx.user, body)),
    route(dataSourceConfigApi.delete, ({ query }) => configs.delete(query.id)),
    route(dataSourceConfigApi.get, ({ query }) => configs.get(query.id)),
    route(dataSourceConfigApi.list, () => configs.list()),
  ];
}
