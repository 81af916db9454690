/**
 * Who may take a user task when the runtime creates it: the users the deployed definition's
 * rule for that task names (the 7 rule kinds: docs/workflow.md, "Assign rules and the OA leave"), narrowed to the tenant's
 * enabled users, ascending by id. A task nobody can take is refused rather than created
 * without an assignee.
 */
import { and, eq } from 'drizzle-orm';
import { BpmAssignRuleType, BpmAssignScript, ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { serviceError } from '../../../platform/errors.ts';
import { deptLeaderAndParent, leadersOfDepts } from '../../system/dept/index.ts';
import { holdersOfRoles } from '../../system/permission/index.ts';
import { deptOfUser, enabledUsersAmong, holdersOfPosts, usersOfDepts } from '../../system/user/index.ts';
import { membersOfEnabledGroups } from '../user-group/index.ts';
import { bpmTaskAssignRule } from './assign-rule.schema.ts';
import { tenantWhere } from '../../../db/tenantScope.ts';

export interface CandidateTask {
  processDefinitionId: string;
  taskDefinitionKey: string;
  startUserId: number;
}

type Q = Db | Tx;

type RuleRow = typeof bpmTaskAssignRule.$inferSelect;

/**
 * A definition's rules are the copy its deploy wrote, never edited after (only a model's rules
 * are), so each is read once per server: an approval that opens the next task reads no rule.
 * Bounded; a missing rule is not kept (it is an error either way).
 */
const definitionRules = new Map<string, RuleRow>();

async function ruleOf(q: Q, tenantId: number, task: CandidateTask): Promise<RuleRow | undefined> {
  const key = `${tenantId}:${task.processDefinitionId}:${task.taskDefinitionKey}`;
  const hit = definitionRules.get(key);
  if (hit) return hit;
  const [rule] = await q
    .select()
    .from(bpmTaskAssignRule)
    .where(
      and(
        tenantWhere(bpmTaskAssignRule, tenantId),
        eq(bpmTaskAssignRule.processDefinitionId, task.processDefinitionId),
        eq(bpmTaskAssignRule.taskDefinitionKey, task.taskDefinitionKey),
      ),
    );
  if (!rule) return undefined;
  if (definitionRules.size >= 5_000) definitionRules.delete(definitionRules.keys().next().value!);
  definitionRules.set(key, rule);
  return rule;
}

/** `cache`: the users' remembered briefs answer which of them are enabled (user-briefs.ts). */
export async function resolveCandidates(q: Q, tenantId: number, task: CandidateTask, cache?: CatalogueCache): Promise<number[]> {
  const rule = await ruleOf(q, tenantId, task);
  if (!rule) throw serviceError(ErrorCodes.TASK_CREATE_FAIL_NO_CANDIDATE_USER);
  const named = await usersOfRule(q, tenantId, rule.type, rule.options, task.startUserId);
  const ids = [...new Set(named)].filter((id): id is number => typeof id === 'number');
  const enabled = await enabledUsersAmong(q, tenantId, ids, cache);
  if (enabled.length === 0) throw serviceError(ErrorCodes.TASK_CREATE_FAIL_NO_CANDIDATE_USER);
  return enabled.map((u) => u.id);
}

async function usersOfRule(q: Q, tenantId: number, type: number, options: number[], startUserId: number): Promise<Array<number | null>> {
  if (options.length === 0) return [];
  switch (type) {
    case BpmAssignRuleType.ROLE:
      return holdersOfRoles(q, tenantId, options);
    case BpmAssignRuleType.DEPT_MEMBER:
      return [...(await usersOfDepts(q, tenantId, options)), ...(await leadersOfDepts(q, tenantId, options))];
    case BpmAssignRuleType.DEPT_LEADER:
      return leadersOfDepts(q, tenantId, options);
    case BpmAssignRuleType.POST:
      return holdersOfPosts(q, tenantId, options);
    case BpmAssignRuleType.USER:
      return options;
    case BpmAssignRuleType.USER_GROUP:
      return membersOfEnabledGroups(q, tenantId, options);
    case BpmAssignRuleType.SCRIPT: {
      const found = await Promise.all(options.map((script) => scriptUsers(q, tenantId, script, startUserId)));
      return found.flat();
    }
    default:
      return [];
  }
}

/** 10 the starter; 20 the leader of the starter's dept; 21 the leader of that dept's parent. */
async function scriptUsers(q: Q, tenantId: number, script: number, startUserId: number): Promise<Array<number | null>> {
  if (script === BpmAssignScript.START_USER) return [startUserId];
  if (script !== BpmAssignScript.LEADER_X1 && script !== BpmAssignScript.LEADER_X2) throw serviceError(ErrorCodes.TASK_ASSIGN_SCRIPT_NOT_EXISTS, script);
  const starterDept = await deptOfUser(q, tenantId, startUserId);
  if (!starterDept) return [];
  const own = await deptLeaderAndParent(q, tenantId, starterDept);
  if (!own) return [];
  if (script === BpmAssignScript.LEADER_X1) return [own.leader];
  return leadersOfDepts(q, tenantId, own.parentId ? [own.parentId] : []);
}

/** The leader of the starter's department (the bean `bpmStarterLeader`), or null when there is none. */
export async function starterLeader(q: Q, tenantId: number, startUserId: number): Promise<number | null> {
  const [leader] = await scriptUsers(q, tenantId, BpmAssignScript.LEADER_X1, startUserId);
  return leader ?? null;
}
