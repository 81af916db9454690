/** Which roles users hold (the user-role rows), answered and written here so the user-role table has one owner. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { type RoleRow, rolesAmong } from '../role/index.ts';
import { userRole } from './permission.schema.ts';

/** The roles a user of the tenant holds, whatever their status, in display order: one statement (the gate asks on every call). */
export function rolesOfUser(q: Db | Tx, scope: TenantScope, userId: number): Promise<RoleRow[]> {
  const held = q.select({ id: userRole.roleId }).from(userRole).where(scope.where(userRole, eq(userRole.userId, userId)));
  return rolesAmong(q, scope, held);
}

/** A user-role row as written: the scope stamps the tenant. */
export type NewUserRole = Omit<typeof userRole.$inferInsert, 'tenantId'>;

/** Gives the users their roles in the scope's tenant, in the caller's transaction. */
export async function insertUserRoles(q: Db | Tx, scope: TenantScope, rows: NewUserRole[]): Promise<void> {
  if (rows.length) await scope.insert(userRole, rows, q);
}

/** Takes the roles `roleIds` from the user, in the caller's transaction. */
export async function removeUserRoles(tx: Tx, scope: TenantScope, userId: number, roleIds: number[]): Promise<void> {
  if (roleIds.length) await scope.delete(userRole, and(eq(userRole.userId, userId), inArray(userRole.roleId, roleIds))!, tx);
}

/** A deleted role's holders lose it, in the caller's transaction. */
export async function dropRoleHolders(tx: Tx, scope: TenantScope, roleId: number): Promise<void> {
  await scope.delete(userRole, eq(userRole.roleId, roleId), tx);
}

/** Which of `userIds` hold the role, once each (a user holds a role at most once). */
export async function holdersAmong(q: Db | Tx, scope: TenantScope, roleId: number, userIds: readonly number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await q
    .select({ userId: userRole.userId })
    .from(userRole)
    .where(scope.where(userRole, and(eq(userRole.roleId, roleId), inArray(userRole.userId, [...userIds]))));
  return rows.map((r) => r.userId);
}

/** A deleted user's roles go with them, in the caller's transaction. */
export async function dropUserRoles(tx: Tx, scope: TenantScope, userId: number): Promise<void> {
  await scope.delete(userRole, eq(userRole.userId, userId), tx);
}
