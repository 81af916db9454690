import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { crudIsolation } from '../../../platform/area.ts';
import { BpmMenuIds } from '../menus.ts';
import { formRoutes } from './form.routes.ts';
import { bpmForm } from './form.schema.ts';
import { seedFormDemo } from './form.demo.ts';

const stamp = Date.now() % 100000;

export const formFeature: Feature = {
  name: 'form',
  ...routesNeeding(['db'], formRoutes),
  tables: [bpmForm],
  menus: [
    { ...screen({ id: BpmMenuIds.form, parent: BpmMenuIds.manager, name: '流程表单', path: 'form', icon: 'form', sort: 0, component: 'bpm/form/index', componentName: 'BpmForm' }), formerComponent: 'bpm/manager/form/index' },
    ...buttons(1188, BpmMenuIds.form, [
      ['表单查询', Permissions.bpm.form.query],
      ['表单创建', Permissions.bpm.form.create],
      ['表单更新', Permissions.bpm.form.update],
      ['表单删除', Permissions.bpm.form.delete],
    ]),
    // A hidden page opened from the list (the reference routes it outside the menu table, to its
    // view bpm/form/formEditor, whose name it carries here); as a menu it gets a route, a tab
    // title and the permission check of any menu.
    {
      ...screen({ id: BpmMenuIds.formEdit, parent: BpmMenuIds.manager, name: '表单设计', path: 'form/edit', icon: '', sort: 1, component: 'bpm/form/formEditor', componentName: 'BpmFormEdit' }),
      visible: false,
      formerComponent: 'bpm/manager/form/edit/index',
    },
  ],
  isolation: crudIsolation('/bpm/form', {
    create: () => ({ name: `跨租户表单${stamp}`, status: 0, conf: '{}', fields: [] }),
    update: { name: '改', status: 0, conf: '{}', fields: [] },
  }),
  demo: seedFormDemo,
};
