/** New users of a tenant, written here so the user table has one owner (registration, a new tenant's administrator, the first start's demo staff). */
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { user } from './user.schema.ts';

/** A user row as written: the scope stamps the tenant. */
export type NewUser = Omit<typeof user.$inferInsert, 'tenantId'>;

/** Inserts the users into the scope's tenant, in the caller's transaction; answers each as id, username and status. */
export async function insertUsers(q: Db | Tx, scope: TenantScope, rows: NewUser[]): Promise<Array<{ id: number; username: string; status: number }>> {
  const inserted = await scope.insert(user, rows, q);
  return inserted.map((r) => ({ id: r.id, username: r.username, status: r.status }));
}
