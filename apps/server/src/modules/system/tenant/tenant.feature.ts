import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { tenantAdminRoutes } from './tenant-admin.routes.ts';
import { tenantRoutes } from './tenant.routes.ts';
import { tenant } from './tenant.schema.ts';
import { tenantProvides } from './tenant.provides.ts';

/** Tenants: the public lookups of the login page and the system tenant's 租户列表. */
export const tenantFeature: Feature = {
  name: 'tenant',
  provides: tenantProvides,
  ...routesNeeding(['catalogue', 'config', 'db', 'tables', 'tenants'], (deps) => [...tenantRoutes(deps.tenants), ...tenantAdminRoutes(deps)]),
  tables: [tenant],
  menus: [
    screen({ id: MenuIds.tenant, parent: MenuIds.tenantDir, name: '租户列表', path: 'list', icon: 'list', sort: 1, component: 'system/tenant/index', componentName: 'SystemTenant' }),
    ...buttons(1139, MenuIds.tenant, [
      ['租户查询', Permissions.system.tenant.query],
      ['租户创建', Permissions.system.tenant.create],
      ['租户更新', Permissions.system.tenant.update],
      ['租户删除', Permissions.system.tenant.delete],
      ['租户导出', Permissions.system.tenant.export],
    ]),
  ],
};
