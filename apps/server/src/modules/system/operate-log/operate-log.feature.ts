import { Permissions } from '@tenon/contracts';
import type { Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { operateLogRoutes } from './operate-log.routes.ts';
import { operateLog } from './operate-log.schema.ts';
import { seedOperateLogs } from './operate-log.demo.ts';

export const operateLogFeature: Feature = {
  name: 'operate-log',
  routes: operateLogRoutes,
  tables: [operateLog],
  menus: [
    {
      ...screen(MenuIds.operateLog, MenuIds.log, '操作日志', 'operate-log', 'form', 1, 'system/operatelog/index', 'SystemOperateLog'),
      formerComponent: 'system/log/operate-log/index',
    },
    ...buttons(1040, MenuIds.operateLog, [
      ['操作查询', Permissions.system.operateLog.query],
      ['日志导出', Permissions.system.operateLog.export],
    ]),
  ],
  demo: seedOperateLogs,
};
