/**
 * The engine's host on the database, for one command on one instance inside its transaction:
 * tasks, history and timers are rows written with the step; who gets a task comes from the
 * deployed definition's assign rule. Notifications and bean actions that start another step are
 * collected and carried out by the runtime once the step is stored.
 *
 * Writes that nothing in the step reads back, and that no other write of the step touches (a new
 * task, a new activity or timer, the end of an activity opened by an earlier step), wait and go
 * with the step's last write as one statement (`writeTogether`): an approval that opens the next
 * task is one exchange with the database, not five. Anything that reads, or changes rows it
 * selects, sends what waits first (`flushWrites`), so it sees the step as written so far.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { BpmResult, ErrorCodes } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import { writeTogether, type Write } from '../../../db/writeTogether.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { serviceError } from '../../../platform/errors.ts';
import { resolveCandidates } from '../assign-rule/index.ts';
import { enabledUsersAmong } from '../../system/user/index.ts';
import type { WorkflowBeanDef } from '../../../platform/workflow-beans.ts';
import { BEAN_NAMES, planTimer, ProcessFailure, waitKind } from '../engine/index.ts';
import type { ActivityOutcome, CalledStart, EngineHost, FlowNode, Listener, ListenerCall, TimerPlan, Token } from '../engine/index.ts';
import { bpmActivity, bpmEventSubscription, bpmTask, bpmTimer } from './runtime.schema.ts';

export interface InstanceRef {
  id: string;
  tenantId: number;
  /** The process's name: what a task's message names. */
  name: string;
  processDefinitionId: string;
  startUserId: number;
  /** Set on a called instance: where its end or uncaught error goes. */
  superInstanceId?: string | null;
  superToken?: number | null;
}

/** What a task's message names (bpm-task-assigned, bpm-task-timeout), known when the task was written. */
export interface TaskMessage {
  tenantId: number;
  taskId: string;
  taskName: string;
  instanceId: string;
  instanceName: string;
  startUserId: number;
}

export function taskMessage(task: { id: string; name: string }, instance: Pick<InstanceRef, 'id' | 'tenantId' | 'name' | 'startUserId'>): TaskMessage {
  return { tenantId: instance.tenantId, taskId: task.id, taskName: task.name, instanceId: instance.id, instanceName: instance.name, startUserId: instance.startUserId };
}

/** Something to do after the step is stored. */
export type FollowUp =
  /** The task's message travels with it: the notification after the commit reads no task. */
  | { kind: 'taskAssigned'; task: TaskMessage; userId: number }
  | { kind: 'autoComplete'; taskId: string; approve: boolean; reason: string }
  | { kind: 'remind'; taskId: string }
  /** A signal thrown by the process: to the tenant, or to `instanceId` only. */
  | { kind: 'signal'; tenantId: number; name: string; instanceId: string | null; startUserId: number }
  /** A called instance ended: its caller's call activity moves on (or ends as it did). */
  | { kind: 'calledEnded'; tenantId: number; parentId: string; tokenId: number; childId: string; result: number; variables: Record<string, unknown> }
  /** An error a called instance did not catch goes to its call activity. */
  | { kind: 'calledError'; tenantId: number; parentId: string; tokenId: number; childId: string; code: string };

/** What the runtime does for the host where a step reaches another instance. */
export interface CallHooks {
  /** A bean a feature declared (platform/workflow-beans.ts). */
  bean(name: string): WorkflowBeanDef | undefined;
  startCalled(tx: Tx, parent: InstanceRef, node: FlowNode, tokenId: number, variables: Record<string, unknown>): Promise<{ started: CalledStart; followUps: FollowUp[] }>;
  cancelCalled(tx: Tx, tenantId: number, instanceId: string, reason: string): Promise<FollowUp[]>;
}

/** Nodes a token passes in the step that reaches them: none is left open by an earlier step. */
const PASSED_WITHIN_A_STEP: ReadonlySet<FlowNode['type']> = new Set(['startEvent', 'exclusiveGateway', 'endEvent']);

