/**
 * A model's rules and the copies its deploys freeze (assign-rule.schema.ts), as the model and
 * definition features ask for them, answered here so the rule table has one owner. Each runs on
 * the caller's `q`, so a deploy or a model's deletion keeps them in its transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { bpmTaskAssignRule } from './assign-rule.schema.ts';

export type AssignRuleRow = typeof bpmTaskAssignRule.$inferSelect;
type RuleFields = Pick<AssignRuleRow, 'taskDefinitionKey' | 'type' | 'options'>;

const ofModel = (modelId: number) => and(eq(bpmTaskAssignRule.modelId, modelId), isNull(bpmTaskAssignRule.processDefinitionId))!;

/** The model's own (editable) rules. */
export const rulesOfModel = (scope: TenantScope, q: Db | Tx, modelId: number): Promise<AssignRuleRow[]> => scope.selectFrom(bpmTaskAssignRule, ofModel(modelId), q);

/** The rules a deploy froze for a definition. */
export const rulesOfDefinition = (scope: TenantScope, q: Db | Tx, definitionId: string): Promise<AssignRuleRow[]> =>
  scope.selectFrom(bpmTaskAssignRule, eq(bpmTaskAssignRule.processDefinitionId, definitionId), q);

/** Adds rules to a model (the demo's leave process comes with its own). */
export async function addModelRules(scope: TenantScope, q: Db | Tx, modelId: number, rules: RuleFields[], by: string): Promise<void> {
  if (rules.length === 0) return;
  await scope.insert(bpmTaskAssignRule, rules.map((r) => ({ modelId, taskDefinitionKey: r.taskDefinitionKey, type: r.type, options: r.options, creator: by, updater: by })), q);
}

/** Freezes a copy of `rules` for the definition a deploy of the model made. */
export async function copyRulesToDefinition(scope: TenantScope, q: Db | Tx, modelId: number, definitionId: string, rules: RuleFields[], by: string): Promise<void> {
  if (rules.length === 0) return;
  await scope.insert(
    bpmTaskAssignRule,
    rules.map((r) => ({ modelId, processDefinitionId: definitionId, taskDefinitionKey: r.taskDefinitionKey, type: r.type, options: r.options, creator: by, updater: by })),
    q,
  );
}

/** Deletes a model's own rules; its definitions' copies stay (running instances still follow them). */
export async function deleteModelRules(scope: TenantScope, q: Db | Tx, modelId: number): Promise<void> {
  await scope.delete(bpmTaskAssignRule, ofModel(modelId), q);
}
