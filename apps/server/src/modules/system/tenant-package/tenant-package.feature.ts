import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { tenantPackageRoutes } from './tenant-package.routes.ts';
import { tenantPackage } from './tenant-package.schema.ts';

export const tenantPackageFeature: Feature = {
  name: 'tenant-package',
  ...routesNeeding(['config', 'db', 'tenants'], tenantPackageRoutes),
  tables: [tenantPackage],
  menus: [
    {
      ...screen({ id: MenuIds.tenantPackage, parent: MenuIds.tenantDir, name: '租户套餐', path: 'package', icon: 'skill', sort: 2, component: 'system/tenantPackage/index', componentName: 'SystemTenantPackage' }),
      formerComponent: 'system/tenant/package/index',
    },
    ...buttons(1226, MenuIds.tenantPackage, [
      ['租户套餐查询', Permissions.system.tenantPackage.query],
      ['租户套餐创建', Permissions.system.tenantPackage.create],
      ['租户套餐更新', Permissions.system.tenantPackage.update],
      ['租户套餐删除', Permissions.system.tenantPackage.delete],
    ]),
  ],
};
