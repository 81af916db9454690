import { routesNeeding, type Feature } from '../../deps.ts';
import { screen } from '../../../platform/menu-rows.ts';
import { BpmMenuIds } from '../menus.ts';
import { definitionRoutes } from './definition.routes.ts';
import { bpmProcessDefinition } from './definition.schema.ts';

/**
 * Menus: the hidden 流程定义 page opened from the model list (/bpm/manager/definition?key=); its
 * query button and the deploy button hang under 流程模型 (model.feature.ts). Isolation: deploy and
 * update-state name a model and are in the model's walk entry; definitions are made by a deploy,
 * which the walk cannot do, so definition.routes.test.ts checks another tenant's ids itself.
 */
export const definitionFeature: Feature = {
  name: 'definition',
  ...routesNeeding(['db'], definitionRoutes),
  tables: [bpmProcessDefinition],
  menus: [{ ...screen({ id: BpmMenuIds.definition, parent: BpmMenuIds.manager, name: '流程定义', path: 'definition', icon: '', sort: 7, component: 'bpm/definition/index', componentName: 'BpmProcessDefinition' }), visible: false }],
};
