/**
 * The task screens' reads: 待办 (my open tasks), 已办 (tasks I finished), an instance's
 * timeline and a task's signers. Task commands go through the runtime.
 */
import { and, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { BpmResult, ErrorCodes, type QueryOf, type taskApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { containsText } from '../../../db/textFilter.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { PermissionService } from '../../system/permission/index.ts';
import { user } from '../../system/user/user.schema.ts';
import { bpmProcessDefinition } from '../definition/definition.schema.ts';
import { briefOf, requireVisibleInstance, usersById } from '../runtime/index.ts';
import { bpmProcessInstance, bpmTask } from '../runtime/runtime.schema.ts';

const t = bpmTask;
const i = bpmProcessInstance;
type TaskRow = typeof bpmTask.$inferSelect;

const listed = {
  task: t,
  instanceName: i.name,
  startUserId: i.startUserId,
  startUserNickname: user.nickname,
  suspensionState: bpmProcessDefinition.suspensionState,
};
type Listed = { task: TaskRow; instanceName: string; startUserId: number; startUserNickname: string | null; suspensionState: number | null };

function todoItem(r: Listed) {
  return {
    id: r.task.id,
    name: r.task.name,
    claimTime: r.task.claimTime,
    createTime: r.task.createTime,
    suspensionState: r.suspensionState ?? 1,
    processInstance: {
      id: r.task.processInstanceId,
      name: r.instanceName,
      startUserId: r.startUserId,
      startUserNickname: r.startUserNickname ?? '',
      processDefinitionId: r.task.processDefinitionId,
    },
  };
}

function doneItem(r: Listed) {
  return {
    ...todoItem(r),
    endTime: r.task.endTime,
    durationInMillis: r.task.endTime === null ? null : r.task.endTime - r.task.createTime,
    result: r.task.result,
    reason: r.task.reason,
  };
}

export class TaskService {
  constructor(
    private readonly db: Db,
    private readonly permissions: PermissionService,
    private readonly timeZone: string,
  ) {}

  private page(scope: TenantScope, where: SQL | undefined, q: { pageNo?: number; pageSize?: number }, order: SQL[]) {
    const filtered = scope.where(t, where);
    return selectPage(this.db, t, filtered, q, ({ limit, offset }) =>
      this.db
        .select(listed)
        .from(t)
        .innerJoin(i, eq(i.id, t.processInstanceId))
        .leftJoin(user, eq(user.id, i.startUserId))
        .leftJoin(bpmProcessDefinition, eq(bpmProcessDefinition.id, t.processDefinitionId))
        .where(filtered)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    );
  }

  /** The name filter matches the task's or its process's name (the list shows both). */
  private nameFilter(name: string | undefined): SQL | undefined {
    if (!name) return undefined;
    const ids = this.db.select({ id: i.id }).from(i).where(containsText(i.name, name));
    return or(containsText(t.name, name), inArray(t.processInstanceId, ids));
  }

  async todoPage(scope: TenantScope, userId: number, q: QueryOf<typeof taskApi.todoPage>) {
    const where = and(
      eq(t.assigneeUserId, userId),
      isNull(t.endTime),
      inArray(t.result, [BpmResult.PROCESS, BpmResult.DELEGATE]),
      this.nameFilter(q.name),
      dateRangeFilter(t.createTime, q.createTime, this.timeZone),
    );
    const page = await this.page(scope, where, q, [desc(t.createTime), desc(t.id)]);
    return { total: page.total, list: page.list.map(todoItem) };
  }

  async donePage(scope: TenantScope, userId: number, q: QueryOf<typeof taskApi.donePage>) {
    const range = q.createTime ?? (q.beginCreateTime && q.endCreateTime ? [q.beginCreateTime, q.endCreateTime] : undefined);
    const where = and(
      eq(t.assigneeUserId, userId),
      isNotNull(t.endTime),
      // Tasks the process withdrew from me are not work I did.
      ne(t.result, BpmResult.CANCEL),
      this.nameFilter(q.name),
      dateRangeFilter(t.createTime, range, this.timeZone),
      !range && q.beginCreateTime ? sql`${t.createTime} >= (${q.beginCreateTime}::timestamp AT TIME ZONE ${this.timeZone})` : undefined,
      !range && q.endCreateTime ? sql`${t.createTime} <= (${q.endCreateTime}::timestamp AT TIME ZONE ${this.timeZone})` : undefined,
    );
    const page = await this.page(scope, where, q, [desc(t.endTime), desc(t.id)]);
    return { total: page.total, list: page.list.map(doneItem) };
  }

  /** The timeline: top-level tasks newest first, each with every signer added below it. */
  async listByInstance(scope: TenantScope, userId: number, instanceId: string) {
    await requireVisibleInstance(this.db, scope, this.permissions, userId, instanceId);
    const rows = await this.rowsOf(scope, eq(t.processInstanceId, instanceId));
    const byParent = new Map<string, Listed[]>();
    for (const r of rows) if (r.task.parentTaskId) byParent.set(r.task.parentTaskId, [...(byParent.get(r.task.parentTaskId) ?? []), r]);
    const descendants = (id: string): Listed[] => (byParent.get(id) ?? []).flatMap((c) => [c, ...descendants(c.task.id)]);
    const users = await usersById(this.db, scope.tenantId, rows.map((r) => r.task.assigneeUserId ?? r.task.ownerUserId));
    const item = (r: Listed) => this.instanceItem(r, users);
    return rows.filter((r) => !r.task.parentTaskId).map((r) => ({ ...item(r), children: descendants(r.task.id).map(item) }));
  }

  async childrenList(scope: TenantScope, userId: number, parentId: string) {
    const [parent] = await scope.selectFrom(t, eq(t.id, parentId));
    if (!parent) throw serviceError(ErrorCodes.TASK_NOT_EXISTS);
    await requireVisibleInstance(this.db, scope, this.permissions, userId, parent.processInstanceId);
    const rows = await this.rowsOf(scope, eq(t.parentTaskId, parentId));
    const users = await usersById(this.db, scope.tenantId, rows.map((r) => r.task.assigneeUserId));
    return rows.map((r) => ({ ...this.instanceItem(r, users), children: [] }));
  }

  private rowsOf(scope: TenantScope, where: SQL) {
    return this.db
      .select(listed)
      .from(t)
      .innerJoin(i, eq(i.id, t.processInstanceId))
      .leftJoin(user, eq(user.id, i.startUserId))
      .leftJoin(bpmProcessDefinition, eq(bpmProcessDefinition.id, t.processDefinitionId))
      .where(scope.where(t, where))
      .orderBy(desc(t.createTime), desc(t.id));
  }

  private instanceItem(r: Listed, users: Awaited<ReturnType<typeof usersById>>) {
    // A task waiting for its "before" signers has no assignee; its owner is who it belongs to.
    const who = r.task.assigneeUserId ?? r.task.ownerUserId;
    return {
      ...doneItem(r),
      definitionKey: r.task.definitionKey,
      assigneeUser: who === null ? null : briefOf(users, who),
      parentTaskId: r.task.parentTaskId,
    };
  }
}
