import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, directory, screen } from '../../../platform/menu-rows.ts';
import { InfraMenuIds } from '../menus.ts';
import { fileRoutes } from './file.routes.ts';
import { infraFile, infraFileConfig, infraFileContent } from './file.schema.ts';
import { fileProvides } from './file.provides.ts';
import { seedDemoFiles } from './file.demo.ts';

/**
 * 文件管理: 文件配置 and 文件列表 (docs/files.md). The tables are global: the system tenant
 * manages the storage and the list (the groups are platform ones), so no tenant-isolation
 * records; any signed-in user uploads, and anyone reads a file by its URL. The master
 * configuration is written at the first start of every kind (file.provides.ts), not as demo data;
 * the demo adds a 数据库 configuration with one picture (file.demo.ts).
 */
export const fileFeature: Feature = {
  name: 'file',
  provides: fileProvides,
  ...routesNeeding(['catalogue', 'config', 'configValues', 'db', 'files'], fileRoutes),
  tables: [infraFileConfig, infraFile, infraFileContent],
  demo: seedDemoFiles,
  menus: [
    directory(InfraMenuIds.fileDir, InfraMenuIds.infra, '文件管理', 'file', 'download', 5),
    screen({ id: InfraMenuIds.fileConfig, parent: InfraMenuIds.fileDir, name: '文件配置', path: 'file-config', icon: 'config', sort: 0, component: 'infra/fileConfig/index', componentName: 'InfraFileConfig' }),
    ...buttons([1238, 1239, 1240, 1241, 1242], InfraMenuIds.fileConfig, [
      ['文件配置查询', Permissions.infra.fileConfig.query],
      ['文件配置创建', Permissions.infra.fileConfig.create],
      ['文件配置更新', Permissions.infra.fileConfig.update],
      ['文件配置删除', Permissions.infra.fileConfig.delete],
      ['文件配置导出', Permissions.infra.fileConfig.export],
    ]),
    screen({ id: InfraMenuIds.file, parent: InfraMenuIds.fileDir, name: '文件列表', path: 'file', icon: 'upload', sort: 5, component: 'infra/file/index', componentName: 'InfraFile' }),
    ...buttons([1091, 1092], InfraMenuIds.file, [
      ['文件查询', Permissions.infra.file.query],
      ['文件删除', Permissions.infra.file.delete],
    ]),
  ],
};
