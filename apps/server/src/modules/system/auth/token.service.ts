/**
 * Opaque access and refresh tokens. What must stay true:
 * - only SHA-256 hashes are stored, so a database leak yields no usable token;
 * - a refresh token is exchanged at most once (an atomic `used_time IS NULL` update); a second
 *   exchange means it was stolen or replayed, and the whole session is revoked;
 * - revocation is immediate: a deleted row is an invalid token on the next request. The session
 *   check is served from the catalogue cache's `remember` (never past the token's or the tenant's
 *   expiry); every write that ends a session, or changes a user, role or tenant, invalidates the
 *   tenant's entries before it answers (platform/auth-invalidation.ts), on every instance.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { activeTenantIds } from '../tenant/index.ts';
import { enabledUserIdentities, isUserEnabled } from '../user/index.ts';
import { accessToken, refreshToken } from './auth.schema.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { sameTenant } from '../../../db/tenantScope.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { acrossTenants } from '../../../db/tenantContext.ts';

export interface TokenPair {
  userId: number;
  accessToken: string;
  refreshToken: string;
  expiresTime: number;
}

const newToken = () => randomBytes(24).toString('hex');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class TokenService {
  // Prepared once: it runs on every authenticated request, so parse and plan are paid only once.
  private readonly authenticateQuery: ReturnType<typeof prepareAuthenticate>;

  constructor(
    private readonly db: Db,
    private readonly ttl: { accessSeconds: number; refreshSeconds: number },
    private readonly cache?: CatalogueCache,
  ) {
    this.authenticateQuery = prepareAuthenticate(db);
  }

  /**
   * Starts a session: one access and one refresh token sharing a new session id, with the
   * sign-in's client address (令牌管理 lists it; refreshes hand it on).
   */
  async createSession(tenantId: number, userId: number, q: Db | Tx = this.db, userIp = ''): Promise<TokenPair> {
    return this.issue(q, tenantId, userId, randomUUID(), userIp);
  }

  private async issue(q: Db | Tx, tenantId: number, userId: number, sessionId: string, userIp: string): Promise<TokenPair> {
    const now = Date.now();
    const access = newToken();
    const refresh = newToken();
    const accessExpires = now + this.ttl.accessSeconds * 1000;
    await q.insert(accessToken).values({
      tenantId,
      userId,
      sessionId,
      userIp,
      tokenHash: hashToken(access),
      expiresTime: accessExpires,
    });
    await q.insert(refreshToken).values({
      tenantId,
      userId,
      sessionId,
      userIp,
      tokenHash: hashToken(refresh),
      expiresTime: now + this.ttl.refreshSeconds * 1000,
    });
    return { userId, accessToken: access, refreshToken: refresh, expiresTime: accessExpires };
  }

  /**
   * The caller behind an access token, or null when the token is unknown, expired, or its user
   * or tenant is no longer active. One query: this runs on every authenticated request.
   */
  async authenticate(token: string): Promise<LoginUser | null> {
    const hash = hashToken(token);
    const load = async () => {
      // The token names the tenant: found before anyone knows which tenant the request is.
      const [row] = await acrossTenants(() => this.authenticateQuery.execute({ hash, now: new Date() }));
      if (!row) return null;
      const { tokenExpires, tenantExpires, ...user } = row;
      return { user: user as LoginUser, until: Math.min(tokenExpires, tenantExpires) };
    };
    const session = this.cache
      ? await this.cache.remember(`session:${hash}`, load, (s) => (s ? { tenantId: s.user.tenantId, until: s.until } : null))
      : await load();
    return session?.user ?? null;
  }

  /** Exchanges a refresh token for a new pair; see the header for the reuse rule. */
  async refresh(token: string, tenantId: number): Promise<TokenPair> {
    const hash = hashToken(token);
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(refreshToken).where(eq(refreshToken.tokenHash, hash)).limit(1);
      if (!row || row.tenantId !== tenantId) return { error: ErrorCodes.INVALID_REFRESH_TOKEN } as const;
      const sessionTenantId = row.tenantId;
      if (row.expiresTime <= Date.now()) {
        await this.revokeSessionIn(tx, row.sessionId);
        return { error: ErrorCodes.REFRESH_TOKEN_EXPIRED, sessionTenantId } as const;
      }
      const claimed = await tx
        .update(refreshToken)
        .set({ usedTime: Date.now() })
        .where(and(eq(refreshToken.id, row.id), isNull(refreshToken.usedTime)))
        .returning({ id: refreshToken.id });
      if (claimed.length === 0) {
        // Reuse of a spent token: treat the session as compromised.
        await this.revokeSessionIn(tx, row.sessionId);
        return { error: ErrorCodes.INVALID_REFRESH_TOKEN, sessionTenantId } as const;
      }
      if (!(await isUserEnabled(tx, row.tenantId, row.userId))) {
        await this.revokeSessionIn(tx, row.sessionId);
        return { error: ErrorCodes.INVALID_REFRESH_TOKEN, sessionTenantId } as const;
      }
      await tx.delete(accessToken).where(eq(accessToken.sessionId, row.sessionId));
      return { pair: await this.issue(tx, row.tenantId, row.userId, row.sessionId, row.userIp), sessionTenantId } as const;
    });
    // The old access token (or the whole session) is gone: no instance may still accept it.
    if (outcome.sessionTenantId !== undefined) this.cache?.invalidateTenant(outcome.sessionTenantId);
    // Thrown outside the transaction so that the revocation above is committed.
    if (outcome.error) throw serviceError(outcome.error);
    return outcome.pair!;
  }

  /** Revokes the session an access token belongs to; unknown tokens are ignored. */
  async revokeByAccessToken(token: string): Promise<{ userId: number; tenantId: number } | null> {
    const [row] = await this.db
      .select({ sessionId: accessToken.sessionId, userId: accessToken.userId, tenantId: accessToken.tenantId })
      .from(accessToken)
      .where(eq(accessToken.tokenHash, hashToken(token)))
      .limit(1);
    if (!row) return null;
    await this.db.transaction((tx) => this.revokeSessionIn(tx, row.sessionId));
    this.cache?.invalidateTenant(row.tenantId);
    return { userId: row.userId, tenantId: row.tenantId };
  }

  private async revokeSessionIn(tx: Tx, sessionId: string) {
    await tx.delete(accessToken).where(eq(accessToken.sessionId, sessionId));
    await tx.delete(refreshToken).where(eq(refreshToken.sessionId, sessionId));
  }
}

/** One statement: the token's row joined to the user's and the tenant's owners' subqueries of active rows. */
function prepareAuthenticate(db: Db) {
  const activeUser = enabledUserIdentities(db);
  const activeTenant = activeTenantIds(db, sql.placeholder('now'));
  return db
    .select({
      id: activeUser.id,
      tenantId: accessToken.tenantId,
      sessionId: accessToken.sessionId,
      username: activeUser.username,
      nickname: activeUser.nickname,
      avatar: activeUser.avatar,
      tokenExpires: accessToken.expiresTime,
      tenantExpires: activeTenant.expireTime,
    })
    .from(accessToken)
    .innerJoin(activeUser, and(eq(activeUser.id, accessToken.userId), sameTenant(activeUser, accessToken)))
    .innerJoin(activeTenant, eq(activeTenant.id, accessToken.tenantId))
    .where(and(eq(accessToken.tokenHash, sql.placeholder('hash')), gt(accessToken.expiresTime, sql.placeholder('now'))))
    .limit(1)
    .prepare('authenticate_access_token');
}
