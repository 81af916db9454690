/**
 * The task screens' reads: 待办 (my open tasks), 已办 (tasks I finished), an instance's
 * timeline and a task's signers. Task commands go through the runtime.
 */
import { ErrorCodes, type QueryOf, type taskApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { PermissionService } from '../../system/permission/index.ts';
import { userBriefs } from '../../system/user/index.ts';
import { suspensionStates } from '../definition/index.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import {
  briefOf,
  doneTasksOf,
  type ListedTask,
  requireVisibleInstance,
  signerTasksOf,
  taskOfTenant,
  tasksOfInstance,
  todoTasksOf,
  usersById,
} from '../runtime/index.ts';

type Listed = ListedTask & { startUserNickname: string | null; suspensionState: number | null };

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
    /** Where the starters' briefs are remembered (userBriefs): every to-do page names them. */
    private readonly cache?: CatalogueCache,
  ) {}

  /** The tasks with their starters' nicknames and their definitions' states, asked of the user and definition features. */
  private async described(scope: TenantScope, rows: ListedTask[]): Promise<Listed[]> {
    const starters = new Map((await userBriefs(this.db, scope.tenantId, [...new Set(rows.map((r) => r.startUserId))], this.cache)).map((u) => [u.id, u.nickname]));
    const states = await suspensionStates(this.db, scope, rows.map((r) => r.task.processDefinitionId));
    return rows.map((r) => ({ ...r, startUserNickname: starters.get(r.startUserId) ?? null, suspensionState: states.get(r.task.processDefinitionId) ?? null }));
  }

  async todoPage(scope: TenantScope, userId: number, q: QueryOf<typeof taskApi.todoPage>) {
    const page = await todoTasksOf(this.db, scope, userId, q, this.timeZone);
    return { ...page, list: (await this.described(scope, page.list)).map(todoItem) };
  }

  async donePage(scope: TenantScope, userId: number, q: QueryOf<typeof taskApi.donePage>) {
    const page = await doneTasksOf(this.db, scope, userId, q, this.timeZone);
    return { ...page, list: (await this.described(scope, page.list)).map(doneItem) };
  }

  /** The timeline: top-level tasks newest first, each with every signer added below it. */
  async listByInstance(scope: TenantScope, userId: number, instanceId: string) {
    await requireVisibleInstance(this.db, scope, this.permissions, userId, instanceId);
    const rows = await this.described(scope, await tasksOfInstance(this.db, scope, instanceId));
    const byParent = new Map<string, Listed[]>();
    for (const r of rows) if (r.task.parentTaskId) byParent.set(r.task.parentTaskId, [...(byParent.get(r.task.parentTaskId) ?? []), r]);
    const descendants = (id: string): Listed[] => (byParent.get(id) ?? []).flatMap((c) => [c, ...descendants(c.task.id)]);
    const users = await usersById(this.db, scope.tenantId, rows.map((r) => r.task.assigneeUserId ?? r.task.ownerUserId));
    const item = (r: Listed) => this.instanceItem(r, users);
    return rows.filter((r) => !r.task.parentTaskId).map((r) => ({ ...item(r), children: descendants(r.task.id).map(item) }));
  }

  async childrenList(scope: TenantScope, userId: number, parentId: string) {
    const parent = await taskOfTenant(this.db, scope, parentId);
    if (!parent) throw serviceError(ErrorCodes.TASK_NOT_EXISTS);
    await requireVisibleInstance(this.db, scope, this.permissions, userId, parent.processInstanceId);
    const rows = await this.described(scope, await signerTasksOf(this.db, scope, parentId));
    const users = await usersById(this.db, scope.tenantId, rows.map((r) => r.task.assigneeUserId));
    return rows.map((r) => ({ ...this.instanceItem(r, users), children: [] }));
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
