/** The tenant's roles among some ids (the roles a user holds, the roles an assignment names), answered here so the role table has one owner. */
import { asc, inArray, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { role } from './role.schema.ts';

export type RoleRow = typeof role.$inferSelect;

/**
 * The tenant's roles whose id is among `ids`, whatever their status, in display order (sort, then
 * id). `ids` may be the caller's subquery of ids, so that both run as one statement.
 */
export async function rolesAmong(q: Db | Tx, scope: TenantScope, ids: readonly number[] | SQLWrapper): Promise<RoleRow[]> {
  if (!('getSQL' in ids) && !ids.length) return [];
  return q
    .select()
    .from(role)
    .where(scope.where(role, inArray(role.id, 'getSQL' in ids ? ids : [...ids])))
    .orderBy(asc(role.sort), asc(role.id));
}
