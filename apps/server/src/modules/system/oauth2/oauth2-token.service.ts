/**
 * 令牌管理: what can still act for the caller's tenant's users. Two kinds of row, in one list
 * newest first, as the reference lists both (its console is the OAuth2 client `default`):
 * - the tokens issued to clients (`system_oauth2_token`, one row per grant's family);
 * - the console's own sessions (`system_oauth2_access_token`, one access row per session, its
 *   refresh token beside it), shown with client `default` and the sign-in's client address.
 * What must stay true:
 * - only hashes of tokens are stored, so a row shows its handle in `accessToken`: a random value
 *   (the family's `handle`, the session's id) that grants nothing and from which no token can be
 *   derived; 强退 takes that handle (or a whole access token, as the reference);
 * - 强退 acts at once: a revoked family's access and refresh tokens, an ended session's access
 *   and refresh tokens, fail on their next use;
 * - everything is within the caller's tenant: another tenant's handle is "访问令牌不存在", as an
 *   unknown one is (the reference answers success and changes nothing).
 */
import { and, count, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { ErrorCodes, type OAuth2Token, type QueryOf, type oauth2TokenApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { pageWindow } from '../../../db/selectPage.ts';
import { serviceError } from '../../../platform/errors.ts';
import { endSession, liveSessions } from '../auth/index.ts';
import { hashSecret } from './oauth2-grant.service.ts';
import { oauth2RefreshSpent, oauth2Token } from './oauth2.schema.ts';

type Filters = Pick<QueryOf<typeof oauth2TokenApi.page>, 'userId' | 'userType' | 'clientId'>;

export class OAuth2TokenService {
  constructor(private readonly db: Db) {}

  /** A client's row while its access or refresh token is unexpired. */
  private clientWhere(scope: TenantScope, q: Filters, now: number): SQL {
    return scope.where(
      oauth2Token,
      and(
        q.userId === undefined ? undefined : eq(oauth2Token.userId, q.userId),
        q.userType === undefined ? undefined : eq(oauth2Token.userType, q.userType),
        q.clientId ? eq(oauth2Token.clientId, q.clientId) : undefined,
        or(gt(oauth2Token.expiresTime, now), gt(oauth2Token.refreshExpiresTime, now)),
      ),
    );
  }

  async page(scope: TenantScope, q: QueryOf<typeof oauth2TokenApi.page>) {
    const now = Date.now();
    const clientWhere = this.clientWhere(scope, q, now);
    const sessions = liveSessions(this.db, scope, q, now);
    const { limit, offset } = pageWindow(q);
    const clients = this.db
      .select({
        id: oauth2Token.id,
        handle: oauth2Token.handle,
        userId: oauth2Token.userId,
        userType: oauth2Token.userType,
        tenantId: oauth2Token.tenantId,
        clientId: oauth2Token.clientId,
        scopes: oauth2Token.scopes,
        userIp: sql<string>`''`.as('user_ip'),
        createTime: oauth2Token.createTime,
        expiresTime: oauth2Token.expiresTime,
      })
      .from(oauth2Token)
      .where(clientWhere);
    const [rows, [clientCount], [sessionCount]] = await Promise.all([
      clients.unionAll(sessions.rows).orderBy(sql`"create_time" desc`, sql`"handle"`).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(oauth2Token).where(clientWhere),
      sessions.count,
    ]);
    return {
      total: Number(clientCount?.n ?? 0) + Number(sessionCount?.n ?? 0),
      list: rows.map(
        (r): OAuth2Token => ({
          id: r.id,
          accessToken: r.handle,
          refreshToken: '',
          userId: r.userId,
          userType: r.userType,
          tenantId: r.tenantId,
          clientId: r.clientId,
          scopes: r.scopes,
          userIp: r.userIp,
          createTime: r.createTime,
          expiresTime: r.expiresTime,
        }),
      ),
    };
  }

  /**
   * 强退: revokes the client token family or ends the console session that `accessToken` names
   * (a handle from the list, or a whole access token), in the caller's tenant; not there → error.
   */
  async delete(scope: TenantScope, q: QueryOf<typeof oauth2TokenApi.delete>): Promise<boolean> {
    const value = q.accessToken;
    const ended = await this.db.transaction(async (tx) => {
      const [family] = await tx
        .select({ id: oauth2Token.id })
        .from(oauth2Token)
        .where(scope.where(oauth2Token, or(eq(oauth2Token.handle, value), eq(oauth2Token.accessHash, hashSecret(value)))))
        .limit(1);
      if (family) {
        await scope.delete(oauth2Token, eq(oauth2Token.id, family.id), tx);
        await scope.delete(oauth2RefreshSpent, eq(oauth2RefreshSpent.tokenId, family.id), tx);
        return true;
      }
      return endSession(tx, scope, value);
    });
    if (!ended) throw serviceError(ErrorCodes.OAUTH2_ACCESS_TOKEN_NOT_EXISTS);
    return true;
  }
}
