/** What assignment rules ask of the tenant's user groups, answered here so the group table has one owner. */
import { and, eq, inArray } from 'drizzle-orm';
import { CommonStatus } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { type TenantScope, tenantWhere } from '../../../db/tenantScope.ts';
import { bpmUserGroup } from './user-group.schema.ts';

/** The members of the tenant's enabled groups among `groupIds`, group after group (a member of two comes twice). */
export async function membersOfEnabledGroups(q: Db | Tx, tenantId: number, groupIds: readonly number[]): Promise<number[]> {
  if (!groupIds.length) return [];
  const groups = await q
    .select({ members: bpmUserGroup.memberUserIds })
    .from(bpmUserGroup)
    .where(tenantWhere(bpmUserGroup, tenantId, and(inArray(bpmUserGroup.id, [...groupIds]), eq(bpmUserGroup.status, CommonStatus.ENABLE))));
  return groups.flatMap((g) => g.members);
}

/** Which group ids the tenant has, enabled or not (a rule naming groups names existing ones). */
export async function existingUserGroupIds(q: Db | Tx, scope: TenantScope, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await q.select({ id: bpmUserGroup.id }).from(bpmUserGroup).where(scope.where(bpmUserGroup, inArray(bpmUserGroup.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
