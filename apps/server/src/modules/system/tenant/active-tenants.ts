/** Whether tenants may be used now (enabled, not expired), as sign-ins and token checks ask it, answered here so the tenant table has one owner. */
import { and, eq, gt, type Placeholder } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { tenant } from './tenant.schema.ts';

/** The ids (and expiry times) of the tenants active at `now` as a subquery, for the token check that joins it into its one statement. */
export function activeTenantIds(q: Db | Tx, now: number | Placeholder) {
  return q
    .select({ id: tenant.id, expireTime: tenant.expireTime })
    .from(tenant)
    .where(and(eq(tenant.status, 0), gt(tenant.expireTime, now)))
    .as('active_tenant');
}

/** Whether the tenant exists, is enabled and has not expired at `now`. */
export async function isTenantActive(q: Db | Tx, tenantId: number, now: number = Date.now()): Promise<boolean> {
  const [row] = await q
    .select({ id: tenant.id })
    .from(tenant)
    .where(and(eq(tenant.id, tenantId), eq(tenant.status, 0), gt(tenant.expireTime, now)));
  return row !== undefined;
}
