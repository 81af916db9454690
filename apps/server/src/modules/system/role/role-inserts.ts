/** New roles of a tenant, written here so the role table has one owner (a new tenant's `tenant_admin`, the first start's built-in and demo roles). */
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { role } from './role.schema.ts';
import type { RoleRow } from './roles-among.ts';

/** A role row as written: the scope stamps the tenant. */
export type NewRole = Omit<typeof role.$inferInsert, 'tenantId'>;

/** Inserts the roles into the scope's tenant, in the caller's transaction; answers the rows written. */
export function insertRoles(q: Db | Tx, scope: TenantScope, rows: NewRole[]): Promise<RoleRow[]> {
  return scope.insert(role, rows, q);
}
