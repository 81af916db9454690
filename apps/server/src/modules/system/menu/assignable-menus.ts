/**
 * Which menus a tenant may grant its roles: every menu for the system tenant, otherwise its
 * package's menus, and none while that package is disabled or missing (the permission service
 * applies the same rule when it derives a user's grant). Menu pickers, role-menu assignment and
 * menu reads of other tenants all ask here, so a tenant never sees beyond its package.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { tenantPackage } from '../tenant-package/tenant-package.schema.ts';
import { tenant } from '../tenant/tenant.schema.ts';
import { SYSTEM_TENANT_PACKAGE_ID } from '../tenant/index.ts';

/** `null` means no restriction (the system tenant). */
export async function assignableMenuIds(db: Db | Tx, tenantId: number): Promise<Set<number> | null> {
  const [row] = await db
    .select({ packageId: tenant.packageId, menuIds: tenantPackage.menuIds, packageStatus: tenantPackage.status })
    .from(tenant)
    .leftJoin(tenantPackage, eq(tenantPackage.id, tenant.packageId))
    .where(eq(tenant.id, tenantId))
    .limit(1);
  if (!row) return new Set();
  if (row.packageId === SYSTEM_TENANT_PACKAGE_ID) return null;
  return new Set(row.packageStatus === 0 ? (row.menuIds ?? []) : []);
}
