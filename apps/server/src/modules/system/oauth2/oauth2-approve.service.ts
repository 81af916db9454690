/**
 * Remembered approvals (the reference's OAuth2ApproveService): what a user answered on /sso for
 * each scope of a client, kept 30 days, so the next authorize for approved scopes skips the page.
 * What must stay true:
 * - an approval belongs to one user of one tenant and one client; nobody else's answer counts;
 * - only an explicit answer on the page is remembered (a refused scope as `approved = false`,
 *   which never pre-approves); an expired answer counts as none;
 * - the client's 自动授权范围 are read at each authorize, not copied into approvals, so an
 *   administrator narrowing them takes effect at once;
 * - revoking a token leaves approvals alone, as the reference: the user approved the client,
 *   not the token.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { OAuth2ClientRow } from './oauth2-client.service.ts';
import { oauth2Approve } from './oauth2.schema.ts';

/** The reference's 30 days. */
export const APPROVAL_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The admin console's users; members would be 1. */
const ADMIN_USER_TYPE = 2;

type Caller = Pick<LoginUser, 'id' | 'tenantId'>;

export class OAuth2ApproveService {
  constructor(private readonly db: Db) {}

  /** The scopes `caller` approved for the client and that have not expired. */
  async approvedScopes(caller: Caller, clientId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ scope: oauth2Approve.scope })
      .from(oauth2Approve)
      .where(
        tenantScope(this.db, caller.tenantId).where(
          oauth2Approve,
          and(
            eq(oauth2Approve.userType, ADMIN_USER_TYPE),
            eq(oauth2Approve.userId, caller.id),
            eq(oauth2Approve.clientId, clientId),
            eq(oauth2Approve.approved, true),
            gt(oauth2Approve.expiresTime, Date.now()),
          ),
        ),
      );
    return new Set(rows.map((r) => r.scope));
  }

  /** Whether every one of `scopes` (at least one) is auto-approved by the client or approved by the caller. */
  async preApproved(caller: Caller, client: OAuth2ClientRow, scopes: string[]): Promise<boolean> {
    if (scopes.length === 0) return false;
    const pending = scopes.filter((s) => !client.autoApproveScopes.includes(s));
    if (pending.length === 0) return true;
    const approved = await this.approvedScopes(caller, client.clientId);
    return pending.every((s) => approved.has(s));
  }

  /** Remembers the caller's answer for each scope, for 30 days from now (a later answer replaces it). */
  async remember(caller: Caller, clientId: string, decisions: Record<string, boolean>): Promise<void> {
    const entries = Object.entries(decisions);
    if (entries.length === 0) return;
    const expiresTime = Date.now() + APPROVAL_TTL_MS;
    await this.db
      .insert(oauth2Approve)
      .values(
        entries.map(([scope, approved]) => ({
          tenantId: caller.tenantId,
          userType: ADMIN_USER_TYPE,
          userId: caller.id,
          clientId,
          scope,
          approved,
          expiresTime,
          creator: String(caller.id),
          updater: String(caller.id),
        })),
      )
      .onConflictDoUpdate({
        target: [oauth2Approve.tenantId, oauth2Approve.userType, oauth2Approve.userId, oauth2Approve.clientId, oauth2Approve.scope],
        set: { approved: sql`excluded.approved`, expiresTime: sql`excluded.expires_time`, updater: String(caller.id), updateTime: Date.now() },
      });
  }
}
