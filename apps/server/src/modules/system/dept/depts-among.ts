/** The tenant's departments among some ids with their names and status (a user's department must exist and be enabled), answered here so the dept table has one owner. */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { dept } from './dept.schema.ts';

/** By id; an id of no department is left out. */
export async function deptsAmong(q: Db | Tx, scope: TenantScope, ids: readonly number[]): Promise<Map<number, { name: string; status: number }>> {
  if (!ids.length) return new Map();
  const rows = await q.select({ id: dept.id, name: dept.name, status: dept.status }).from(dept).where(scope.where(dept, inArray(dept.id, [...ids])));
  return new Map(rows.map((d) => [d.id, { name: d.name, status: d.status }]));
}
