/**
 * Who may take a user task when the runtime creates it: the users the deployed definition's
 * rule for that task names (the 7 rule kinds: docs/workflow.md, "Assign rules and the OA leave"), narrowed to the tenant's
 * enabled users, ascending by id. A task nobody can take is refused rather than created
 * without an assignee.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { BpmAssignRuleType, BpmAssignScript, CommonStatus, ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { serviceError } from '../../../platform/errors.ts';
import { dept } from '../../system/dept/dept.schema.ts';
import { userRole } from '../../system/permission/permission.schema.ts';
import { user } from '../../system/user/user.schema.ts';
import { bpmUserGroup } from '../user-group/user-group.schema.ts';
import { bpmTaskAssignRule } from './assign-rule.schema.ts';
import { tenantWhere } from '../../../db/tenantScope.ts';

export interface CandidateTask {
  processDefinitionId: string;
  taskDefinitionKey: string;
  startUserId: number;
}

type Q = Db | Tx;

export async function resolveCandidates(q: Q, tenantId: number, task: CandidateTask): Promise<number[]> {
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
  if (!rule) throw serviceError(ErrorCodes.TASK_CREATE_FAIL_NO_CANDIDATE_USER);
  const named = await usersOfRule(q, tenantId, rule.type, rule.options, task.startUserId);
  const ids = [...new Set(named)].filter((id): id is number => typeof id === 'number');
  const enabled = ids.length
    ? await q
        .select({ id: user.id })
        .from(user)
        .where(and(tenantWhere(user, tenantId), inArray(user.id, ids), eq(user.status, CommonStatus.ENABLE)))
        .orderBy(user.id)
    : [];
  if (enabled.length === 0) throw serviceError(ErrorCodes.TASK_CREATE_FAIL_NO_CANDIDATE_USER);
  return enabled.map((u) => u.id);
}

async function usersOfRule(q: Q, tenantId: number, type: number, options: number[], startUserId: number): Promise<Array<number | null>> {
  if (options.length === 0) return [];
  switch (type) {
    case BpmAssignRuleType.ROLE: {
      const rows = await q.select({ id: userRole.userId }).from(userRole).where(and(tenantWhere(userRole, tenantId), inArray(userRole.roleId, options)));
      return rows.map((r) => r.id);
    }
    case BpmAssignRuleType.DEPT_MEMBER: {
      const members = await q.select({ id: user.id }).from(user).where(and(tenantWhere(user, tenantId), inArray(user.deptId, options)));
      return [...members.map((m) => m.id), ...(await leadersOf(q, tenantId, options))];
    }
    case BpmAssignRuleType.DEPT_LEADER:
      return leadersOf(q, tenantId, options);
    case BpmAssignRuleType.POST: {
      const holdsOne = or(...options.map((id) => sql`${user.postIds} @> ${JSON.stringify([id])}::jsonb`));
      const rows = await q.select({ id: user.id }).from(user).where(and(tenantWhere(user, tenantId), holdsOne));
      return rows.map((r) => r.id);
    }
    case BpmAssignRuleType.USER:
      return options;
    case BpmAssignRuleType.USER_GROUP: {
      const groups = await q
        .select({ members: bpmUserGroup.memberUserIds })
        .from(bpmUserGroup)
        .where(and(tenantWhere(bpmUserGroup, tenantId), inArray(bpmUserGroup.id, options), eq(bpmUserGroup.status, CommonStatus.ENABLE)));
      return groups.flatMap((g) => g.members);
    }
    case BpmAssignRuleType.SCRIPT: {
      const found = await Promise.all(options.map((script) => scriptUsers(q, tenantId, script, startUserId)));
      return found.flat();
    }
    default:
      return [];
  }
}

async function leadersOf(q: Q, tenantId: number, deptIds: number[]): Promise<Array<number | null>> {
  if (deptIds.length === 0) return [];
  const rows = await q.select({ leader: dept.leaderUserId }).from(dept).where(and(tenantWhere(dept, tenantId), inArray(dept.id, deptIds)));
  return rows.map((r) => r.leader);
}

/** 10 the starter; 20 the leader of the starter's dept; 21 the leader of that dept's parent. */
async function scriptUsers(q: Q, tenantId: number, script: number, startUserId: number): Promise<Array<number | null>> {
  if (script === BpmAssignScript.START_USER) return [startUserId];
  if (script !== BpmAssignScript.LEADER_X1 && script !== BpmAssignScript.LEADER_X2) throw serviceError(ErrorCodes.TASK_ASSIGN_SCRIPT_NOT_EXISTS, script);
  const [starter] = await q.select({ deptId: user.deptId }).from(user).where(and(tenantWhere(user, tenantId), eq(user.id, startUserId)));
  if (!starter?.deptId) return [];
  const [own] = await q.select({ leader: dept.leaderUserId, parentId: dept.parentId }).from(dept).where(and(tenantWhere(dept, tenantId), eq(dept.id, starter.deptId)));
  if (!own) return [];
  if (script === BpmAssignScript.LEADER_X1) return [own.leader];
  return leadersOf(q, tenantId, own.parentId ? [own.parentId] : []);
}
