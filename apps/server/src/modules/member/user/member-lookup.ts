/**
 * Members as other features name them: nicknames for lists (coupons held), the ids whose nickname
 * contains a text as a subquery (a list filtered by 会员昵称 stays one statement), ids by mobile
 * (the demo gives coupons to its members), and a picker's search (发放 of coupons).
 */
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { containsText } from '../../../db/textFilter.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { memberUser } from './member-user.schema.ts';

/** The tenant's members among `ids`, by id, with their nicknames; an id of another tenant or of none is left out. */
export async function memberNicknames(q: Db | Tx, scope: TenantScope, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await q
    .select({ id: memberUser.id, nickname: memberUser.nickname })
    .from(memberUser)
    .where(scope.where(memberUser, inArray(memberUser.id, unique)));
  return new Map(rows.map((r) => [r.id, r.nickname]));
}

/** Members as a console screen shows one (an order's 买家): id, nickname, avatar (a stored path), mobile. */
export async function memberProfiles(q: Db | Tx, scope: TenantScope, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, { id: number; nickname: string; avatar: string; mobile: string }>();
  const rows = await q
    .select({ id: memberUser.id, nickname: memberUser.nickname, avatar: memberUser.avatar, mobile: memberUser.mobile })
    .from(memberUser)
    .where(scope.where(memberUser, inArray(memberUser.id, unique)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The ids of the tenant's members whose nickname contains `nickname` (case-insensitive, literal), as a subquery. */
export function memberIdsNamedLike(q: Db | Tx, scope: TenantScope, nickname: string) {
  return q.select({ id: memberUser.id }).from(memberUser).where(scope.where(memberUser, containsText(memberUser.nickname, nickname)));
}

/** The tenant's members among `ids` that exist and are enabled (coupons are given to them only). */
export async function enabledMemberIds(q: Db | Tx, scope: TenantScope, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await q
    .select({ id: memberUser.id })
    .from(memberUser)
    .where(scope.where(memberUser, and(inArray(memberUser.id, unique), eq(memberUser.status, 0))));
  return rows.map((r) => r.id);
}

/** A member's id by mobile, or undefined. */
export async function memberIdByMobile(q: Db | Tx, scope: TenantScope, mobile: string): Promise<number | undefined> {
  const [row] = await q.select({ id: memberUser.id }).from(memberUser).where(scope.where(memberUser, eq(memberUser.mobile, mobile)));
  return row?.id;
}

/**
 * Up to `limit` enabled members whose nickname or mobile contains `keyword` (all, without one),
 * newest first, for a picker: the mobile shown by its first three and last four digits only.
 */
export async function enabledMembersMatching(q: Db | Tx, scope: TenantScope, keyword: string | undefined, limit: number) {
  const rows = await q
    .select({ id: memberUser.id, nickname: memberUser.nickname, mobile: memberUser.mobile })
    .from(memberUser)
    .where(scope.where(memberUser, and(eq(memberUser.status, 0), keyword?.trim() ? or(containsText(memberUser.nickname, keyword), containsText(memberUser.mobile, keyword)) : undefined)))
    .orderBy(desc(memberUser.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, mobile: r.mobile.length === 11 ? `${r.mobile.slice(0, 3)}****${r.mobile.slice(7)}` : r.mobile }));
}
