/** Which department ids the tenant has (a workflow rule naming departments names existing ones). */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { dept } from './dept.schema.ts';

export async function existingDeptIds(q: Db | Tx, scope: TenantScope, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await q.select({ id: dept.id }).from(dept).where(scope.where(dept, inArray(dept.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
