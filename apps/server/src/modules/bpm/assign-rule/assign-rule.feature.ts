import { routesNeeding, type Feature } from '../../deps.ts';
import { assignRuleRoutes } from './assign-rule.routes.ts';
import { bpmTaskAssignRule } from './assign-rule.schema.ts';

/**
 * Menus: its buttons hang under 流程模型 (model.feature.ts). Isolation: the calls naming a model
 * are in the model's walk entry; a rule (`update` by id) needs a diagram to exist, which the
 * walk cannot make, so assign-rule.routes.test.ts checks another tenant's rules itself.
 */
export const assignRuleFeature: Feature = {
  name: 'assign-rule',
  ...routesNeeding(['db'], assignRuleRoutes),
  tables: [bpmTaskAssignRule],
};
