/**
 * The caller's own user row as 个人中心 reads and changes it, answered and written here so the
 * user table has one owner. The profile passes the caller's id from the request, never the body's.
 */
import { eq } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { requireUnique } from '../../../db/requireUnique.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { UserRow } from './user-visibility.ts';
import { user } from './user.schema.ts';

/** The user `id` of the tenant, or 用户不存在. */
export function requireUser(scope: TenantScope, id: number): Promise<UserRow> {
  return requireRow(scope, user, id, ErrorCodes.USER_NOT_EXISTS);
}

/** Changes the user's own fields: a non-empty email or mobile must be no other user's; an absent field is kept. */
export async function updateOwnProfile(db: Db, scope: TenantScope, id: number, fields: { nickname: string; email?: string; mobile?: string; sex?: number }) {
  const { nickname, email, mobile, sex } = fields;
  if (email) await requireUnique(scope, { table: user, column: user.email, value: email, exceptId: id }, ErrorCodes.USER_EMAIL_EXISTS, db);
  if (mobile) await requireUnique(scope, { table: user, column: user.mobile, value: mobile, exceptId: id }, ErrorCodes.USER_MOBILE_EXISTS, db);
  await scope.update(
    user,
    {
      nickname,
      ...(email !== undefined ? { email } : {}),
      ...(mobile !== undefined ? { mobile } : {}),
      ...(sex !== undefined ? { sex } : {}),
    },
    eq(user.id, id),
  );
}

/** Stores the user's new password hash, in the caller's transaction (which also ends their other sessions). */
export async function setUserPassword(q: Db | Tx, scope: TenantScope, id: number, hash: string): Promise<void> {
  await scope.update(user, { password: hash }, eq(user.id, id), q);
}

/** Points the user's avatar at `url`. */
export async function setUserAvatar(scope: TenantScope, id: number, url: string): Promise<void> {
  await scope.update(user, { avatar: url }, eq(user.id, id));
}
