import { ConfigType, Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { InfraMenuIds } from '../menus.ts';
import { configRoutes } from './config.routes.ts';
import { infraConfig } from './config.schema.ts';
import { configProvides } from './config.provides.ts';

/**
 * No tenant-isolation records: the table is global and only the system tenant manages it (every
 * call from another tenant but get-value-by-key is refused, see the routes test). The built-in
 * keys are written at every start by app.ts (`config.builtin.ts`), not as demo rows.
 */
export const configFeature: Feature = {
  name: 'config',
  provides: configProvides,
  ...routesNeeding(['catalogue', 'config', 'configValues', 'db', 'permissions', 'tenants'], configRoutes),
  tables: [infraConfig],
  menus: [
    screen({ id: InfraMenuIds.config, parent: InfraMenuIds.infra, name: '配置管理', path: 'config', icon: 'edit', sort: 6, component: 'infra/config/index', componentName: 'InfraConfig' }),
    ...buttons(1056, InfraMenuIds.config, [
      ['配置查询', Permissions.infra.config.query],
      ['配置新增', Permissions.infra.config.create],
      ['配置修改', Permissions.infra.config.update],
      ['配置删除', Permissions.infra.config.delete],
      ['配置导出', Permissions.infra.config.export],
    ]),
  ],
  // The reference's monitoring addresses, empty: the screens that would open them do not exist yet.
  demo: (tx) =>
    tx.insert(infraConfig).values(
      [
        ['url.swagger', 'API 接口文档的地址'],
        ['url.druid', 'MySQL 监控的地址'],
        ['url.spring-boot-admin', 'Spring Boot Admin 监控的地址'],
        ['url.skywalking', 'SkyWalking 监控的地址'],
      ].map(([key, name]) => ({ key: key!, name: name!, category: 'url', value: '', visible: true, type: ConfigType.CUSTOM, creator: '1' })),
    ),
};