export class DbHost implements EngineHost {
  readonly followUps: FollowUp[] = [];

  constructor(
    private readonly tx: Tx,
    private readonly instance: InstanceRef,
    private readonly clock: () => number,
    /** 配置管理's bpm.task.forbid-starter-approval as the command read it: the starter is no candidate. */
    private readonly forbidStarter: boolean,
    private readonly calls?: CallHooks,
    /** The users' remembered briefs: who is enabled, without a read (user-briefs.ts). */
    private readonly cache?: CatalogueCache,
    /** Writes the command made before the step (the task it ends), sent with the step's. */
    before: readonly Write[] = [],
  ) {
    this.waiting.push(...before);
  }

  /** Writes not sent yet, in the order they were made (`flushWrites`). */
  private readonly waiting: Write[] = [];

  get starter(): number {
    return this.instance.startUserId;
  }

  now(): number {
    return this.clock();
  }

  /** A user an expression named: an enabled user of the tenant, and not the starter while separation of duties is on. */
  async assignee(node: FlowNode, userId: number): Promise<number> {
    if (this.forbidStarter && userId === this.instance.startUserId) throw serviceError(ErrorCodes.TASK_CREATE_FAIL_ONLY_STARTER, node.name || node.id);
    const found = await enabledUsersAmong(this.tx, this.instance.tenantId, [userId], this.cache);
    if (found.length === 0) throw new ProcessFailure(`节点【${node.name}】的处理人（用户编号 ${userId}）不存在或已停用`);
    return userId;
  }

  async subscribe(token: Token, event: FlowNode, timer: TimerPlan | null): Promise<void> {
    if (timer) {
      this.waiting.push(this.tx.insert(bpmTimer).values({
        tenantId: this.instance.tenantId,
        processInstanceId: this.instance.id,
        elementId: event.id,
        tokenId: token.id,
        dueTime: timer.due,
        intervalMs: timer.intervalMs,
        repeatsLeft: timer.repeatsLeft,
      }));
      return;
    }
    this.waiting.push(this.tx.insert(bpmEventSubscription).values({
      tenantId: this.instance.tenantId,
      processInstanceId: this.instance.id,
      tokenId: token.id,
      elementId: event.id,
      type: waitKind(event),
      eventName: event.event?.name ?? null,
      createTime: this.clock(),
    }));
  }

  async unsubscribe(tokenId: number): Promise<void> {
    await this.flushWrites();
    await this.tx
      .delete(bpmEventSubscription)
      .where(and(eq(bpmEventSubscription.processInstanceId, this.instance.id), eq(bpmEventSubscription.tokenId, tokenId)));
    await this.tx.delete(bpmTimer).where(and(eq(bpmTimer.processInstanceId, this.instance.id), eq(bpmTimer.tokenId, tokenId)));
  }

  async startCalled(node: FlowNode, tokenId: number, variables: Record<string, unknown>): Promise<CalledStart> {
    if (!this.calls) throw new ProcessFailure(`调用活动【${node.name}】无法在这里发起流程`);
    await this.flushWrites();
    const { started, followUps } = await this.calls.startCalled(this.tx, this.instance, node, tokenId, variables);
    this.followUps.push(...followUps);
    await this.flushWrites();
    await this.tx
      .update(bpmActivity)
      .set({ calledInstanceId: started.id })
      .where(and(eq(bpmActivity.processInstanceId, this.instance.id), eq(bpmActivity.key, node.id), isNull(bpmActivity.calledInstanceId)));
    return started;
  }

  async cancelCalled(instanceId: string, reason: string): Promise<void> {
    if (!this.calls) return;
    await this.flushWrites();
    this.followUps.push(...(await this.calls.cancelCalled(this.tx, this.instance.tenantId, instanceId, reason)));
  }

  throwSignal(name: string, instanceOnly: boolean): void {
    this.followUps.push({ kind: 'signal', tenantId: this.instance.tenantId, name, instanceId: instanceOnly ? this.instance.id : null, startUserId: this.instance.startUserId });
  }

