/** New departments of a tenant with the ids they are given (the first start's demo), written here so the dept table has one owner. */
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { dept } from './dept.schema.ts';

/** A department row as written: the scope stamps the tenant. */
export type NewDept = Omit<typeof dept.$inferInsert, 'tenantId'>;

export async function insertDepts(q: Db | Tx, scope: TenantScope, rows: NewDept[]): Promise<void> {
  await scope.insert(dept, rows, q);
}
