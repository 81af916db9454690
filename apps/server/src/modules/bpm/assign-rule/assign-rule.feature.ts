import { routesNeeding, type Feature } from '../../deps.ts';
import { assignRuleRoutes } from './assign-rule.routes.ts';
import { bpmTaskAssignRule } from './assign-rule.schema.ts';
import { starterLeader } from './candidates.ts';

/**
 * Menus: its buttons hang under 流程模型 (model.feature.ts). Isolation: the calls naming a model
 * are in the model's walk entry; a rule (`update` by id) needs a diagram to exist, which the
 * walk cannot make, so assign-rule.routes.test.ts checks another tenant's rules itself.
 */
export const assignRuleFeature: Feature = {
  name: 'assign-rule',
  ...routesNeeding(['db'], assignRuleRoutes),
  tables: [bpmTaskAssignRule],
  workflowBeans: [
    {
      // For diagrams that name their assignees: a service task `${bpmStarterLeader}` before a user
      // task with assignee="${starterLeader}" sends it to the starter's department leader.
      name: 'bpmStarterLeader',
      description: '把发起人所在部门的负责人（用户编号）写入流程变量 starterLeader；没有负责人时为 null',
      run: async ({ tx, tenantId, starterId, variables }) => {
        variables.starterLeader = await starterLeader(tx, tenantId, starterId);
      },
    },
  ],
};
