import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { loginLogRoutes } from './login-log.routes.ts';
import { loginLog } from './login-log.schema.ts';
import { loginLogCleanJob } from './login-log-clean.ts';

export const loginLogFeature: Feature = {
  name: 'login-log',
  ...routesNeeding(['catalogue', 'config', 'db'], loginLogRoutes),
  tables: [loginLog],
  jobs: [loginLogCleanJob],
  menus: [
    {
      ...screen({ id: MenuIds.loginLog, parent: MenuIds.log, name: '登录日志', path: 'login-log', icon: 'logininfor', sort: 2, component: 'system/loginlog/index', componentName: 'SystemLoginLog' }),
      formerComponent: 'system/log/login-log/index',
    },
    ...buttons(1043, MenuIds.loginLog, [
      ['登录查询', Permissions.system.loginLog.query],
      ['日志导出', Permissions.system.loginLog.export],
    ]),
  ],
};
