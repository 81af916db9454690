/**
 * Posts (job titles) of the caller's tenant, reached only through the request's `TenantScope`,
 * so another tenant's post is "当前岗位不存在". What must stay true:
 * - code and name are each unique within the tenant;
 * - a post some user still holds is not deleted (the reference deletes it and leaves the users
 *   holding an id that no longer exists; we refuse and say why).
 * Writes check and write in one transaction under the tenant's write lock (the lock user writes
 * take too), so neither a twin nor a new holder can slip in between the check and the write.
 */
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { ErrorCodes, type BodyOf, type postApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { post, user } from '../../../db/schema/index.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { lockTenantWrites } from '../../../db/tenantWriteLock.ts';
import { containsText } from '../../../db/textFilter.ts';

export type PostRow = typeof post.$inferSelect;
type CreateBody = BodyOf<typeof postApi.create>;
type UpdateBody = BodyOf<typeof postApi.update>;

export interface PostFilters {
  code?: string;
  name?: string;
  status?: number;
}

export const toPostResp = (p: PostRow) => ({
  id: p.id,
  code: p.code,
  name: p.name,
  sort: p.sort,
  status: p.status,
  remark: p.remark,
  createTime: p.createTime.getTime(),
});

export class PostService {
  constructor(private readonly db: Db) {}

  filterWhere(scope: TenantScope, q: PostFilters): SQL {
    return scope.where(
      post,
      and(containsText(post.code, q.code), containsText(post.name, q.name), q.status === undefined ? undefined : eq(post.status, q.status)),
    );
  }

  async page(scope: TenantScope, q: PostFilters & { pageNo?: number; pageSize?: number }) {
    const where = this.filterWhere(scope, q);
    const pageSize = q.pageSize ?? 10;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(post)
        .where(where)
        .orderBy(desc(post.id))
        .limit(pageSize)
        .offset(((q.pageNo ?? 1) - 1) * pageSize),
      this.db.select({ n: count() }).from(post).where(where),
    ]);
    return { list: rows.map(toPostResp), total: total!.n };
  }

  /** Every post matching the filters, in the page's order (the export). */
  list(scope: TenantScope, q: PostFilters): Promise<PostRow[]> {
    return this.db.select().from(post).where(this.filterWhere(scope, q)).orderBy(desc(post.id));
  }

  listAllSimple(scope: TenantScope) {
    return this.db
      .select({ id: post.id, name: post.name })
      .from(post)
      .where(scope.where(post, eq(post.status, 0)))
      .orderBy(asc(post.sort), asc(post.id));
  }

  async get(scope: TenantScope, id: number) {
    return toPostResp(await this.require(scope, id, this.db));
  }

  async create(scope: TenantScope, caller: LoginUser, body: CreateBody): Promise<number> {
    const by = String(caller.id);
    return this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await this.checkUnique(scope, tx, body);
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
      const current = await this.require(scope, body.id, tx);
      await this.checkUnique(scope, tx, body);
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
      await this.require(scope, id, tx);
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

  private async require(scope: TenantScope, id: number, q: Db | Tx): Promise<PostRow> {
    const [row] = await scope.selectFrom(post, eq(post.id, id), q);
    if (!row) throw serviceError(ErrorCodes.POST_NOT_FOUND);
    return row;
  }

  private async checkUnique(scope: TenantScope, tx: Tx, p: { id?: number; code: string; name: string }) {
    const others = p.id === undefined ? undefined : ne(post.id, p.id);
    const [sameCode] = await tx.select({ id: post.id }).from(post).where(scope.where(post, and(eq(post.code, p.code), others))).limit(1);
    if (sameCode) throw serviceError(ErrorCodes.POST_CODE_DUPLICATE);
    const [sameName] = await tx.select({ id: post.id }).from(post).where(scope.where(post, and(eq(post.name, p.name), others))).limit(1);
    if (sameName) throw serviceError(ErrorCodes.POST_NAME_DUPLICATE);
  }
}