  propagateError(code: string): boolean {
    const { superInstanceId, superToken } = this.instance;
    if (!superInstanceId || superToken === null || superToken === undefined) return false;
    this.followUps.push({ kind: 'calledError', tenantId: this.instance.tenantId, parentId: superInstanceId, tokenId: superToken, childId: this.instance.id, code });
    return true;
  }

  /**
   * The rule's users; with separation of duties on, without the starter (whatever rule found
   * them: their own department's leader, a group they belong to, 发起人自己). Nobody else left
   * fails the command, as a rule that finds nobody does.
   */
  async candidates(node: FlowNode): Promise<number[]> {
    const ids = await resolveCandidates(
      this.tx,
      this.instance.tenantId,
      { processDefinitionId: this.instance.processDefinitionId, taskDefinitionKey: node.id, startUserId: this.instance.startUserId },
      this.cache,
    );
    if (!this.forbidStarter) return ids;
    const others = ids.filter((id) => id !== this.instance.startUserId);
    if (others.length === 0) throw serviceError(ErrorCodes.TASK_CREATE_FAIL_ONLY_STARTER, node.name || node.id);
    return others;
  }

  async createTask(node: FlowNode, assignee: number, details: { name: string; dueTime: number | null } = { name: node.name, dueTime: null }): Promise<string> {
    const id = randomUUID();
    const name = details.name.slice(0, 255);
    this.waiting.push(this.tx.insert(bpmTask).values({
      id,
      tenantId: this.instance.tenantId,
      processInstanceId: this.instance.id,
      processDefinitionId: this.instance.processDefinitionId,
      definitionKey: node.id,
      name,
      assigneeUserId: assignee,
      dueTime: details.dueTime,
      result: BpmResult.PROCESS,
      createTime: this.clock(),
    }));
    this.followUps.push({ kind: 'taskAssigned', task: taskMessage({ id, name }, this.instance), userId: assignee });
    return id;
  }

  /** Ends the tasks and any signers still open below them. */
  async closeTasks(taskIds: string[], result: number, reason: string): Promise<void> {
    if (taskIds.length === 0) return;
    await this.flushWrites();
    const ids = await this.withOpenDescendants(taskIds);
    await this.tx
      .update(bpmTask)
      .set({ result, reason: reason.slice(0, 500), endTime: this.clock() })
      .where(and(inArray(bpmTask.id, ids), isNull(bpmTask.endTime)));
    await this.tx.delete(bpmTimer).where(inArray(bpmTimer.taskId, ids));
    await this.tx
      .update(bpmActivity)
      .set({ endTime: this.clock(), ...(result === BpmResult.CANCEL ? { outcome: 'cancelled' } : {}) })
      .where(and(eq(bpmActivity.processInstanceId, this.instance.id), inArray(bpmActivity.taskId, taskIds), isNull(bpmActivity.endTime)));
  }

  private async withOpenDescendants(taskIds: string[]): Promise<string[]> {
    const all = new Set(taskIds);
    for (let frontier = taskIds; frontier.length > 0; ) {
      const children = await this.tx
        .select({ id: bpmTask.id })
        .from(bpmTask)
        .where(and(inArray(bpmTask.parentTaskId, frontier), isNull(bpmTask.endTime)));
      frontier = children.map((c) => c.id).filter((id) => !all.has(id));
      frontier.forEach((id) => all.add(id));
    }
    return [...all];
  }

  /**
   * Activities this step started, not written yet: one insert at the step's end (`flushWrites`)
   * rather than one per activity, and an activity that also ended within the step is inserted
   * ended rather than inserted and then updated. A start event, an exclusive gateway and an end
   * event never hold a token past the step that reached them, so no earlier step can have left one
   * open: ending the one started here is all the update would have done. (A user task's activity
   * is matched by its task, which is unique.) Anything else ends through the database, after the
   * pending rows are written, so it closes every open row of the node as before.
   */
  private readonly startedNow: Array<typeof bpmActivity.$inferInsert> = [];

