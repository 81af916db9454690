/**
 * Users of the caller's tenant, as the administrator manages them. What must stay true:
 * - every read and every call naming a user goes through `user-visibility.ts` (tenant + data
 *   scope), so other tenants' users and users outside the caller's departments do not exist;
 * - every write is checked by `UserWriteCheck` (unique username/mobile/email, department and
 *   posts, account quota), the same rules the import applies;
 * - passwords are stored as argon2id hashes and never returned (`toUserResp` lists the fields);
 * - deleting, disabling or resetting the password of a user ends their sessions at once, and
 *   nobody can delete or disable themselves;
 * - every change of an existing user is refused for a protected account (`user-protection.ts`).
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CommonStatus, ErrorCodes, type FiltersOf, type QueryOf, type User, type userApi } from '@tenon/contracts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import type { Db } from '../../../db/client.ts';
import { selectPage, type PageWindow } from '../../../db/selectPage.ts';
import { deptNames } from '../dept/index.ts';
import { dropUserRoles } from '../permission/index.ts';
import { user } from './user.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { hashPassword } from '../../../platform/password.ts';
import { descendantsOf } from '../dept/index.ts';
import { normaliseMobile, UserWriteCheck } from './user.rules.ts';
import { requireVisibleUser, visibleUsersWhere, type UserRow } from './user-visibility.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { requireChangeableUser } from './user-protection.ts';
import { containsText } from '../../../db/textFilter.ts';

export type DeptRef = { id: number; name: string } | null;

/** A user's columns but the password hash: what a list reads (the hash is never answered, so never read for one). */
const { password: _passwordHash, ...listedColumns } = getTableColumns(user);

export const toUserResp = (u: Omit<UserRow, 'password'>, d: DeptRef): User => ({
  id: u.id,
  username: u.username,
  nickname: u.nickname,
  remark: u.remark,
  deptId: u.deptId,
  postIds: u.postIds,
  email: u.email,
  mobile: u.mobile,
  sex: u.sex,
  avatar: u.avatar,
  status: u.status,
  loginIp: u.loginIp,
  loginDate: u.loginDate,
  createTime: u.createTime,
  dept: d,
});

export interface UserFields {
  username: string;
  nickname: string;
  deptId?: number | null;
  postIds?: number[];
  email?: string;
  mobile?: string;
  sex?: number;
  avatar?: string;
  remark?: string;
}

