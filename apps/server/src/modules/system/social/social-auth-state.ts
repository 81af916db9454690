/**
 * The authorization round trip's memory (system_social_auth_state): made when the browser leaves
 * for the provider, spent once when it comes back. What must stay true:
 * - only the SHA-256 of the state is stored, so a database reader cannot finish someone's round trip;
 * - a state is spent by one atomic UPDATE … WHERE used_time IS NULL, so a replayed state (or its
 *   code) is refused however many arrive at once; it is spent only in its own tenant, for its
 *   own type, before it expires;
 * - the account a social-login found unbound waits on the spent row with the code's hash, and is
 *   taken once (cleared by the bind), so the password login binds only what that round trip found.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { providerFailure } from './providers/social-provider.ts';
import { socialAuthState } from './social.schema.ts';

/** Round trips a tenant may have under way at once (far above any real sign-in rush). */
export const MAX_OPEN_STATES = 5_000;

/** How long a round trip may take, the provider's login page included. */
export const STATE_TTL_MS = 10 * 60_000;

export type StateRow = typeof socialAuthState.$inferSelect;

export const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');
const random = () => randomBytes(32).toString('base64url');

/** Starts a round trip: the values to send to the provider (state, PKCE verifier, nonce). */
export async function openState(db: Db, scope: TenantScope, type: number, redirectUri: string, startedBy: number | null = null, now = Date.now()) {
  const state = random();
  const codeVerifier = random();
  const nonce = random();
  // Expired round trips are of no use to anyone: each new one clears its tenant's.
  await scope.delete(socialAuthState, lt(socialAuthState.expiresTime, now), db);
  // The call is public: a flood may hold up the tenant's social sign-ins for ten minutes at
  // most, never grow the table without bound.
  const [open] = await db.select({ n: count() }).from(socialAuthState).where(scope.where(socialAuthState, gt(socialAuthState.expiresTime, now)));
  if ((open?.n ?? 0) >= MAX_OPEN_STATES) throw providerFailure('发起登录的请求过多，请稍后再试');
  await scope.insert(socialAuthState, { stateHash: sha256Hex(state), socialType: type, redirectUri, codeVerifier, nonce, startedBy, expiresTime: now + STATE_TTL_MS }, db);
  return { state, codeVerifier, nonce };
}

/** Spends a state once: its row, or the refusal (unknown, another tenant's or type's, expired, spent). */
export async function spendState(db: Db, scope: TenantScope, type: number, state: string, now = Date.now()): Promise<StateRow> {
  const [row] = await db
    .update(socialAuthState)
    .set({ usedTime: now, updateTime: now })
    .where(
      scope.where(
        socialAuthState,
        and(eq(socialAuthState.stateHash, sha256Hex(state)), eq(socialAuthState.socialType, type), isNull(socialAuthState.usedTime), gt(socialAuthState.expiresTime, now)),
      ),
    )
    .returning();
  if (!row) throw providerFailure('本次授权已失效或已使用，请重新发起登录');
  return row;
}

/** After a social-login found no binding: the account waits on the spent row for the password login. */
export async function parkUnbound(db: Db, scope: TenantScope, row: StateRow, socialUserId: number, code: string): Promise<void> {
  await scope.update(socialAuthState, { socialUserId, codeHash: sha256Hex(code), updateTime: Date.now() }, eq(socialAuthState.id, row.id), db);
}

/**
 * Takes the account a social-login left waiting, for the round trip named by state, type and
 * code: its social user id once, or undefined (nothing waiting, wrong code, expired, taken).
 */
export async function takeUnbound(tx: Tx, scope: TenantScope, p: { type: number; state: string; code: string }, now = Date.now()): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: socialAuthState.id, socialUserId: socialAuthState.socialUserId })
    .from(socialAuthState)
    .where(
      scope.where(
        socialAuthState,
        and(
          eq(socialAuthState.stateHash, sha256Hex(p.state)),
          eq(socialAuthState.socialType, p.type),
          eq(socialAuthState.codeHash, sha256Hex(p.code)),
          isNotNull(socialAuthState.usedTime),
          isNotNull(socialAuthState.socialUserId),
          gt(socialAuthState.expiresTime, now),
        ),
      ),
    )
    .limit(1);
  if (!row?.socialUserId) return undefined;
  // Cleared only if still there: of two logins racing for it, one binds.
  const taken = await scope.update(
    socialAuthState,
    { socialUserId: null, updateTime: now },
    and(eq(socialAuthState.id, row.id), eq(socialAuthState.socialUserId, row.socialUserId))!,
    tx,
  );
  return taken === 1 ? row.socialUserId : undefined;
}
