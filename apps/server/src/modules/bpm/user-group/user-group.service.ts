/**
 * BPM user groups of the caller's tenant, reached only through its `TenantScope`, so another
 * tenant's group is "用户组不存在". What must stay true: every member is a user of the group's
 * own tenant, and names are unique within the tenant (task assignment picks groups by name).
 * Writes check and write under the tenant's write lock, which user writes take too.
 */
import { and, count, desc, eq, inArray, ne, asc } from 'drizzle-orm';
import { ErrorCodes, type BodyOf, type userGroupApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { bpmUserGroup, user } from '../../../db/schema/index.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { lockTenantWrites } from '../../../db/tenantWriteLock.ts';
import { containsText } from '../../../db/textFilter.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';

export type UserGroupRow = typeof bpmUserGroup.$inferSelect;
type CreateBody = BodyOf<typeof userGroupApi.create>;
type UpdateBody = BodyOf<typeof userGroupApi.update>;

export interface UserGroupFilters {
  name?: string;
  status?: number;
  createTime?: string[];
}

export const toUserGroupResp = (g: UserGroupRow) => ({
  id: g.id,
  name: g.name,
  description: g.description,
  memberUserIds: g.memberUserIds,
  status: g.status,
  createTime: g.createTime.getTime(),
});

export class UserGroupService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  async page(scope: TenantScope, q: UserGroupFilters & { pageNo?: number; pageSize?: number }) {
    const where = scope.where(
      bpmUserGroup,
      and(
        containsText(bpmUserGroup.name, q.name),
        q.status === undefined ? undefined : eq(bpmUserGroup.status, q.status),
        dateRangeFilter(bpmUserGroup.createTime, q.createTime, this.timeZone),
      ),
    );
    const pageSize = q.pageSize ?? 10;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(bpmUserGroup)
        .where(where)
        .orderBy(desc(bpmUserGroup.id))
        .limit(pageSize)
        .offset(((q.pageNo ?? 1) - 1) * pageSize),
      this.db.select({ n: count() }).from(bpmUserGroup).where(where),
    ]);
    return { list: rows.map(toUserGroupResp), total: total!.n };
  }

  listAllSimple(scope: TenantScope) {
    return this.db
      .select({ id: bpmUserGroup.id, name: bpmUserGroup.name })
      .from(bpmUserGroup)
      .where(scope.where(bpmUserGroup, eq(bpmUserGroup.status, 0)))
      .orderBy(asc(bpmUserGroup.id));
  }

  async get(scope: TenantScope, id: number) {
    return toUserGroupResp(await this.require(scope, id, this.db));
  }

  async create(scope: TenantScope, caller: LoginUser, body: CreateBody): Promise<number> {
    const by = String(caller.id);
    return this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await this.checkRules(scope, tx, body);
      const [row] = await scope.insert(
        bpmUserGroup,
        { name: body.name, description: body.description ?? '', memberUserIds: body.memberUserIds, status: body.status, creator: by, updater: by },
        tx,
      );
      return row!.id;
    });
  }

  async update(scope: TenantScope, caller: LoginUser, body: UpdateBody): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const current = await this.require(scope, body.id, tx);
      await this.checkRules(scope, tx, body);
      await scope.update(
        bpmUserGroup,
        {
          name: body.name,
          description: body.description ?? current.description,
          memberUserIds: body.memberUserIds,
          status: body.status,
          updater: String(caller.id),
        },
        eq(bpmUserGroup.id, body.id),
        tx,
      );
    });
    return true;
  }

  async delete(scope: TenantScope, id: number): Promise<boolean> {
    if ((await scope.delete(bpmUserGroup, eq(bpmUserGroup.id, id))) === 0) throw serviceError(ErrorCodes.USER_GROUP_NOT_EXISTS);
    return true;
  }

  private async require(scope: TenantScope, id: number, q: Db | Tx): Promise<UserGroupRow> {
    const [row] = await scope.selectFrom(bpmUserGroup, eq(bpmUserGroup.id, id), q);
    if (!row) throw serviceError(ErrorCodes.USER_GROUP_NOT_EXISTS);
    return row;
  }

  private async checkRules(scope: TenantScope, tx: Tx, g: { id?: number; name: string; memberUserIds: number[] }) {
    const others = g.id === undefined ? undefined : ne(bpmUserGroup.id, g.id);
    const [same] = await tx
      .select({ id: bpmUserGroup.id })
      .from(bpmUserGroup)
      .where(scope.where(bpmUserGroup, and(eq(bpmUserGroup.name, g.name), others)))
      .limit(1);
    if (same) throw serviceError(ErrorCodes.USER_GROUP_NAME_DUPLICATE);
    if (g.memberUserIds.length === 0) return;
    const found = await tx.select({ id: user.id }).from(user).where(scope.where(user, inArray(user.id, g.memberUserIds)));
    const known = new Set(found.map((u) => u.id));
    const missing = g.memberUserIds.find((id) => !known.has(id));
    if (missing !== undefined) throw serviceError(ErrorCodes.USER_GROUP_MEMBER_NOT_EXISTS, missing);
  }
}
