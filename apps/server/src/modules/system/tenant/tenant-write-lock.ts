/**
 * Serialises the writes of one tenant that check a rule across many rows before inserting
 * (unique mobile, email and role name have no unique index; the account quota is a count).
 * Taking the tenant's row `FOR UPDATE` at the start of the writing transaction makes a second
 * writer of the same tenant wait until the first has committed, so both cannot pass the same
 * check. Writers of other tenants are not held up. Call it before loading the facts to check.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { tenant } from './tenant.schema.ts';

export async function lockTenantWrites(tx: Tx, tenantId: number): Promise<{ accountCount: number }> {
  const [row] = await tx.select({ accountCount: tenant.accountCount }).from(tenant).where(eq(tenant.id, tenantId)).for('update');
  // The gate admitted this request for an active tenant; a missing row means it was just deleted.
  return row ?? { accountCount: 0 };
}
