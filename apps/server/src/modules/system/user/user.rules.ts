/**
 * The rules a user row must satisfy in its tenant, in one place for create, update and import,
 * so the three cannot disagree: a unique username; a unique mobile and email when not empty; an
 * existing, enabled department and posts; and, for a new user, room in the tenant's account
 * quota. The facts are loaded once per write, inside the writing transaction and after
 * `lockTenantWrites`, so two concurrent writers cannot take the same mobile or the last account.
 */
import { count, inArray, or, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import { deptsAmong } from '../dept/index.ts';
import { postsAmong } from '../post/index.ts';
import { user } from './user.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError, type ServiceError } from '../../../platform/errors.ts';
import { lockTenantWrites } from '../tenant/index.ts';

export interface UserDraft {
  /** The user being updated; absent for a new user. */
  id?: number;
  username: string;
  mobile: string;
  email: string;
  deptId: number | null;
  postIds: number[];
}

/** What the user had before an update: a department or post disabled since then may be kept. */
export interface UserBefore {
  deptId: number | null;
  postIds: number[];
}

type Named = { name: string; status: number };
/** Owner of a taken value in `taken`: a user id, or NEW for a user admitted earlier in this write. */
const NEW = 0;

/** Mobiles may arrive with the +86 / 0086 country prefix (the contract allows it); stored as 11 digits. */
export const normaliseMobile = (mobile: string | undefined) => (mobile ?? '').trim().replace(/^(?:\+|00)86/, '');

export class UserWriteCheck {
  private constructor(
    private readonly quota: number,
    private users: number,
    private readonly taken: Record<'username' | 'mobile' | 'email', Map<string, number>>,
    private readonly depts: Map<number, Named>,
    private readonly posts: Map<number, Named>,
  ) {}

  /** Locks the tenant's user writes and loads what `drafts` will be checked against. */
  static async load(tx: Tx, scope: TenantScope, drafts: UserDraft[]): Promise<UserWriteCheck> {
    const { accountCount } = await lockTenantWrites(tx, scope.tenantId);
    const values = (pick: (d: UserDraft) => string) => [...new Set(drafts.map(pick).filter((v) => v !== ''))];
    const usernames = values((d) => d.username);
    const mobiles = values((d) => d.mobile);
    const emails = values((d) => d.email);
    const clashes: SQL[] = [];
    if (usernames.length) clashes.push(inArray(user.username, usernames));
    if (mobiles.length) clashes.push(inArray(user.mobile, mobiles));
    if (emails.length) clashes.push(inArray(user.email, emails));
    const deptIds = [...new Set(drafts.flatMap((d) => (d.deptId ? [d.deptId] : [])))];
    const postIds = [...new Set(drafts.flatMap((d) => d.postIds))];

    const [[{ n }], owners, depts, posts] = await Promise.all([
      tx.select({ n: count() }).from(user).where(scope.where(user)),
      clashes.length
        ? tx
            .select({ id: user.id, username: user.username, mobile: user.mobile, email: user.email })
            .from(user)
            .where(scope.where(user, or(...clashes)))
        : Promise.resolve([]),
      deptsAmong(tx, scope, deptIds),
      postsAmong(tx, scope, postIds),
    ]);
    const taken = { username: new Map<string, number>(), mobile: new Map<string, number>(), email: new Map<string, number>() };
    for (const o of owners) {
      taken.username.set(o.username, o.id);
      if (o.mobile) taken.mobile.set(o.mobile, o.id);
      if (o.email) taken.email.set(o.email, o.id);
    }
    return new UserWriteCheck(accountCount, n, taken, depts, posts);
  }

  /** The id of the user holding `username`, if any (imports decide create or update with it). */
  ownerOf(username: string): number | undefined {
    const id = this.taken.username.get(username);
    return id === NEW ? undefined : id;
  }

  /**
   * The first rule `draft` breaks, or undefined. An admitted draft takes its username, mobile
   * and email (so a later draft of the same write cannot reuse them) and, when new, an account.
   */
  admit(draft: UserDraft, before?: UserBefore): ServiceError | undefined {
    const error = this.brokenRule(draft, before);
    if (error) return error;
    const owner = draft.id ?? NEW;
    this.taken.username.set(draft.username, owner);
    if (draft.mobile) this.taken.mobile.set(draft.mobile, owner);
    if (draft.email) this.taken.email.set(draft.email, owner);
    if (draft.id === undefined) this.users += 1;
    return undefined;
  }

  /** `admit`, throwing the broken rule: for the single-user calls. */
  require(draft: UserDraft, before?: UserBefore) {
    const error = this.admit(draft, before);
    if (error) throw error;
  }

  private brokenRule(d: UserDraft, before?: UserBefore): ServiceError | undefined {
    const clash = (map: Map<string, number>, value: string) => value !== '' && map.has(value) && map.get(value) !== d.id;
    if (clash(this.taken.username, d.username)) return serviceError(ErrorCodes.USER_USERNAME_EXISTS);
    if (clash(this.taken.mobile, d.mobile)) return serviceError(ErrorCodes.USER_MOBILE_EXISTS);
    if (clash(this.taken.email, d.email)) return serviceError(ErrorCodes.USER_EMAIL_EXISTS);
    if (d.deptId) {
      const found = this.depts.get(d.deptId);
      if (!found) return serviceError(ErrorCodes.DEPT_NOT_FOUND);
      if (found.status !== 0 && d.deptId !== before?.deptId) return serviceError(ErrorCodes.DEPT_NOT_ENABLE, found.name);
    }
    for (const id of d.postIds) {
      const found = this.posts.get(id);
      if (!found) return serviceError(ErrorCodes.POST_NOT_FOUND);
      if (found.status !== 0 && !before?.postIds.includes(id)) return serviceError(ErrorCodes.POST_NOT_ENABLE, found.name);
    }
    if (d.id === undefined && this.users >= this.quota) return serviceError(ErrorCodes.USER_COUNT_MAX, this.quota);
    return undefined;
  }
}
