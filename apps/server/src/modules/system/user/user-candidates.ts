/**
 * The users a workflow rule picks (docs/workflow.md, "Assign rules and the OA leave"), answered
 * here so the user table has one owner. The engine holds a tenant id, not a scope, and runs
 * these inside the command's transaction: each takes the caller's `q`.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { CommonStatus } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { tenantWhere } from '../../../db/tenantScope.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { userBriefs } from './user-briefs.ts';
import { user } from './user.schema.ts';

/** Which of `ids` are enabled users of the tenant, with their nicknames, ascending by id (a task's possible assignees). */
export async function enabledUsersAmong(q: Db | Tx, tenantId: number, ids: readonly number[], cache?: CatalogueCache): Promise<Array<{ id: number; nickname: string }>> {
  // The users' briefs, remembered with `cache` (user-briefs.ts): an approval that opens the next task reads no user.
  return (await userBriefs(q, tenantId, ids, cache))
    .filter((u) => u.status === CommonStatus.ENABLE)
    .sort((a, b) => a.id - b.id)
    .map(({ id, nickname }) => ({ id, nickname }));
}

/** The ids of the tenant's users in any of the departments, enabled or not (a rule naming departments' members). */
export async function usersOfDepts(q: Db | Tx, tenantId: number, deptIds: readonly number[]): Promise<number[]> {
  if (!deptIds.length) return [];
  const rows = await q.select({ id: user.id }).from(user).where(tenantWhere(user, tenantId, inArray(user.deptId, [...deptIds])));
  return rows.map((r) => r.id);
}

/** The ids of the tenant's users holding any of the posts, enabled or not (a rule naming posts). */
export async function holdersOfPosts(q: Db | Tx, tenantId: number, postIds: readonly number[]): Promise<number[]> {
  if (!postIds.length) return [];
  const holdsOne = or(...postIds.map((id) => sql`${user.postIds} @> ${JSON.stringify([id])}::jsonb`));
  const rows = await q.select({ id: user.id }).from(user).where(tenantWhere(user, tenantId, holdsOne));
  return rows.map((r) => r.id);
}

/** The department of a user of the tenant: undefined for no such user, null for a user in none (whose leader a rule asks for). */
export async function deptOfUser(q: Db | Tx, tenantId: number, userId: number): Promise<number | null | undefined> {
  const [row] = await q.select({ deptId: user.deptId }).from(user).where(tenantWhere(user, tenantId, eq(user.id, userId)));
  return row?.deptId;
}