  async activityStarted(node: FlowNode, taskId: string | null): Promise<void> {
    this.startedNow.push({
      tenantId: this.instance.tenantId,
      processInstanceId: this.instance.id,
      key: node.id,
      type: node.type,
      taskId,
      startTime: this.clock(),
    });
  }

  async activityEnded(node: FlowNode, taskId: string | null, outcome?: ActivityOutcome): Promise<void> {
    if (taskId !== null || PASSED_WITHIN_A_STEP.has(node.type)) {
      const started = this.startedNow.find((a) => a.key === node.id && a.taskId === taskId && a.endTime == null);
      if (started) {
        started.endTime = this.clock();
        if (outcome) started.outcome = outcome;
        return;
      }
    }
    const end = this.tx
      .update(bpmActivity)
      .set({ endTime: this.clock(), ...(outcome ? { outcome } : {}) })
      .where(
        and(
          eq(bpmActivity.processInstanceId, this.instance.id),
          eq(bpmActivity.key, node.id),
          taskId === null ? isNull(bpmActivity.taskId) : eq(bpmActivity.taskId, taskId),
          isNull(bpmActivity.endTime),
        ),
      );
    // A task's activity not started in this step was written by an earlier one (its task is
    // unique), so ending it can wait. Any other node's end closes every open row of the node,
    // those this step started included: it needs them written first.
    if (taskId !== null) {
      this.waiting.push(end);
      return;
    }
    await this.flushWrites();
    await end;
  }

  /**
   * Sends the writes that wait, the activities this step started, then `last`, as one statement:
   * at the step's end (`last` is the instance's state), and before anything that reads or changes
   * rows it selects.
   */
  async flushWrites(...last: Write[]): Promise<void> {
    const writes = this.waiting.splice(0);
    if (this.startedNow.length > 0) writes.push(this.tx.insert(bpmActivity).values(this.startedNow.splice(0)));
    await writeTogether(this.tx, [...writes, ...last]);
  }

  callBean(bean: string, _method: string | null, call: ListenerCall): Promise<void> {
    switch (bean) {
      case BEAN_NAMES.noop:
        return Promise.resolve();
      case BEAN_NAMES.taskAutoApprove:
      case BEAN_NAMES.taskAutoReject:
        if (!call.taskId) throw new ProcessFailure(`Bean ${bean} 只能用在用户任务的任务监听器上`);
        this.followUps.push({
          kind: 'autoComplete',
          taskId: call.taskId,
          approve: bean === BEAN_NAMES.taskAutoApprove,
          reason: call.listener.event === 'timeout' ? `超时自动${bean === BEAN_NAMES.taskAutoApprove ? '通过' : '不通过'}` : '系统自动处理',
        });
        return Promise.resolve();
      case BEAN_NAMES.taskRemind:
        if (call.taskId) this.followUps.push({ kind: 'remind', taskId: call.taskId });
        return Promise.resolve();
      default: {
        const declared = this.calls?.bean(bean);
        if (!declared) throw new ProcessFailure(`Bean ${bean} 不存在`);
        // A feature's bean may read or write anything in the transaction: it sees the step so far.
        return this.flushWrites().then(() => declared.run({
          tx: this.tx,
          tenantId: this.instance.tenantId,
          instanceId: this.instance.id,
          starterId: this.instance.startUserId,
          taskId: call.taskId,
          variables: call.variables,
        }));
      }
    }
  }

  async scheduleTimeouts(node: FlowNode, taskId: string, listeners: Listener[]): Promise<void> {
    for (const listener of listeners) {
      const plan = listener.timer && planTimer(listener.timer, this.clock());
      if (!plan) continue;
      this.waiting.push(this.tx.insert(bpmTimer).values({
        tenantId: this.instance.tenantId,
        processInstanceId: this.instance.id,
        taskId,
        listenerIndex: node.taskListeners.indexOf(listener),
        dueTime: plan.due,
        intervalMs: plan.intervalMs,
        repeatsLeft: plan.repeatsLeft,
      }));
    }
  }
}
