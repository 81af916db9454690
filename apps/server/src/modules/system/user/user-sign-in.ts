/**
 * What signing in asks of the tenant's users (the console's password and SMS logins, the OAuth2
 * password grant, social and token checks), answered here so the user table has one owner.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { type TenantScope, tenantWhere } from '../../../db/tenantScope.ts';
import { user } from './user.schema.ts';

/** A user signing in: what the sign-in checks (password hash, status) and logs (username). */
export interface SigningInUser {
  id: number;
  username: string;
  password: string;
  status: number;
}

const signingIn = { id: user.id, username: user.username, password: user.password, status: user.status };

/** The user signing in by username, whatever their status (the caller tells a disabled account only after the password). */
export async function userSigningIn(q: Db | Tx, scope: TenantScope, username: string): Promise<SigningInUser | undefined> {
  const [found] = await q.select(signingIn).from(user).where(scope.where(user, eq(user.username, username)));
  return found;
}

/** The account a mobile signs in to: an enabled one first, then the oldest. */
export async function userSigningInByMobile(q: Db | Tx, scope: TenantScope, mobile: string): Promise<SigningInUser | undefined> {
  const [found] = await q
    .select(signingIn)
    .from(user)
    .where(scope.where(user, eq(user.mobile, mobile)))
    .orderBy(asc(user.status), asc(user.id))
    .limit(1);
  return found;
}

/** A user by id as a sign-in names them (a social account's bound user), or undefined when deleted. */
export async function userSigningInById(q: Db | Tx, scope: TenantScope, id: number): Promise<Omit<SigningInUser, 'password'> | undefined> {
  const [found] = await q.select({ id: user.id, username: user.username, status: user.status }).from(user).where(scope.where(user, eq(user.id, id)));
  return found;
}

/** Stamps a sign-in's client address and moment on the user (the user list shows them). */
export async function recordSignIn(q: Db | Tx, scope: TenantScope, userId: number, ip: string): Promise<void> {
  await scope.update(user, { loginIp: ip, loginDate: Date.now() }, eq(user.id, userId), q);
}

/** The username of a user of the tenant, or undefined when there is no such user (a logout's log line). */
export async function usernameOf(q: Db | Tx, scope: TenantScope, id: number): Promise<string | undefined> {
  const [found] = await q.select({ username: user.username }).from(user).where(scope.where(user, eq(user.id, id)));
  return found?.username;
}

/**
 * Whether the tenant's user `userId` exists and is enabled: a refresh token or an OAuth2 grant
 * keeps working only while it is. Takes a tenant id, not a scope: the token's row names the tenant.
 */
export async function isUserEnabled(q: Db | Tx, tenantId: number, userId: number): Promise<boolean> {
  const [found] = await q
    .select({ status: user.status })
    .from(user)
    .where(and(eq(user.id, userId), tenantWhere(user, tenantId)));
  return found !== undefined && found.status === 0;
}

/**
 * The enabled users' identities (id, tenant, username, nickname, avatar) as a subquery, for the
 * token check that joins it into its one statement: it runs on every authenticated request.
 */
export function enabledUserIdentities(q: Db | Tx) {
  return q
    .select({ id: user.id, tenantId: user.tenantId, username: user.username, nickname: user.nickname, avatar: user.avatar })
    .from(user)
    .where(eq(user.status, 0))
    .as('enabled_user');
}
