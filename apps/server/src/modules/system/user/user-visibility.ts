/**
 * Which users a caller may see and act on: the tenant (through the scope) narrowed by the
 * caller's data scope (permission/data-scope.ts). Every list, page and export of users, and
 * every call that names one user by id, goes through here, so a user of another tenant or
 * outside the caller's departments is simply "用户不存在": never a 403 that confirms it exists.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { user } from './user.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { dataScopeWhere } from '../permission/index.ts';
import { dataScopeOf } from './data-scope-of.ts';

export type UserRow = typeof user.$inferSelect;

export async function visibleUsersWhere(db: Db, scope: TenantScope, callerId: number, cache?: CatalogueCache): Promise<SQL> {
  const ds = await dataScopeOf(db, scope.tenantId, callerId, cache);
  return scope.where(user, dataScopeWhere(ds, { dept: user.deptId, user: user.id }));
}

export async function requireVisibleUser(db: Db, scope: TenantScope, callerId: number, id: number): Promise<UserRow> {
  const visible = await visibleUsersWhere(db, scope, callerId);
  const [row] = await db.select().from(user).where(and(visible, eq(user.id, id))).limit(1);
  if (!row) throw serviceError(ErrorCodes.USER_NOT_EXISTS);
  return row;
}
