/** Departments' names by id, as lists of users show them next to each user. */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { tenantWhere } from '../../../db/tenantScope.ts';
import { dept } from './dept.schema.ts';

/** The names of the tenant's departments among `ids`; an id of no department is left out. */
export async function deptNames(q: Db | Tx, tenantId: number, ids: readonly number[], cache?: CatalogueCache): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  if (cache) {
    // Every user page names departments: the tenant's few, kept with its other remembered facts
    // and dropped by any department write (auth-invalidation.ts). Outside a transaction only.
    const all = await cache.remember(
      `dept-names:${tenantId}`,
      async () => new Map((await q.select({ id: dept.id, name: dept.name }).from(dept).where(tenantWhere(dept, tenantId))).map((r) => [r.id, r.name])),
      () => ({ tenantId, until: Infinity }),
    );
    return new Map(ids.flatMap((id) => (all.has(id) ? [[id, all.get(id)!] as const] : [])));
  }
  const rows = await q.select({ id: dept.id, name: dept.name }).from(dept).where(tenantWhere(dept, tenantId, inArray(dept.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}
