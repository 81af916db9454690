/**
 * BPM user groups of the caller's tenant, reached only through its `TenantScope`, so another
 * tenant's group is "用户组不存在". What must stay true: every member is a user of the group's
 * own tenant, and names are unique within the tenant (task assignment picks groups by name).
 * Writes check and write under the tenant's write lock, which user writes take too.
 */
import { and, desc, eq, asc } from 'drizzle-orm';
import { ErrorCodes, type BodyOf, type QueryOf, type userGroupApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { requireUnique } from '../../../db/requireUnique.ts';
import { existingUserIds } from '../../system/user/index.ts';
import { bpmUserGroup } from './user-group.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { lockTenantWrites } from '../../system/tenant/index.ts';
import { containsText } from '../../../db/textFilter.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';

export type UserGroupRow = typeof bpmUserGroup.$inferSelect;
type CreateBody = BodyOf<typeof userGroupApi.create>;
type UpdateBody = BodyOf<typeof userGroupApi.update>;

export class UserGroupService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  page(scope: TenantScope, q: QueryOf<typeof userGroupApi.page>) {
    const where = scope.where(
      bpmUserGroup,
      and(
        containsText(bpmUserGroup.name, q.name),
        q.status === undefined ? undefined : eq(bpmUserGroup.status, q.status),
        dateRangeFilter(bpmUserGroup.createTime, q.createTime, this.timeZone),
      ),
    );
    return selectPage(this.db, bpmUserGroup, where, q, ({ limit, offset }) =>
      this.db.select().from(bpmUserGroup).where(where).orderBy(desc(bpmUserGroup.id)).limit(limit).offset(offset),
    );
  }

  listAllSimple(scope: TenantScope) {
    return this.db
      .select({ id: bpmUserGroup.id, name: bpmUserGroup.name })
      .from(bpmUserGroup)
      .where(scope.where(bpmUserGroup, eq(bpmUserGroup.status, 0)))
      .orderBy(asc(bpmUserGroup.id));
  }

  get(scope: TenantScope, id: number) {
    return requireRow(scope, bpmUserGroup, id, ErrorCodes.USER_GROUP_NOT_EXISTS);
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
      const current = await requireRow(scope, bpmUserGroup, body.id, ErrorCodes.USER_GROUP_NOT_EXISTS, tx);
      await this.checkRules(scope, tx, { ...body, exceptId: body.id });
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

  private async checkRules(scope: TenantScope, tx: Tx, g: { name: string; memberUserIds: number[]; exceptId?: number }) {
    const name = { table: bpmUserGroup, column: bpmUserGroup.name, value: g.name, exceptId: g.exceptId };
    await requireUnique(scope, name, ErrorCodes.USER_GROUP_NAME_DUPLICATE, tx);
    if (g.memberUserIds.length === 0) return;
    const known = await existingUserIds(tx, scope, g.memberUserIds);
    const missing = g.memberUserIds.find((id) => !known.has(id));
    if (missing !== undefined) throw serviceError(ErrorCodes.USER_GROUP_MEMBER_NOT_EXISTS, missing);
  }
}
