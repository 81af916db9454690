/** Which role ids the tenant has, enabled or not (a workflow rule naming roles names existing ones). */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { role } from './role.schema.ts';

export async function existingRoleIds(q: Db | Tx, scope: TenantScope, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await q.select({ id: role.id }).from(role).where(scope.where(role, inArray(role.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
