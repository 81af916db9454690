/** A role of the tenant by its code (the role registration grants, a tenant's `tenant_admin`), answered here so the role table has one owner. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { role } from './role.schema.ts';

/** The id of the tenant's role with this code (codes are unique in a tenant), or undefined; whatever its status. */
export async function roleIdByCode(q: Db | Tx, scope: TenantScope, code: string): Promise<number | undefined> {
  return (await roleByCode(q, scope, code))?.id;
}

/** The tenant's role with this code as id and status, or undefined. */
export async function roleByCode(q: Db | Tx, scope: TenantScope, code: string): Promise<{ id: number; status: number } | undefined> {
  const [found] = await q.select({ id: role.id, status: role.status }).from(role).where(scope.where(role, eq(role.code, code)));
  return found;
}
