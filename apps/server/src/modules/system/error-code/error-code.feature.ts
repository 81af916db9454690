import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { errorCodeRoutes } from './error-code.routes.ts';
import { errorCode } from './error-code.schema.ts';

/**
 * A global table, reached by the system tenant only, so no isolation records; its rows on a
 * first start are the catalogue itself (`error-code.sync.ts`, run by app.ts at every start).
 */
export const errorCodeFeature: Feature = {
  name: 'error-code',
  ...routesNeeding(['catalogue', 'config', 'db'], errorCodeRoutes),
  tables: [errorCode],
  menus: [
    screen({ id: MenuIds.errorCode, parent: MenuIds.system, name: '错误码管理', path: 'error-code', icon: 'code', sort: 14, component: 'system/errorCode/index', componentName: 'SystemErrorCode' }),
    ...buttons(1111, MenuIds.errorCode, [
      ['错误码查询', Permissions.system.errorCode.query],
      ['错误码创建', Permissions.system.errorCode.create],
      ['错误码更新', Permissions.system.errorCode.update],
      ['错误码删除', Permissions.system.errorCode.delete],
      ['错误码导出', Permissions.system.errorCode.export],
    ]),
  ],
};
