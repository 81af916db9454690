/**
 * The authorization server's grants: codes, and the tokens issued to clients. What must stay true:
 * - codes and tokens are random, stored only as SHA-256 (a database leak yields nothing usable);
 * - a code lives five minutes and is claimed once by an atomic `used_time IS NULL` update; a
 *   replayed code revokes every token issued for it (RFC 6749 §4.1.2);
 * - PKCE: only S256; a code issued with a challenge needs the verifier, one without refuses one;
 * - a refresh token is exchanged once (the row's hash is replaced atomically); the row is the
 *   family of one grant, and a spent refresh token presented again revokes it (reuse detection);
 * - a token is valid only while its user, tenant and client are active.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { serviceError } from '../../../platform/errors.ts';
import { isTenantActive } from '../tenant/index.ts';
import { isUserEnabled } from '../user/index.ts';
import type { OAuth2ClientRow } from './oauth2-client.service.ts';
import { oauth2Client, oauth2Code, oauth2RefreshSpent, oauth2Token } from './oauth2.schema.ts';
import { acrossTenants, withinTenant } from '../../../db/tenantContext.ts';

export const CODE_TTL_MS = 5 * 60 * 1000;

const randomToken = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest();
export const hashSecret = (token: string) => sha256(token).toString('hex');
/** RFC 7636 §4.6: BASE64URL(SHA256(verifier)). */
export const s256 = (verifier: string) => sha256(verifier).toString('base64url');

export interface IssuedToken {
  accessToken: string;
  refreshToken: string | null;
  expiresIn: number;
  scopes: string[];
}

export interface TokenOwner {
  tenantId: number;
  userId: number | null;
  clientId: string;
  scopes: string[];
  expiresTime: number;
}

export interface CodeRequest {
  tenantId: number;
  userId: number;
  client: OAuth2ClientRow;
  scopes: string[];
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

export class OAuth2GrantService {
  constructor(private readonly db: Db) {}

  async createCode(req: CodeRequest): Promise<string> {
    const code = randomToken();
    await this.db.insert(oauth2Code).values({
      tenantId: req.tenantId,
      codeHash: hashSecret(code),
      userId: req.userId,
      clientId: req.client.clientId,
      scopes: req.scopes,
      redirectUri: req.redirectUri,
      state: req.state,
      codeChallenge: req.codeChallenge,
      expiresTime: Date.now() + CODE_TTL_MS,
    });
    return code;
  }