export class UserService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
    /** Where the caller's data scope and the department names are remembered (the page's hot path). */
    private readonly cache?: CatalogueCache,
  ) {}

  /** The condition of a page or an export: the caller's visible users narrowed by the filters. */
  async filterWhere(scope: TenantScope, caller: LoginUser, q: FiltersOf<typeof userApi.page>): Promise<SQL> {
    const [visible, deptIds] = await Promise.all([
      visibleUsersWhere(this.db, scope, caller.id, this.cache),
      // A department filter means that department and every one below it, as in the reference.
      q.deptId ? descendantsOf(this.db, scope.tenantId, q.deptId) : Promise.resolve(undefined),
    ]);
    return and(
      visible,
      containsText(user.username, q.username),
      containsText(user.mobile, q.mobile),
      q.status === undefined ? undefined : eq(user.status, q.status),
      deptIds ? inArray(user.deptId, deptIds) : undefined,
      dateRangeFilter(user.createTime, q.createTime, this.timeZone),
    )!;
  }

  count(where: SQL): Promise<number> {
    return this.db.select({ n: count() }).from(user).where(where).then(([row]) => row!.n);
  }

  /**
   * The scope's users matching `where` with their department, newest first: by id, or by creation
   * time when the filter is a creation-time range. A user's id and creation time rise together,
   * so the two orders agree; the range's order walks the creation-time index backwards from the
   * range's end, where the id order would walk every newer account first (the whole table for a
   * range a year back: bench/lists.bench.ts).
   *
   * A text search is sorted rather than walked: its matches come from the trigram index, faster
   * than walking an order's index and testing every row (the planner's choice for LIMIT 10, and
   * a whole-table walk when the matches are old accounts: bench/users.bench.ts). `+ 0` orders by
   * the same value without offering the index.
   */
  async listWithDept(scope: TenantScope, where: SQL, page?: PageWindow, by: { searching?: boolean; createdRange?: boolean } = {}): Promise<User[]> {
    const newestBy = (column: PgColumn, zero: SQL) => (by.searching ? sql`${column} + ${zero} DESC` : desc(column));
    const order = by.createdRange ? [newestBy(user.createTime, sql`interval '0 s'`), newestBy(user.id, sql`0`)] : [newestBy(user.id, sql`0`)];
    const listQuery = this.db
      .select(listedColumns)
      .from(user)
      .where(where)
      .orderBy(...order);
    const rows = page ? await listQuery.limit(page.limit).offset(page.offset) : await listQuery;
    // The departments' names, asked of dept once for the whole list (a department gone since reads as none).
    const names = await deptNames(this.db, scope.tenantId, [...new Set(rows.flatMap((u) => (u.deptId === null ? [] : [u.deptId])))], this.cache);
    return rows.map((u) => toUserResp(u, deptRef(u.deptId, names)));
  }

  async page(scope: TenantScope, caller: LoginUser, q: QueryOf<typeof userApi.page>) {
    const where = await this.filterWhere(scope, caller, q);
    const by = { searching: Boolean(q.username?.trim() || q.mobile?.trim()), createdRange: q.createTime !== undefined };
    return selectPage(this.db, user, where, q, (window) => this.listWithDept(scope, where, window, by));
  }

  async get(scope: TenantScope, caller: LoginUser, id: number): Promise<User> {
    const found = await requireVisibleUser(this.db, scope, caller.id, id);
    const names = found.deptId ? await deptNames(this.db, scope.tenantId, [found.deptId]) : new Map<number, string>();
    return toUserResp(found, deptRef(found.deptId, names));
  }

  /** Enabled users the caller may see: pickers (department leader, message recipient). */
  async listAllSimple(scope: TenantScope, caller: LoginUser) {
    const visible = await visibleUsersWhere(this.db, scope, caller.id);
    return this.db
      .select({ id: user.id, nickname: user.nickname, deptId: user.deptId })
      .from(user)
      .where(and(visible, eq(user.status, CommonStatus.ENABLE)))
      .orderBy(asc(user.id));
  }

  async create(scope: TenantScope, caller: LoginUser, input: UserFields & { password: string }): Promise<number> {
    const fields = cleanFields(input);
    // Hashed before the transaction: argon2 is slow on purpose, and the tenant lock must be short.
    const password = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      const check = await UserWriteCheck.load(tx, scope, [fields]);
      check.require(fields);
      const [row] = await scope.insert(user, { ...fields, password, creator: String(caller.id), updater: String(caller.id) }, tx);
      return row!.id;
    });
  }

  async update(scope: TenantScope, caller: LoginUser, input: UserFields & { id: number }) {
    const before = await requireChangeableUser(this.db, scope, caller, input.id);
    // Fields left out of the body keep their value; `deptId: null` clears the department.
    const fields = cleanFields(input, before);
    await this.db.transaction(async (tx) => {
      const check = await UserWriteCheck.load(tx, scope, [{ ...fields, id: before.id }]);
      check.require({ ...fields, id: before.id }, before);
      await scope.update(user, { ...fields, updater: String(caller.id) }, eq(user.id, before.id), tx);
    });
    return true;
  }

  async delete(scope: TenantScope, caller: LoginUser, id: number) {
    if (id === caller.id) throw serviceError(ErrorCodes.USER_DELETE_SELF);
    await requireChangeableUser(this.db, scope, caller, id);
    await this.db.transaction(async (tx) => {
      await dropUserRoles(tx, scope, id);
      await revokeUserSessions(scope, id, tx);
      await scope.delete(user, eq(user.id, id), tx);
    });
    return true;
  }

  async updateStatus(scope: TenantScope, caller: LoginUser, id: number, status: number) {
    if (id === caller.id && status !== CommonStatus.ENABLE) throw serviceError(ErrorCodes.USER_DISABLE_SELF);
    await requireChangeableUser(this.db, scope, caller, id);
    await this.db.transaction(async (tx) => {
      await scope.update(user, { status, updater: String(caller.id) }, eq(user.id, id), tx);
      if (status !== CommonStatus.ENABLE) await revokeUserSessions(scope, id, tx);
    });
    return true;
  }

  /** An administrator's reset: every session of the user ends (the caller's own is kept). */
  async updatePassword(scope: TenantScope, caller: LoginUser, id: number, plain: string) {
    await requireChangeableUser(this.db, scope, caller, id);
    const password = await hashPassword(plain);
    await this.db.transaction(async (tx) => {
      await scope.update(user, { password, updater: String(caller.id) }, eq(user.id, id), tx);
      await revokeUserSessions(scope, id, tx, id === caller.id ? caller.sessionId : undefined);
    });
    return true;
  }
}

/** The user's department as a user answer shows it: id and name, or null when none (or gone). */
const deptRef = (deptId: number | null, names: Map<number, string>): DeptRef => {
  const name = deptId === null ? undefined : names.get(deptId);
  return name === undefined ? null : { id: deptId!, name };
};

/** Trimmed values as stored; an update's absent fields take the user's current values. */
function cleanFields(input: UserFields, before?: UserRow) {
  const nickname = input.nickname.trim();
  if (!nickname) throw badRequest('用户昵称不能为空');
  return {
    username: input.username.trim(),
    nickname,
    deptId: input.deptId !== undefined ? input.deptId : (before?.deptId ?? null),
    postIds: input.postIds ?? before?.postIds ?? [],
    email: input.email !== undefined ? input.email.trim() : (before?.email ?? ''),
    mobile: input.mobile !== undefined ? normaliseMobile(input.mobile) : (before?.mobile ?? ''),
    sex: input.sex ?? before?.sex ?? 0,
    avatar: input.avatar ?? before?.avatar ?? '',
    remark: input.remark ?? before?.remark ?? '',
  };
}
