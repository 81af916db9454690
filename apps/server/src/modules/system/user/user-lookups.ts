/** What other features ask of the tenant's users, answered here so the user table has one owner. */
import { asc, eq, inArray } from 'drizzle-orm';
import { CommonStatus } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { user } from './user.schema.ts';

/** The ids of the tenant's enabled users, in id order (a pushed notice's recipients). */
export async function enabledUserIds(q: Db | Tx, scope: TenantScope): Promise<number[]> {
  const rows = await q.select({ id: user.id }).from(user).where(scope.where(user, eq(user.status, CommonStatus.ENABLE))).orderBy(asc(user.id));
  return rows.map((r) => r.id);
}

/** Which of `ids` are users of the tenant (a department's leader, a user group's members). */
export async function existingUserIds(q: Db | Tx, scope: TenantScope, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await q.select({ id: user.id }).from(user).where(scope.where(user, inArray(user.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** Whether any user of the tenant belongs to the department (a staffed department is not deleted). */
export async function isDeptStaffed(q: Db | Tx, scope: TenantScope, deptId: number): Promise<boolean> {
  const [member] = await q.select({ id: user.id }).from(user).where(scope.where(user, eq(user.deptId, deptId))).limit(1);
  return member !== undefined;
}

/** A user of the tenant by username, as id and nickname (the demo's operate logs name their administrator). */
export async function userByUsername(q: Db | Tx, scope: TenantScope, username: string): Promise<{ id: number; nickname: string } | undefined> {
  const [row] = await q.select({ id: user.id, nickname: user.nickname }).from(user).where(scope.where(user, eq(user.username, username)));
  return row;
}
