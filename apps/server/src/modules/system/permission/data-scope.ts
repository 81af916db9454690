/**
 * Data scope: which department-owned rows a user may see, from their enabled roles (a union:
 * the widest role wins). 1 all, 2 chosen departments (plus one's own), 3 own department, 4 own department and
 * below, 5 self only; `super_admin` sees all. A user without roles sees only their own rows.
 * The user feature derives a user's scope (user/data-scope-of.ts: it knows their department);
 * apply it with `dataScopeWhere` on every query that lists users or other department-owned
 * records, so the rule lives here and nowhere else.
 */
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export const DataScopeType = { ALL: 1, DEPT_CUSTOM: 2, DEPT_ONLY: 3, DEPT_AND_CHILD: 4, SELF: 5 } as const;

export type DataScope = { all: true } | { all: false; userId: number; deptIds: number[]; self: boolean };

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
