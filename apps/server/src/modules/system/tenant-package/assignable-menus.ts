/**
 * Which menus a tenant may grant its roles: every menu for the system tenant, otherwise its
 * package's menus, and none while that package is disabled or missing (the permission service
 * applies the same rule when it derives a user's grant). Menu pickers, role-menu assignment and
 * menu reads of other tenants all ask here, so a tenant never sees beyond its package.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { packageIdOf, SYSTEM_TENANT_PACKAGE_ID } from '../tenant/index.ts';
import { tenantPackage } from './tenant-package.schema.ts';

/**
 * What the tenant's package allows: `menuIds` null means no restriction (the system tenant);
 * undefined when there is no such tenant.
 */
export async function packageAllowanceOf(q: Db | Tx, tenantId: number): Promise<{ menuIds: Set<number> | null } | undefined> {
  const packageId = await packageIdOf(q, tenantId);
  if (packageId === undefined) return undefined;
  if (packageId === SYSTEM_TENANT_PACKAGE_ID) return { menuIds: null };
  const [pkg] = await q
    .select({ menuIds: tenantPackage.menuIds, status: tenantPackage.status })
    .from(tenantPackage)
    .where(eq(tenantPackage.id, packageId))
    .limit(1);
  return { menuIds: new Set(pkg?.status === 0 ? (pkg.menuIds ?? []) : []) };
}

/** `null` means no restriction (the system tenant). */
export async function assignableMenuIds(db: Db | Tx, tenantId: number): Promise<Set<number> | null> {
  const allowance = await packageAllowanceOf(db, tenantId);
  return allowance === undefined ? new Set() : allowance.menuIds;
}
