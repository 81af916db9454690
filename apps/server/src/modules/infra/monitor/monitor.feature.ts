import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { InfraMenuIds } from '../menus.ts';
import { monitorProvides } from './monitor.provides.ts';
import { monitorRoutes } from './monitor.routes.ts';

/**
 * The monitors (docs/monitors.md): 数据库监控 (the reference's 111, its Druid iframe replaced by
 * our own page), Redis 监控 (113, the reference's endpoints and buttons) and 服务监控 (112, its
 * Spring Boot Admin iframe replaced by the Node process's figures). The reference's 111 and 112
 * have no buttons; ours carry their permission on the screen row itself (granting the menu
 * grants it). No tables.
 */
export const monitorFeature: Feature = {
  name: 'monitor',
  provides: monitorProvides,
  ...routesNeeding(['db', 'monitors'], monitorRoutes),
  menus: [
    {
      ...screen({ id: InfraMenuIds.dbMonitor, parent: InfraMenuIds.infra, name: '数据库监控', path: 'druid', icon: 'druid', sort: 9, component: 'infra/druid/index', componentName: 'InfraDruid' }),
      permission: Permissions.infra.dbMonitor.query,
    },
    screen({ id: InfraMenuIds.redisMonitor, parent: InfraMenuIds.infra, name: 'Redis 监控', path: 'redis', icon: 'redis', sort: 10, component: 'infra/redis/index', componentName: 'InfraRedis' }),
    ...buttons([1066, 1067], InfraMenuIds.redisMonitor, [
      ['获得 Redis 监控信息', Permissions.infra.redis.getMonitorInfo],
      ['获得 Redis Key 列表', Permissions.infra.redis.getKeyList],
    ]),
    {
      ...screen({ id: InfraMenuIds.serverMonitor, parent: InfraMenuIds.infra, name: '服务监控', path: 'admin-server', icon: 'server', sort: 11, component: 'infra/server/index', componentName: 'InfraAdminServer' }),
      permission: Permissions.infra.serverMonitor.query,
    },
  ],
};
