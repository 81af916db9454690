import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { crudIsolation } from '../../../platform/area.ts';
import { BpmMenuIds } from '../menus.ts';
import { modelRoutes } from './model.routes.ts';
import { bpmModel } from './model.schema.ts';

const stamp = Date.now() % 100000;

export const modelFeature: Feature = {
  name: 'model',
  ...routesNeeding(['catalogue', 'db'], modelRoutes),
  tables: [bpmModel],
  menus: [
    { ...screen({ id: BpmMenuIds.model, parent: BpmMenuIds.manager, name: '流程模型', path: 'model', icon: 'guide', sort: 5, component: 'bpm/model/index', componentName: 'BpmModel' }), formerComponent: 'bpm/manager/model/index' },
    ...buttons(1194, BpmMenuIds.model, [
      ['模型查询', Permissions.bpm.model.query],
      ['模型创建', Permissions.bpm.model.create],
      ['模型导入', Permissions.bpm.model.import],
      ['模型更新', Permissions.bpm.model.update],
      ['模型删除', Permissions.bpm.model.delete],
    ]),
    // The reference's ids are not consecutive; after the five above in the button list.
    ...[
      ...buttons(BpmMenuIds.modelDeploy, BpmMenuIds.model, [['模型发布', Permissions.bpm.model.deploy]]),
      ...buttons(BpmMenuIds.definitionQuery, BpmMenuIds.model, [['流程定义查询', Permissions.bpm.processDefinition.query]]),
      ...buttons(BpmMenuIds.assignRuleButtons, BpmMenuIds.model, [
        ['分配规则查询', Permissions.bpm.taskAssignRule.query],
        ['分配规则创建', Permissions.bpm.taskAssignRule.create],
        ['分配规则更新', Permissions.bpm.taskAssignRule.update],
      ]),
    ].map((row, i) => ({ ...row, sort: 6 + i })),
    // A hidden page opened from the list (the reference routes it outside the menu table, to its
    // view bpm/model/modelEditor, whose name it carries here); as a menu it gets a route, a tab
    // title and the permission check of any menu.
    {
      ...screen({ id: BpmMenuIds.modelDesign, parent: BpmMenuIds.manager, name: '流程设计', path: 'model/design', icon: '', sort: 6, component: 'bpm/model/modelEditor', componentName: 'BpmModelDesign' }),
      visible: false,
      formerComponent: 'bpm/manager/model/design/index',
    },
  ],
  isolation: crudIsolation('/bpm/model', {
    create: () => ({ key: `walk_${stamp}`, name: '跨租户模型' }),
    update: { name: '改' },
    // The deploy and the assign rules name the model too (definition/, assign-rule/).
    moreCalls: {
      'POST /bpm/model/deploy': (id) => ({ query: { id } }),
      'PUT /bpm/model/update-state': (id) => ({ body: { id, state: 1 } }),
      'GET /bpm/task-assign-rule/list': (id) => ({ query: { modelId: id } }),
      'POST /bpm/task-assign-rule/create': (id) => ({ body: { modelId: id, taskDefinitionKey: 'task', type: 30, options: [1] } }),
    },
  }),
};
