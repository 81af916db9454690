/** Users' usernames by id, as other features' lists show whom a row belongs to (a social account's bound user). */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { user } from './user.schema.ts';

/** The usernames of the tenant's users among `ids`; an id of no user (deleted since) is left out. */
export async function usernamesOf(q: Db | Tx, scope: TenantScope, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await q.select({ id: user.id, username: user.username }).from(user).where(scope.where(user, inArray(user.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.username]));
}
