/**
 * Posts (job titles) of the caller's tenant, reached only through the request's `TenantScope`,
 * so another tenant's post is "当前岗位不存在". What must stay true:
 * - code and name are each unique within the tenant;
 * - a post some user still holds is not deleted (the reference deletes it and leaves the users
 *   holding an id that no longer exists; we refuse and say why).
 * Writes check and write in one transaction under the tenant's write lock (the lock user writes
 * take too), so neither a twin nor a new holder can slip in between the check and the write.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ErrorCodes, type BodyOf, type FiltersOf, type QueryOf, type postApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { user } from '../user/user.schema.ts';
import { post } from './post.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { lockTenantWrites } from '../tenant/tenant-write-lock.ts';
import { containsText } from '../../../db/textFilter.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { requireUnique } from '../../../db/requireUnique.ts';

export type PostRow = typeof post.$inferSelect;
type CreateBody = BodyOf<typeof postApi.create>;
type UpdateBody = BodyOf<typeof postApi.update>;

export class PostService {
  constructor(private readonly db: Db) {}

  filterWhere(scope: TenantScope, q: FiltersOf<typeof postApi.page>): SQL {
    return scope.where(
      post,
      and(containsText(post.code, q.code), containsText(post.name, q.name), q.status === undefined ? undefined : eq(post.status, q.status)),
    );
  }

  page(scope: TenantScope, q: QueryOf<typeof postApi.page>) {
    const where = this.filterWhere(scope, q);
    return selectPage(this.db, post, where, q, ({ limit, offset }) =>
      this.db.select().from(post).where(where).orderBy(desc(post.id)).limit(limit).offset(offset),
    );
  }

  /** Every post matching the filters, in the page's order (the export). */
  list(scope: TenantScope, q: FiltersOf<typeof postApi.page>): Promise<PostRow[]> {
    return this.db.select().from(post).where(this.filterWhere(scope, q)).orderBy(desc(post.id));
  }

  listAllSimple(scope: TenantScope) {
    return this.db
      .select({ id: post.id, name: post.name })
      .from(post)
      .where(scope.where(post, eq(post.status, 0)))
      .orderBy(asc(post.sort), asc(post.id));
  }

  get(scope: TenantScope, id: number) {
    return requireRow(scope, post, id, ErrorCodes.POST_NOT_FOUND);
  }

  async create(scope: TenantScope, caller: LoginUser, body: CreateBody): Promise<number> {
    const by = String(caller.id);
    return this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await this.requireUniqueCodeAndName(scope, tx, body);
      const [row] = await scope.insert(
        post,
        { code: body.code, name: body.name, sort: body.sort, status: body.status, remark: body.remark ?? '', creator: by, updater: by },
        tx,
      );
      return row!.id;
    });
  }

  async update(scope: TenantScope, caller: LoginUser, body: UpdateBody): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const current = await requireRow(scope, post, body.id, ErrorCodes.POST_NOT_FOUND, tx);
      await this.requireUniqueCodeAndName(scope, tx, { ...body, exceptId: body.id });
      await scope.update(
        post,
        {
          code: body.code,
          name: body.name,
          sort: body.sort,
          status: body.status,
          remark: body.remark ?? current.remark,
          updater: String(caller.id),
        },
        eq(post.id, body.id),
        tx,
      );
    });
    return true;
  }

  async delete(scope: TenantScope, id: number): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await requireRow(scope, post, id, ErrorCodes.POST_NOT_FOUND, tx);
      const [holder] = await tx
        .select({ id: user.id })
        .from(user)
        .where(scope.where(user, sql`${user.postIds} @> ${JSON.stringify([id])}::jsonb`))
        .limit(1);
      if (holder) throw serviceError(ErrorCodes.POST_USED);
      await scope.delete(post, eq(post.id, id), tx);
    });
    return true;
  }

  private async requireUniqueCodeAndName(scope: TenantScope, tx: Tx, p: { code: string; name: string; exceptId?: number }) {
    await requireUnique(scope, { table: post, column: post.code, value: p.code, exceptId: p.exceptId }, ErrorCodes.POST_CODE_DUPLICATE, tx);
    await requireUnique(scope, { table: post, column: post.name, value: p.name, exceptId: p.exceptId }, ErrorCodes.POST_NAME_DUPLICATE, tx);
  }
}
