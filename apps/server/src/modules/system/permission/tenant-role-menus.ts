/**
 * A tenant's package bounds what its roles may grant. Whenever the package of a tenant changes
 * (the tenant moves to another package, or the package's menus are edited) this brings the
 * tenant's roles back inside it, in the caller's transaction: every role loses the menus the
 * package no longer holds, and the `tenant_admin` role holds exactly the package's menus.
 * Permissions follow at once, since the permission service reads role menus on each request.
 */
import { inArray, notInArray } from 'drizzle-orm';
import { TENANT_ADMIN_ROLE } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import { roleIdByCode } from '../role/index.ts';
import { roleMenu } from './permission.schema.ts';
import { tenantScope } from '../../../db/tenantScope.ts';

export async function syncTenantRoleMenus(tx: Tx, tenantId: number, packageMenuIds: number[], by: string) {
  // Bound to the transaction: every statement below is part of the caller's write.
  const scope = tenantScope(tx, tenantId);
  await scope.delete(roleMenu, notInArray(roleMenu.menuId, packageMenuIds));

  const adminId = await roleIdByCode(tx, scope, TENANT_ADMIN_ROLE);
  if (adminId === undefined || packageMenuIds.length === 0) return;
  const adminIds = [adminId];
  const held = await scope.selectFrom(roleMenu, inArray(roleMenu.roleId, adminIds));
  const has = new Set(held.map((h) => `${h.roleId}:${h.menuId}`));
  const missing = adminIds.flatMap((roleId) =>
    packageMenuIds.filter((menuId) => !has.has(`${roleId}:${menuId}`)).map((menuId) => ({ roleId, menuId, creator: by, updater: by })),
  );
  if (missing.length > 0) await scope.insert(roleMenu, missing);
}
