/**
 * 三方用户 (社交用户) of the tenant, and the signed-in user's own bindings (个人中心 社交信息).
 * Rows are read through the request's `TenantScope`; a user changes only their own bindings
 * (the caller comes from the request, never from the body), so unbinding someone else's
 * account does nothing, and answers true as an unbinding of nothing does.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ErrorCodes, socialUserResource, type QueryOf, type SocialUser, type socialUserApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { type TenantScope, sameTenant } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { usernamesOf } from '../user/index.ts';
import { socialUser, socialUserBind } from './social.schema.ts';

/** A social user's row with the id of the console user it is bound to (null when unbound). */
const columns = {
  id: socialUser.id,
  type: socialUser.type,
  openid: socialUser.openid,
  nickname: socialUser.nickname,
  avatar: socialUser.avatar,
  rawUserInfo: socialUser.rawUserInfo,
  createTime: socialUser.createTime,
  updateTime: socialUser.updateTime,
  boundUserId: socialUserBind.userId,
};

type Row = Omit<SocialUser, 'userId' | 'username'> & { boundUserId: number | null };

export class SocialUserService {
  constructor(private readonly deps: { db: Db; timeZone: string }) {}

  /** The social users with their binding: a left join on the same tenant as the account. */
  private select() {
    return this.deps.db
      .select(columns)
      .from(socialUser)
      .leftJoin(socialUserBind, and(eq(socialUserBind.socialUserId, socialUser.id), sameTenant(socialUserBind, socialUser)))
      .$dynamic();
  }

  /** The rows with their bound user's id and username, both empty when unbound or when that user was deleted since. */
  private async withUsers(scope: TenantScope, rows: Row[]): Promise<SocialUser[]> {
    const names = await usernamesOf(this.deps.db, scope, [...new Set(rows.flatMap((r) => (r.boundUserId === null ? [] : [r.boundUserId])))]);
    return rows.map(({ boundUserId, ...row }) => {
      const username = boundUserId === null ? undefined : names.get(boundUserId);
      return { ...row, userId: username === undefined ? null : boundUserId, username: username ?? '' };
    });
  }

  page(scope: TenantScope, q: QueryOf<typeof socialUserApi.page>) {
    const where = scope.where(socialUser, resourceWhere(socialUser, socialUserResource, q, this.deps.timeZone));
    return selectPage(this.deps.db, socialUser, where, q, async ({ limit, offset }) =>
      this.withUsers(scope, await this.select().where(where).orderBy(desc(socialUser.id)).limit(limit).offset(offset)),
    );
  }

  async get(scope: TenantScope, id: number): Promise<SocialUser> {
    const [row] = await this.select().where(scope.where(socialUser, eq(socialUser.id, id))).limit(1);
    if (!row) throw serviceError(ErrorCodes.SOCIAL_USER_NOT_EXISTS);
    const [found] = await this.withUsers(scope, [row]);
    return found!;
  }

  /** The caller's bound accounts, one per type at most. */
  async bindList(scope: TenantScope, userId: number): Promise<SocialUser[]> {
    const rows = await this.select()
      .where(scope.where(socialUser, eq(socialUserBind.userId, userId)))
      .orderBy(socialUser.type);
    return this.withUsers(scope, rows);
  }

  /** Removes the caller's binding of that account, if the caller has it. */
  async unbind(scope: TenantScope, userId: number, p: { type: number; openid: string }): Promise<true> {
    const accounts = this.deps.db
      .select({ id: socialUser.id })
      .from(socialUser)
      .where(scope.where(socialUser, and(eq(socialUser.type, p.type), eq(socialUser.openid, p.openid))));
    await scope.delete(socialUserBind, and(eq(socialUserBind.userId, userId), eq(socialUserBind.socialType, p.type), inArray(socialUserBind.socialUserId, accounts))!);
    return true;
  }
}

/** The profile's 社交信息: the user's bound accounts as the reference answers them ({type, openid}). */
export async function socialAccountsOf(db: Db, scope: TenantScope, userId: number): Promise<Array<{ type: number; openid: string }>> {
  return db
    .select({ type: socialUser.type, openid: socialUser.openid })
    .from(socialUserBind)
    .innerJoin(socialUser, and(eq(socialUser.id, socialUserBind.socialUserId), sameTenant(socialUser, socialUserBind)))
    .where(scope.where(socialUserBind, eq(socialUserBind.userId, userId)))
    .orderBy(socialUser.type);
}
