/** Departments' names by id, as lists of users show them next to each user. */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { tenantWhere } from '../../../db/tenantScope.ts';
import { dept } from './dept.schema.ts';

/** The names of the tenant's departments among `ids`; an id of no department is left out. */
export async function deptNames(q: Db | Tx, tenantId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await q.select({ id: dept.id, name: dept.name }).from(dept).where(tenantWhere(dept, tenantId, inArray(dept.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}
