/**
 * Which console user a social account signs in as (system_social_user_bind), as the reference
 * binds: an account binds to one user, so binding it to another moves it; a user holds at most
 * one account per type, so a new one replaces the old. Both rules and the new row are written
 * in one transaction, under the tenant's write lock, so two binds cannot interleave.
 */
import { and, eq } from 'drizzle-orm';
import { SOCIAL_USER_TYPE_ADMIN } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { lockTenantWrites } from '../tenant/index.ts';
import { userSigningInById } from '../user/index.ts';
import type { SocialProfile } from './providers/social-provider.ts';
import { socialUser, socialUserBind } from './social.schema.ts';

export async function bindAccount(tx: Tx, scope: TenantScope, userId: number, type: number, socialUserId: number): Promise<void> {
  await lockTenantWrites(tx, scope.tenantId);
  await scope.delete(socialUserBind, eq(socialUserBind.socialUserId, socialUserId), tx);
  await scope.delete(
    socialUserBind,
    and(eq(socialUserBind.userId, userId), eq(socialUserBind.userType, SOCIAL_USER_TYPE_ADMIN), eq(socialUserBind.socialType, type))!,
    tx,
  );
  await scope.insert(socialUserBind, { userId, userType: SOCIAL_USER_TYPE_ADMIN, socialType: type, socialUserId }, tx);
}

/** The user an account signs in as; none when unbound or when that user was deleted since. */
export async function boundUser(db: Db | Tx, scope: TenantScope, socialUserId: number) {
  const binds = await db
    .select({ userId: socialUserBind.userId })
    .from(socialUserBind)
    .where(scope.where(socialUserBind, eq(socialUserBind.socialUserId, socialUserId)));
  for (const { userId } of binds) {
    const found = await userSigningInById(db, scope, userId);
    if (found) return found;
  }
  return undefined;
}

/** Records (or refreshes) the account a provider answered: its id. */
export async function upsertSocialUser(db: Db, scope: TenantScope, type: number, profile: SocialProfile): Promise<number> {
  const now = Date.now();
  const fields = { nickname: profile.nickname.slice(0, 255), avatar: profile.avatar.slice(0, 1024), rawUserInfo: profile.rawUserInfo };
  // An upsert, which TenantScope has no verb for: the tenant is stamped and matched here explicitly.
  const [row] = await db
    .insert(socialUser)
    .values({ tenantId: scope.tenantId, type, openid: profile.openid.slice(0, 255), ...fields })
    .onConflictDoUpdate({
      target: [socialUser.tenantId, socialUser.type, socialUser.openid],
      set: { ...fields, updateTime: now },
    })
    .returning({ id: socialUser.id });
  return row!.id;
}
