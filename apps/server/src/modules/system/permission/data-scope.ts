/**
 * Data scope: which department-owned rows a user may see, from their enabled roles (a union:
 * the widest role wins). 1 all, 2 chosen departments (plus one's own), 3 own department, 4 own department and
 * below, 5 self only; `super_admin` sees all. A user without roles sees only their own rows.
 * Apply it with `dataScopeWhere` on every query that lists users or other department-owned
 * records, so the rule lives here and nowhere else.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SUPER_ADMIN_ROLE } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { dept } from '../dept/dept.schema.ts';
import { role } from '../role/role.schema.ts';
import { user } from '../user/user.schema.ts';
import { userRole } from './permission.schema.ts';
import { tenantScope, tenantWhere } from '../../../db/tenantScope.ts';

export const DataScopeType = { ALL: 1, DEPT_CUSTOM: 2, DEPT_ONLY: 3, DEPT_AND_CHILD: 4, SELF: 5 } as const;

export type DataScope = { all: true } | { all: false; userId: number; deptIds: number[]; self: boolean };

export async function dataScopeOf(db: Db, tenantId: number, userId: number): Promise<DataScope> {
  const scope = tenantScope(db, tenantId);
  const roles = await db
    .select({ code: role.code, dataScope: role.dataScope, deptIds: role.dataScopeDeptIds })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(scope.where(userRole, and(eq(userRole.userId, userId), eq(role.status, 0), tenantWhere(role, tenantId))));
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

/** The department and every department below it, in one recursive query. */
export async function descendantsOf(db: Db, tenantId: number, rootId: number): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    WITH RECURSIVE tree AS (
      SELECT id FROM ${dept} WHERE id = ${rootId} AND tenant_id = ${tenantId}
      UNION
      SELECT d.id FROM ${dept} d JOIN tree ON d.parent_id = tree.id WHERE d.tenant_id = ${tenantId}
    ) SELECT id FROM tree`);
  const list = (rows as unknown as { rows?: Array<{ id: number }> }).rows ?? (rows as unknown as Array<{ id: number }>);
  return list.map((r) => Number(r.id));
}

/**
 * The condition a department-owned query adds: rows of the visible departments, plus the
 * user's own rows when the scope includes "self". Undefined means no restriction.
 */
export function dataScopeWhere(ds: DataScope, columns: { dept: PgColumn; user?: PgColumn }): SQL | undefined {
  if (ds.all) return undefined;
  const parts: SQL[] = [];
  if (ds.deptIds.length > 0) parts.push(inArray(columns.dept, ds.deptIds));
  if (ds.self && columns.user) parts.push(eq(columns.user, ds.userId));
  return parts.length > 0 ? or(...parts) : sql`false`;
}
