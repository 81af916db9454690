/** The users given any of some roles (a workflow rule naming roles), answered here so the user-role table has one owner. */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { tenantWhere } from '../../../db/tenantScope.ts';
import { userRole } from './permission.schema.ts';

/** The ids of the tenant's users holding any of `roleIds`, once per role held, whatever the role's or user's status. */
export async function holdersOfRoles(q: Db | Tx, tenantId: number, roleIds: readonly number[]): Promise<number[]> {
  if (!roleIds.length) return [];
  const rows = await q.select({ id: userRole.userId }).from(userRole).where(tenantWhere(userRole, tenantId, inArray(userRole.roleId, [...roleIds])));
  return rows.map((r) => r.id);
}
