import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, directory, screen } from '../../../platform/menu-rows.ts';
import { InfraMenuIds } from '../menus.ts';
import { apiLogRoutes } from './api-log.routes.ts';
import { apiAccessLog, apiAccessLogUrl, apiErrorLog } from './api-log.schema.ts';
import { apiAccessLogCleanJob, apiErrorLogCleanJob } from './api-log-clean.ts';
import { seedApiLogs } from './api-log.demo.ts';

/**
 * API 日志: 访问日志 and 错误日志 (docs/api-logs.md). The rows are written by the hook app.ts
 * installs (this folder's door); the tables are global and read by the system tenant only (the
 * groups are platform ones), so no tenant isolation records.
 */
export const apiLogFeature: Feature = {
  name: 'api-log',
  ...routesNeeding(['catalogue', 'config', 'db'], apiLogRoutes),
  tables: [apiAccessLog, apiAccessLogUrl, apiErrorLog],
  jobs: [apiAccessLogCleanJob, apiErrorLogCleanJob],
  menus: [
    directory(InfraMenuIds.apiLog, InfraMenuIds.infra, 'API 日志', 'log', 'log', 8),
    screen({ id: InfraMenuIds.apiAccessLog, parent: InfraMenuIds.apiLog, name: '访问日志', path: 'api-access-log', icon: 'log', sort: 1, component: 'infra/apiAccessLog/index', componentName: 'InfraApiAccessLog' }),
    ...buttons([1088, 1082], InfraMenuIds.apiAccessLog, [
      ['日志查询', Permissions.infra.apiAccessLog.query],
      ['日志导出', Permissions.infra.apiAccessLog.export],
    ]),
    screen({ id: InfraMenuIds.apiErrorLog, parent: InfraMenuIds.apiLog, name: '错误日志', path: 'api-error-log', icon: 'log', sort: 2, component: 'infra/apiErrorLog/index', componentName: 'InfraApiErrorLog' }),
    ...buttons([1089, 1085, 1086], InfraMenuIds.apiErrorLog, [
      ['日志查询', Permissions.infra.apiErrorLog.query],
      ['日志处理', Permissions.infra.apiErrorLog.updateStatus],
      ['日志导出', Permissions.infra.apiErrorLog.export],
    ]),
  ],
  demo: seedApiLogs,
};
