/** Which menus roles grant (the role-menu rows), answered and written here so the role-menu table has one owner. */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { roleMenu } from './permission.schema.ts';

/** The ids of the menus the tenant's role grants, in no particular order. */
export async function menuIdsOfRole(q: Db | Tx, scope: TenantScope, roleId: number): Promise<number[]> {
  const rows = await q.select({ menuId: roleMenu.menuId }).from(roleMenu).where(scope.where(roleMenu, eq(roleMenu.roleId, roleId)));
  return rows.map((m) => m.menuId);
}

/** Makes the role grant exactly `menuIds`, in the caller's transaction: the rows kept stay, the others go, the missing are added. */
export async function replaceRoleMenus(tx: Tx, scope: TenantScope, roleId: number, menuIds: number[]): Promise<void> {
  const kept = await tx
    .select({ menuId: roleMenu.menuId })
    .from(roleMenu)
    .where(scope.where(roleMenu, and(eq(roleMenu.roleId, roleId), menuIds.length ? inArray(roleMenu.menuId, menuIds) : undefined)));
  await scope.delete(roleMenu, and(eq(roleMenu.roleId, roleId), menuIds.length ? notInArray(roleMenu.menuId, menuIds) : undefined)!, tx);
  const keptIds = new Set(kept.map((k) => k.menuId));
  const added = menuIds.filter((id) => !keptIds.has(id));
  if (added.length) await scope.insert(roleMenu, added.map((menuId) => ({ roleId, menuId })), tx);
}

/** A deleted role's menus go with it, in the caller's transaction. */
export async function dropRoleMenus(tx: Tx, scope: TenantScope, roleId: number): Promise<void> {
  await scope.delete(roleMenu, eq(roleMenu.roleId, roleId), tx);
}

/**
 * A deleted menu leaves every role, in the caller's transaction. Menus are global, so their
 * grants are removed in every tenant at once: this is the one write on role-menu rows that
 * deliberately spans tenants.
 */
export async function dropMenuFromRoles(tx: Tx, menuId: number): Promise<void> {
  await tx.delete(roleMenu).where(eq(roleMenu.menuId, menuId));
}

/** A role-menu row as written: the scope stamps the tenant. */
export type NewRoleMenu = Omit<typeof roleMenu.$inferInsert, 'tenantId'>;

/** Grants the roles their menus in the scope's tenant, in the caller's transaction. */
export async function insertRoleMenus(q: Db | Tx, scope: TenantScope, rows: NewRoleMenu[]): Promise<void> {
  if (rows.length) await scope.insert(roleMenu, rows, q);
}