  /** The authorization-code grant: claims the code, then checks it against the request. */
  async exchangeCode(
    client: OAuth2ClientRow,
    p: { code: string; redirectUri?: string; state?: string; codeVerifier?: string },
  ): Promise<IssuedToken> {
    const hash = hashSecret(p.code);
    const outcome = await this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(oauth2Code)
        .set({ usedTime: Date.now() })
        .where(and(eq(oauth2Code.codeHash, hash), isNull(oauth2Code.usedTime)))
        .returning();
      if (!claimed) {
        const [spent] = await tx.select({ id: oauth2Code.id }).from(oauth2Code).where(and(eq(oauth2Code.codeHash, hash), isNotNull(oauth2Code.usedTime)));
        // A second use means the code leaked: what it bought is withdrawn.
        if (spent) await tx.delete(oauth2Token).where(eq(oauth2Token.codeId, spent.id));
        return { error: ErrorCodes.OAUTH2_CODE_NOT_EXISTS } as const;
      }
      if (claimed.expiresTime <= Date.now()) return { error: ErrorCodes.OAUTH2_CODE_EXPIRE } as const;
      if (claimed.clientId !== client.clientId) return { error: ErrorCodes.OAUTH2_GRANT_CLIENT_ID_MISMATCH } as const;
      if (p.redirectUri !== claimed.redirectUri) return { error: ErrorCodes.OAUTH2_GRANT_REDIRECT_URI_MISMATCH } as const;
      if (p.state && p.state !== claimed.state) return { error: ErrorCodes.OAUTH2_GRANT_STATE_MISMATCH } as const;
      if (!pkceMatches(claimed.codeChallenge, p.codeVerifier)) return { error: ErrorCodes.OAUTH2_GRANT_PKCE_MISMATCH } as const;
      return { token: await this.issueIn(tx, client, claimed.tenantId, claimed.userId, claimed.scopes, claimed.id) } as const;
    });
    // Thrown after the transaction, so the claim (and a replay's revocation) is committed.
    if ('error' in outcome && outcome.error) throw serviceError(outcome.error);
    return outcome.token!;
  }

  issue(client: OAuth2ClientRow, tenantId: number, userId: number | null, scopes: string[]): Promise<IssuedToken> {
    return this.issueIn(this.db, client, tenantId, userId, scopes, null);
  }

  private async issueIn(q: Db | Tx, client: OAuth2ClientRow, tenantId: number, userId: number | null, scopes: string[], codeId: number | null) {
    const now = Date.now();
    const accessToken = randomToken();
    // A token without a user (client credentials) is not refreshed: the client asks again (RFC 6749 §4.4.3).
    const refreshToken = userId === null ? null : randomToken();
    await q.insert(oauth2Token).values({
      tenantId,
      userId,
      clientId: client.clientId,
      scopes,
      codeId,
      ...this.hashes(accessToken, refreshToken),
      expiresTime: now + client.accessTokenValiditySeconds * 1000,
      refreshExpiresTime: refreshToken ? now + client.refreshTokenValiditySeconds * 1000 : null,
    });
    return { accessToken, refreshToken, expiresIn: client.accessTokenValiditySeconds, scopes } satisfies IssuedToken;
  }

  private hashes(accessToken: string, refreshToken: string | null) {
    return {
      accessHash: hashSecret(accessToken),
      refreshHash: refreshToken ? hashSecret(refreshToken) : null,
    };
  }

  /**
   * The refresh-token grant: a new pair for the row, the old refresh token spent (its hash kept
   * in `oauth2RefreshSpent`). A spent token presented again by its client is reuse: the token was
   * copied, and the row (every token descended from the grant, the legitimate holder's included)
   * is revoked, as a replayed code revokes what it bought. Two refreshes racing with one token
   * are reuse too: the loser finds the token spent by the winner.
   */
  async refresh(client: OAuth2ClientRow, refreshToken: string): Promise<IssuedToken> {
    const oldHash = hashSecret(refreshToken);
    const outcome = await this.db.transaction(async (tx) => {
      const now = Date.now();
      const [row] = await tx.select().from(oauth2Token).where(eq(oauth2Token.refreshHash, oldHash)).limit(1);
      if (!row) {
        await this.revokeReused(tx, client.clientId, oldHash);
        return { error: true } as const;
      }
      if (row.clientId !== client.clientId) return { error: true } as const;
      if ((row.refreshExpiresTime ?? 0) <= now) {
        await this.revokeFamily(tx, row.id);
        return { error: true } as const;
      }
      if (row.userId !== null && !(await this.ownerActive(row.tenantId, row.userId, tx))) return { error: true } as const;
      const accessToken = randomToken();
      const nextRefresh = randomToken();
      const swapped = await tx
        .update(oauth2Token)
        .set({ ...this.hashes(accessToken, nextRefresh), expiresTime: now + client.accessTokenValiditySeconds * 1000 })
        .where(and(eq(oauth2Token.id, row.id), eq(oauth2Token.refreshHash, oldHash)))
        .returning({ id: oauth2Token.id });
      if (swapped.length === 0) {
        await this.revokeReused(tx, client.clientId, oldHash);
        return { error: true } as const;
      }
      // Spent hashes outlive their use only as long as the family could still refresh.
      await tx.delete(oauth2RefreshSpent).where(lte(oauth2RefreshSpent.expiresTime, now));
      await tx.insert(oauth2RefreshSpent).values({ tenantId: row.tenantId, refreshHash: oldHash, tokenId: row.id, expiresTime: row.refreshExpiresTime! });
      return { token: { accessToken, refreshToken: nextRefresh, expiresIn: client.accessTokenValiditySeconds, scopes: row.scopes } } as const;
    });
    // Thrown after the transaction, so a reuse's revocation is committed.
    if ('error' in outcome) throw serviceError(ErrorCodes.OAUTH2_GRANT_REFRESH_TOKEN_INVALID);
    return outcome.token;
  }

  /** A spent refresh token presented again by the client it was issued to: its family is revoked. */
  private async revokeReused(tx: Tx, clientId: string, hash: string) {
    const [spent] = await tx
      .select({ tokenId: oauth2RefreshSpent.tokenId })
      .from(oauth2RefreshSpent)
      .innerJoin(oauth2Token, and(eq(oauth2Token.id, oauth2RefreshSpent.tokenId), eq(oauth2Token.clientId, clientId)))
      .where(eq(oauth2RefreshSpent.refreshHash, hash))
      .limit(1);
    if (spent) await this.revokeFamily(tx, spent.tokenId);
  }

  /** The row (its access and refresh token, whatever rotations it went through) and its spent hashes. */
  private async revokeFamily(tx: Tx, tokenId: number) {
    await tx.delete(oauth2Token).where(eq(oauth2Token.id, tokenId));
    await tx.delete(oauth2RefreshSpent).where(eq(oauth2RefreshSpent.tokenId, tokenId));
  }

  private async ownerActive(tenantId: number, userId: number, q: Db | Tx = this.db): Promise<boolean> {
    return (await isUserEnabled(q, tenantId, userId)) && (await isTenantActive(q, tenantId));
  }

  /** Who an access token speaks for, or null when it is unknown, expired, or its user or tenant is not active. */
  async authenticate(accessToken: string): Promise<TokenOwner | null> {
    // A disabled or deleted client's tokens stop working with it.
    // The token names the tenant: found before anyone knows which tenant the request is.
    const [found] = await acrossTenants(() =>
      this.db
        .select({ row: oauth2Token })
        .from(oauth2Token)
        .innerJoin(oauth2Client, and(eq(oauth2Client.clientId, oauth2Token.clientId), eq(oauth2Client.status, 0)))
        .where(and(eq(oauth2Token.accessHash, hashSecret(accessToken)), gt(oauth2Token.expiresTime, Date.now())))
        .limit(1),
    );
    if (!found) return null;
    const { row } = found;
    if (row.userId !== null && !(await withinTenant(row.tenantId, () => this.ownerActive(row.tenantId, row.userId!)))) return null;
    return {
      tenantId: row.tenantId,
      userId: row.userId,
      clientId: row.clientId,
      scopes: row.scopes,
      expiresTime: row.expiresTime,
    };
  }

  /** Revokes an access token (and its refresh token) of this client; false when it is not the client's. */
  async revoke(clientId: string, accessToken: string): Promise<boolean> {
    const gone = await this.db
      .delete(oauth2Token)
      .where(and(eq(oauth2Token.accessHash, hashSecret(accessToken)), eq(oauth2Token.clientId, clientId)))
      .returning({ id: oauth2Token.id });
    return gone.length > 0;
  }
}

function pkceMatches(challenge: string, verifier: string | undefined): boolean {
  if (!challenge) return !verifier;
  if (!verifier) return false;
  const a = Buffer.from(s256(verifier));
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
