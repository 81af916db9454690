/** How many tenants there are (the home page shows it to the system tenant), answered here so the tenant table has one owner. */
import { count } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { tenant } from './tenant.schema.ts';

export async function tenantCount(q: Db | Tx): Promise<number> {
  const [row] = await q.select({ n: count() }).from(tenant);
  return row!.n;
}
