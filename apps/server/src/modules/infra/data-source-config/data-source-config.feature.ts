import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { InfraMenuIds } from '../menus.ts';
import { dataSourceConfigRoutes } from './data-source-config.routes.ts';
import { infraDataSourceConfig } from './data-source-config.schema.ts';

/**
 * 数据源配置: the PostgreSQL databases the code generator reads (the master, the product's own
 * database, is listed without a row). The table is global and the group a platform one: the
 * system tenant's alone. The reference's 导出 button (1260) is left out: it has no endpoint.
 */
export const dataSourceConfigFeature: Feature = {
  name: 'data-source-config',
  ...routesNeeding(['db', 'config'], dataSourceConfigRoutes),
  tables: [infraDataSourceConfig],
  menus: [
    screen({ id: InfraMenuIds.dataSourceConfig, parent: InfraMenuIds.infra, name: '数据源配置', path: 'data-source-config', icon: 'rate', sort: 1, component: 'infra/dataSourceConfig/index', componentName: 'InfraDataSourceConfig' }),
    ...buttons([1256, 1257, 1258, 1259], InfraMenuIds.dataSourceConfig, [
      ['数据源配置查询', Permissions.infra.dataSourceConfig.query],
      ['数据源配置创建', Permissions.infra.dataSourceConfig.create],
      ['数据源配置更新', Permissions.infra.dataSourceConfig.update],
      ['数据源配置删除', Permissions.infra.dataSourceConfig.delete],
    ]),
  ],
};
