/** What member sign-in and the member tokens ask of the members' accounts, answered here so the member table has one owner. */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { type TenantScope, tenantWhere } from '../../../db/tenantScope.ts';
import { memberUser } from './member-user.schema.ts';

/** The account a mobile names in the tenant, with its password hash and status (sign-in checks both). */
export async function memberSigningIn(scope: TenantScope, mobile: string): Promise<{ id: number; password: string; status: number } | undefined> {
  const [row] = await scope.selectFrom(memberUser, eq(memberUser.mobile, mobile));
  return row && { id: row.id, password: row.password, status: row.status };
}

/** Notes a member's sign-in: from where, and when (now). */
export async function recordMemberLogin(scope: TenantScope, q: Db | Tx, memberId: number, ip: string): Promise<void> {
  await scope.update(memberUser, { loginIp: ip, loginDate: Date.now() }, eq(memberUser.id, memberId), q);
}

/** The tenant's member, if the account exists and is enabled (a session of a disabled member opens nothing). */
export async function enabledMember(q: Db | Tx, tenantId: number, memberId: number): Promise<{ id: number; mobile: string; nickname: string } | undefined> {
  const [row] = await q
    .select({ id: memberUser.id, mobile: memberUser.mobile, nickname: memberUser.nickname })
    .from(memberUser)
    .where(tenantWhere(memberUser, tenantId, and(eq(memberUser.id, memberId), eq(memberUser.status, 0))))
    .limit(1);
  return row;
}
