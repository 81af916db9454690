/** Routes of taskAssignRuleApi: the assign-rule dialog of the model list and of the definition list. */
import { taskAssignRuleApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { AssignRuleService } from './assign-rule.service.ts';

export function assignRuleRoutes(deps: Pick<ModuleDeps, 'db'>): RouteDef[] {
  const rules = new AssignRuleService(deps.db);
  return [
    route(taskAssignRuleApi.list, ({ ctx, query }) => rules.list(ctx.scope, query)),
    route(taskAssignRuleApi.create, ({ ctx, body }) => rules.create(ctx.scope, ctx.user, body)),
    route(taskAssignRuleApi.update, ({ ctx, body }) => rules.update(ctx.scope, ctx.user, body)),
  ];
}
