/**
 * A user's data scope (permission/data-scope.ts says what each kind means): from their enabled
 * roles (a union: the widest role wins), their own department and, for "own department and
 * below", the department tree. Here, beside the user table that knows the department; `super_admin`
 * sees all, and a user without roles sees only their own rows.
 */
import { eq } from 'drizzle-orm';
import { SUPER_ADMIN_ROLE } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { descendantsOf } from '../dept/index.ts';
import { type DataScope, DataScopeType, rolesOfUser } from '../permission/index.ts';
import { user } from './user.schema.ts';

/**
 * With `cache`, remembered per user with the tenant's other facts: it changes only through the
 * writes that invalidate them (users, roles and their data scope, departments: auth-invalidation.ts).
 */
export async function dataScopeOf(db: Db, tenantId: number, userId: number, cache?: CatalogueCache): Promise<DataScope> {
  if (cache) return cache.remember(`data-scope:${tenantId}:${userId}`, () => dataScopeOf(db, tenantId, userId), () => ({ tenantId, until: Infinity }));
  const scope = tenantScope(db, tenantId);
  const roles = (await rolesOfUser(db, scope, userId))
    .filter((r) => r.status === 0)
    .map((r) => ({ code: r.code, dataScope: r.dataScope, deptIds: r.dataScopeDeptIds }));
  if (roles.some((r) => r.code === SUPER_ADMIN_ROLE || r.dataScope === DataScopeType.ALL)) return { all: true };

  const [me] = await scope.selectFrom(user, eq(user.id, userId));
  const ownDept = me?.deptId ?? null;
  const deptIds = new Set<number>();
  let self = roles.length === 0;
  let needsChildren = false;
  for (const r of roles) {
    if (r.dataScope === DataScopeType.DEPT_CUSTOM) {
      r.deptIds.forEach((d) => deptIds.add(d));
      // As the reference: chosen departments always include one's own, or a user could not
      // even see the records of the department they work in.
      if (ownDept) deptIds.add(ownDept);
    }
    else if (r.dataScope === DataScopeType.DEPT_ONLY && ownDept) deptIds.add(ownDept);
    else if (r.dataScope === DataScopeType.DEPT_AND_CHILD && ownDept) needsChildren = true;
    else if (r.dataScope === DataScopeType.SELF) self = true;
  }
  if (needsChildren && ownDept) {
    for (const id of await descendantsOf(db, tenantId, ownDept)) deptIds.add(id);
  }
  return { all: false, userId, deptIds: [...deptIds], self };
}
