/**
 * The members' tokens (the app surface), kept as the console's are (system/auth/token.service.ts)
 * but in their own table: only SHA-256 hashes stored, a refresh token exchanged at most once (a
 * second exchange revokes the session), revocation immediate. The gate asks `authenticate` on
 * app endpoints only, so a member token never opens the console and a console token never
 * opens the members' API.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginMember } from '../../../platform/context.ts';
import { enabledMember } from '../user/index.ts';
import { memberToken } from './member-token.schema.ts';
import { acrossTenants, withinTenant } from '../../../db/tenantContext.ts';

export interface MemberTokenPair {
  userId: number;
  accessToken: string;
  refreshToken: string;
  expiresTime: number;
}

export interface TokenLifetimes {
  accessSeconds: number;
  refreshSeconds: number;
}

const newToken = () => randomBytes(24).toString('hex');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export class MemberTokenService {
  // Prepared once: it runs on every member request (then the member/user feature says whether the member is enabled).
  private readonly authenticateQuery: ReturnType<typeof prepareAuthenticate>;

  constructor(
    private readonly db: Db,
    private readonly ttl: TokenLifetimes,
  ) {
    this.authenticateQuery = prepareAuthenticate(db);
  }

  /** Starts a session: an access and a refresh token sharing a new session id. */
  createSession(tenantId: number, memberId: number, userIp: string, q: Db | Tx = this.db): Promise<MemberTokenPair> {
    return this.issue(q, tenantId, memberId, randomUUID(), userIp);
  }

  private async issue(q: Db | Tx, tenantId: number, memberId: number, sessionId: string, userIp: string): Promise<MemberTokenPair> {
    const now = Date.now();
    const access = newToken();
    const refresh = newToken();
    const expiresTime = now + this.ttl.accessSeconds * 1000;
    const row = { sessionId, memberId, userIp };
    await tenantScope(this.db, tenantId).insert(
      memberToken,
      [
        { ...row, kind: 'access', tokenHash: hashOf(access), expiresTime },
        { ...row, kind: 'refresh', tokenHash: hashOf(refresh), expiresTime: now + this.ttl.refreshSeconds * 1000 },
      ],
      q,
    );
    return { userId: memberId, accessToken: access, refreshToken: refresh, expiresTime };
  }

  /**
   * The member behind an access token, or null when it is unknown, expired, a refresh token, or
   * its member is disabled. The token names its tenant: the gate then requires the header to
   * equal it and the tenant to be active.
   */
  async authenticate(token: string): Promise<LoginMember | null> {
    // The token names the tenant: found before anyone knows which tenant the request is.
    const [session] = await acrossTenants(() => this.authenticateQuery.execute({ hash: hashOf(token), now: new Date() }));
    if (!session) return null;
    const member = await withinTenant(session.tenantId, () => enabledMember(this.db, session.tenantId, session.memberId));
    return member ? { id: member.id, tenantId: session.tenantId, sessionId: session.sessionId, mobile: member.mobile, nickname: member.nickname } : null;
  }

  /** Exchanges a refresh token of the header's tenant for a new pair; a spent one revokes the session. */
  async refresh(token: string, tenantId: number): Promise<MemberTokenPair> {
    const scope = tenantScope(this.db, tenantId);
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await scope.selectFrom(memberToken, and(eq(memberToken.tokenHash, hashOf(token)), eq(memberToken.kind, 'refresh')), tx);
      if (!row) return { error: ErrorCodes.INVALID_REFRESH_TOKEN } as const;
      if (row.expiresTime <= Date.now()) {
        await this.revokeSession(tx, tenantId, row.sessionId);
        return { error: ErrorCodes.REFRESH_TOKEN_EXPIRED } as const;
      }
      const claimed = await scope.update(memberToken, { usedTime: Date.now() }, and(eq(memberToken.id, row.id), isNull(memberToken.usedTime))!, tx);
      const owner = claimed === 1 ? await enabledMember(tx, tenantId, row.memberId) : undefined;
      // Reuse of a spent token, or a member disabled since: the session ends.
      if (!owner) {
        await this.revokeSession(tx, tenantId, row.sessionId);
        return { error: ErrorCodes.INVALID_REFRESH_TOKEN } as const;
      }
      await scope.delete(memberToken, and(eq(memberToken.sessionId, row.sessionId), eq(memberToken.kind, 'access'))!, tx);
      return { pair: await this.issue(tx, tenantId, row.memberId, row.sessionId, row.userIp) } as const;
    });
    // Thrown outside the transaction so that the revocation above is committed.
    if (outcome.error) throw serviceError(outcome.error);
    return outcome.pair!;
  }

  /** Ends the session of an access token of the header's tenant; anything else is ignored (logging out twice is no error). */
  async revokeByAccessToken(token: string, tenantId: number): Promise<void> {
    const scope = tenantScope(this.db, tenantId);
    const [row] = await scope.selectFrom(memberToken, and(eq(memberToken.tokenHash, hashOf(token)), eq(memberToken.kind, 'access')));
    if (row) await this.revokeSession(this.db, tenantId, row.sessionId);
  }

  private async revokeSession(q: Db | Tx, tenantId: number, sessionId: string) {
    await tenantScope(this.db, tenantId).delete(memberToken, eq(memberToken.sessionId, sessionId), q);
  }
}

function prepareAuthenticate(db: Db) {
  return db
    .select({ memberId: memberToken.memberId, tenantId: memberToken.tenantId, sessionId: memberToken.sessionId })
    .from(memberToken)
    .where(and(eq(memberToken.tokenHash, sql.placeholder('hash')), eq(memberToken.kind, 'access'), gt(memberToken.expiresTime, sql.placeholder('now'))))
    .limit(1)
    .prepare('authenticate_member_token');
}
