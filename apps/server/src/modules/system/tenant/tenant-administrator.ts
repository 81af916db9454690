/** A tenant's own administrator (the contact user created with it, protected from other users), answered here so the tenant table has one owner. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { tenant } from './tenant.schema.ts';

/** The id of the tenant's administrator, or null when it has none (or there is no such tenant). */
export async function tenantAdministratorOf(q: Db | Tx, tenantId: number): Promise<number | null> {
  const [row] = await q.select({ adminId: tenant.contactUserId }).from(tenant).where(eq(tenant.id, tenantId));
  return row?.adminId ?? null;
}
