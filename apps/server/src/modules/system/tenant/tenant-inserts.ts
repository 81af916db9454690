/** New tenants with the ids they are given (the first start's system and demo tenants), written here so the tenant table has one owner. */
import type { Db, Tx } from '../../../db/client.ts';
import { tenant } from './tenant.schema.ts';

export type NewTenant = typeof tenant.$inferInsert;

export async function insertTenants(q: Db | Tx, rows: NewTenant[]): Promise<void> {
  await q.insert(tenant).values(rows);
}
