/** Which package tenants are on (what bounds a tenant's menus, whether a package is in use), answered here so the tenant table has one owner. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { tenant } from './tenant.schema.ts';

/** The package of the tenant (`SYSTEM_TENANT_PACKAGE_ID` for the system tenant), or undefined when there is no such tenant. */
export async function packageIdOf(q: Db | Tx, tenantId: number): Promise<number | undefined> {
  const [row] = await q.select({ packageId: tenant.packageId }).from(tenant).where(eq(tenant.id, tenantId)).limit(1);
  return row?.packageId;
}

/** The ids of the tenants on the package, in no particular order (a package's edit re-syncs each). */
export async function tenantIdsOnPackage(q: Db | Tx, packageId: number): Promise<number[]> {
  const rows = await q.select({ id: tenant.id }).from(tenant).where(eq(tenant.packageId, packageId));
  return rows.map((r) => r.id);
}

/** Whether any tenant is on the package (a package in use is not deleted). */
export async function isPackageInUse(q: Db | Tx, packageId: number): Promise<boolean> {
  const [inUse] = await q.select({ id: tenant.id }).from(tenant).where(eq(tenant.packageId, packageId)).limit(1);
  return inUse !== undefined;
}
