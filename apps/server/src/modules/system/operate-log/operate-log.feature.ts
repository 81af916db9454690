import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { operateLogRoutes } from './operate-log.routes.ts';
import { operateLog, operateLogOperator } from './operate-log.schema.ts';
import { seedOperateLogs } from './operate-log.demo.ts';
import { operateLogCleanJob } from './operate-log-clean.ts';

export const operateLogFeature: Feature = {
  name: 'operate-log',
  ...routesNeeding(['catalogue', 'config', 'db'], operateLogRoutes),
  tables: [operateLog, operateLogOperator],
  jobs: [operateLogCleanJob],
  menus: [
    {
      ...screen({ id: MenuIds.operateLog, parent: MenuIds.log, name: '操作日志', path: 'operate-log', icon: 'form', sort: 1, component: 'system/operatelog/index', componentName: 'SystemOperateLog' }),
      formerComponent: 'system/log/operate-log/index',
    },
    ...buttons(1040, MenuIds.operateLog, [
      ['操作查询', Permissions.system.operateLog.query],
      ['日志导出', Permissions.system.operateLog.export],
    ]),
  ],
  demo: seedOperateLogs,
};
