/**
 * The console's own sessions as 令牌管理 (oauth2/oauth2-token.service.ts) lists and ends them
 * beside the tokens issued to clients, answered here so the session tables have one owner. A
 * session shows as its access row: client `default`, the sign-in's client address, its session
 * id as the handle (a random value that grants nothing).
 */
import { and, count, eq, exists, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { accessToken, refreshToken } from './auth.schema.ts';
import { hashToken } from './token.service.ts';

export interface SessionFilters {
  userId?: number;
  userType?: number;
  clientId?: string;
}

/** A session's access row while the access token is unexpired or its unspent refresh token is. */
function sessionWhere(db: Db, scope: TenantScope, q: SessionFilters, now: number): SQL {
  const refreshable = db
    .select({ one: sql`1` })
    .from(refreshToken)
    .where(and(eq(refreshToken.sessionId, accessToken.sessionId), isNull(refreshToken.usedTime), gt(refreshToken.expiresTime, now)));
  return scope.where(
    accessToken,
    and(
      q.userId === undefined ? undefined : eq(accessToken.userId, q.userId),
      q.userType === undefined ? undefined : eq(accessToken.userType, q.userType),
      q.clientId ? eq(accessToken.clientId, q.clientId) : undefined,
      or(gt(accessToken.expiresTime, now), exists(refreshable)),
    ),
  );
}

/**
 * The live sessions matching the filters, as an unexecuted select in the column order of the
 * clients' rows (id, handle, user, user type, tenant, client, scopes, address, created, expires),
 * so the caller pages both kinds in one `UNION ALL`; and a query counting them.
 */
export function liveSessions(db: Db, scope: TenantScope, q: SessionFilters, now: number) {
  const where = sessionWhere(db, scope, q, now);
  return {
    rows: db
      .select({
        id: accessToken.id,
        handle: accessToken.sessionId,
        userId: accessToken.userId,
        userType: accessToken.userType,
        tenantId: accessToken.tenantId,
        clientId: accessToken.clientId,
        scopes: sql<string[]>`'[]'::jsonb`.as('scopes'),
        userIp: accessToken.userIp,
        createTime: accessToken.createTime,
        expiresTime: accessToken.expiresTime,
      })
      .from(accessToken)
      .where(where),
    count: db.select({ n: count() }).from(accessToken).where(where),
  };
}

/**
 * 强退 of a console session: ends the session `value` names (its session id, or a whole access
 * token) in the scope's tenant, in the caller's transaction; false when there is none.
 */
export async function endSession(tx: Tx, scope: TenantScope, value: string): Promise<boolean> {
  const [session] = await tx
    .select({ sessionId: accessToken.sessionId })
    .from(accessToken)
    .where(scope.where(accessToken, or(eq(accessToken.sessionId, value), eq(accessToken.tokenHash, hashToken(value)))))
    .limit(1);
  if (!session) return false;
  // The session's access token and every refresh token it was given (spent ones too: reuse finds nothing).
  await scope.delete(accessToken, eq(accessToken.sessionId, session.sessionId), tx);
  await scope.delete(refreshToken, eq(refreshToken.sessionId, session.sessionId), tx);
  return true;
}
