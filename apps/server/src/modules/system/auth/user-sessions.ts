/**
 * Ends a user's sessions at once. Tokens are rows (token.service.ts), so deleting them makes the
 * next request with any of them 401, on every instance. Used when a user is deleted, disabled
 * or has their password reset by an administrator.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { accessToken, refreshToken } from './auth.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';

/** `keepSessionId`: the caller's own session, kept when they reset their own password. */
export async function revokeUserSessions(scope: TenantScope, userId: number, tx: Tx, keepSessionId?: string) {
  const keep = (col: typeof accessToken.sessionId | typeof refreshToken.sessionId) =>
    keepSessionId ? ne(col, keepSessionId) : undefined;
  await scope.delete(accessToken, and(eq(accessToken.userId, userId), keep(accessToken.sessionId))!, tx);
  await scope.delete(refreshToken, and(eq(refreshToken.userId, userId), keep(refreshToken.sessionId))!, tx);
}
