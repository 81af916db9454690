/** Routes of Redis 监控, 数据库监控 and 服务监控 (read-only; the system tenant's, by the contract's `platform`). */
import { dbMonitorApi, redisMonitorApi, serverMonitorApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DbMonitorService } from './db-monitor.service.ts';
import { RedisMonitorService } from './redis-monitor.service.ts';

export function monitorRoutes(deps: Pick<ModuleDeps, 'db' | 'monitors'>): RouteDef[] {
  const redis = new RedisMonitorService(deps.monitors.redis);
  const database = new DbMonitorService(deps.db);
  return [
    route(redisMonitorApi.getMonitorInfo, () => redis.monitorInfo()),
    route(redisMonitorApi.getKeyList, ({ query }) => redis.keyList(query.pattern, query.size)),
    route(dbMonitorApi.get, () => database.get()),
    route(serverMonitorApi.get, () => deps.monitors.sampler.snapshot()),
  ];
}
