/**
 * 代码生成 (`/infra/codegen`, the editor `/codegen/edit/:tableId` a page of the web's): tables
 * imported from a data source and the files generated from them for this product's stack
 * (docs/codegen.md). Global tables, the system tenant's alone (a platform group), as the reference's.
 */
import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { InfraMenuIds } from '../menus.ts';
import { codegenRoutes } from './codegen.routes.ts';
import { codegenColumn, codegenTable } from './codegen.schema.ts';
import { codegenDemo } from './codegen.demo.ts';

const P = Permissions.infra.codegen;

export const codegenFeature: Feature = {
  name: 'codegen',
  ...routesNeeding(['config', 'db'], codegenRoutes),
  tables: [codegenTable, codegenColumn],
  menus: [
    screen({ id: InfraMenuIds.codegen, parent: InfraMenuIds.infra, name: '代码生成', path: 'codegen', icon: 'code', sort: 1, component: 'infra/codegen/index', componentName: 'InfraCodegen' }),
    // The reference's names and strings (its 1058, 1056, 1057, 1059, 1060).
    ...buttons(InfraMenuIds.codegen + 1, InfraMenuIds.codegen, [
      ['导入代码', P.create],
      ['生成修改', P.update],
      ['生成删除', P.delete],
      ['预览代码', P.preview],
      ['生成代码', P.download],
    ]),
    // The editor (`/codegen/edit/:tableId`): a hidden page outside the menu tree, as 字典数据's.
    { ...screen({ id: InfraMenuIds.codegenEdit, parent: 0, name: '修改生成配置', path: '/codegen/edit/:tableId', icon: '', sort: 99, component: 'infra/codegen/editTable', componentName: 'InfraCodegenEditTable' }), permission: P.query, visible: false },
  ],
  demo: codegenDemo,
};
