/**
 * The workflow runtime: every command that moves a process (start, approve, reject, cancel,
 * return, and the task-level ones: delegate, reassign, add and remove signers) and the timers.
 * What must stay true:
 * - each command runs in one transaction that first locks the instance row, then re-reads the
 *   task: two people approving one task at once are serialised, and the second is told the task
 *   is no longer waiting (nothing is changed twice);
 * - the engine's state and variables are stored with the instance in that transaction, so any
 *   server continues the process where it stopped;
 * - an error in a diagram's expression or script fails the command with a message naming the
 *   node, and nothing of the step is kept;
 * - a command is bounded as a whole (engine/budget.ts): its steps, the time its scripts and
 *   expressions take together, each script's time and memory; past a bound it fails with
 *   PROCESS_EXECUTION_LIMIT and rolls back. Scripts run in worker threads (engine/script-pool.ts),
 *   never on the event loop;
 * - a command's messages are written by its own transaction, with a step's writes where they can
 *   be (a rolled-back step notifies nobody, an acknowledged one has them even after a crash); the
 *   bells ring after the commit;
 * - with separation of duties on (配置管理's bpm.task.forbid-starter-approval, read at each
 *   command), no path gives a task to its process's starter: 转办, 委派 and 加签 are refused,
 *   and a rule's candidates go without the starter.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { BpmModelFormType, BpmProcessInstanceStatus, BpmResult, ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { sameTenant, type TenantScope, tenantScope } from '../../../db/tenantScope.ts';
import { writeTogether, type Write } from '../../../db/writeTogether.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import type { NotifySendService, SendNotify } from '../../system/notify/index.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { enabledUsersAmong, userBriefs } from '../../system/user/index.ts';
import { DefinitionService, type DefinitionRow } from '../definition/index.ts';
import { validateFormValues } from '../form/index.ts';
import { CommandBudget, DEFAULT_LIMITS, type EngineLimits, Execution, ExpressionError, LimitExceeded, loadProcessGraph, newScriptPool, ProcessFailure, returnTargets } from '../engine/index.ts';
import type { FlowNode, ProcessGraph, ScriptPool } from '../engine/index.ts';
import { declareBeanNames } from '../engine/index.ts';
import type { WorkflowBeanDef } from '../../../platform/workflow-beans.ts';
import { type CallHooks, DbHost, type FollowUp, type TaskMessage, taskMessage } from './db-host.ts';
import { bpmActivity, bpmEventSubscription, bpmProcessInstance, bpmTask, bpmTimer } from './runtime.schema.ts';
import { acrossTenants, withinTenant } from '../../../db/tenantContext.ts';

export type InstanceRow = typeof bpmProcessInstance.$inferSelect;
export type TaskRow = typeof bpmTask.$inferSelect;

/** A task's message to `to`, its starter's nickname still to be named (`named`). */
function taskNotice(task: TaskMessage, to: number, templateCode: string): SendNotify {
  return {
    tenantId: task.tenantId,
    userId: to,
    templateCode,
    templateParams: { processInstanceName: task.instanceName, processInstanceId: task.instanceId, taskName: task.taskName },
  };
}

/** A message to the instance's starter about it. */
function starterNotice(instance: InstanceRow, templateCode: string, params: Record<string, unknown>): SendNotify {
  return {
    tenantId: instance.tenantId,
    userId: instance.startUserId,
    templateCode,
    templateParams: { processInstanceName: instance.name, processInstanceId: instance.id, ...params },
  };
}

const named = (send: SendNotify, startUserNickname: string): SendNotify => ({ ...send, templateParams: { ...send.templateParams, startUserNickname } });

export interface StartInput {
  tenantId: number;
  startUserId: number;
  /** A definition by id (the start page), or the newest active version of a key (business forms). */
  definitionId?: string;
  processKey?: string;
  variables: Record<string, unknown>;
  businessKey?: string;
}

export interface ResultEvent {
  tenantId: number;
  instanceId: string;
  businessKey: string | null;
  result: number;
}
type ResultHandler = (tx: Tx, event: ResultEvent) => Promise<void>;

interface Actor {
  id: number;
  tenantId: number;
}

/** The contract's rule for variable names; its schema cannot hold it (a record's key pattern is not checked), so it is checked here. */
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

function requireVariableNames(variables: Record<string, unknown>): void {
  const bad = Object.keys(variables).find((name) => !VARIABLE_NAME.test(name));
  if (bad !== undefined)
    throw badRequest(`流程变量名【${bad.slice(0, 64)}】格式不正确，需以字母或下划线开头，只能包含字母、数字和下划线，最长 64 个字符`);
}

/** Task results that still wait for someone. */
const OPEN_RESULTS: readonly number[] = [BpmResult.PROCESS, BpmResult.DELEGATE, BpmResult.SIGN_AFTER, BpmResult.SIGN_BEFORE];
const SIGN_TYPE_NAMES: Record<string, string> = { before: '向前加签', after: '向后加签' };

/** What commands may spend (config.bpm) and how many worker threads run their scripts. */
export interface RuntimeLimits extends EngineLimits {
  scriptWorkers: number;
}

export class ProcessRuntime {
  private readonly resultHandlers = new Map<string, ResultHandler[]>();
  private readonly beans = new Map<string, WorkflowBeanDef>();
  /** Deployed definitions by tenant and id (definitionOf). */
  private readonly deployed = new Map<string, DefinitionRow>();
  private readonly definitions: DefinitionService;
  private readonly limits: EngineLimits;
  private readonly scripts: ScriptPool;
  /** One budget per command: every step its transaction takes (auto-approvals, signers…) shares it. */
  private readonly budgets = new WeakMap<Tx, CommandBudget>();
  /** Whether a starter may be given a task of their own process: on until `readStarterSwitch` says otherwise. */
  private forbidStarterSwitch: () => Promise<boolean> = () => Promise.resolve(true);
  /** The switch's value for each command's transaction, read before it opened. */
  private readonly starterForbidden = new WeakMap<Tx, boolean>();

  constructor(
    private readonly db: Db,
    private readonly notify: NotifySendService,
    private readonly now: () => number = Date.now,
    private readonly log: (msg: string, err: unknown) => void = () => {},
    limits: Partial<RuntimeLimits> = {},
    /** Where users' briefs are remembered (userBriefs): who is enabled, and the names a message gives; without it each is read. */
    private readonly cache?: CatalogueCache,
  ) {
    this.definitions = new DefinitionService(db);
    const { scriptWorkers = 1, ...engine } = limits;
    this.limits = { ...DEFAULT_LIMITS, ...engine };
    this.scripts = newScriptPool(scriptWorkers, this.limits.scriptMemoryBytes);
  }

  /** Ends the script workers (idle ones end by themselves too). */
  close(): void {
    this.scripts.close();
  }

  /**
   * Where the separation-of-duties switch is read (配置管理, through the catalogue cache): once
   * per command, before its transaction opens, so a change applies to the next command.
   */
  readStarterSwitch(read: () => Promise<boolean>): void {
    this.forbidStarterSwitch = read;
  }

  /** The beans the features declared: a diagram may name them from now on (engine/beans.ts). */
  useBeans(beans: ReadonlyArray<WorkflowBeanDef>): void {
    for (const bean of beans) this.beans.set(bean.name, bean);
    declareBeanNames(beans.map((b) => b.name));
  }

  /** Called in the step's transaction whenever an instance of `processKey` ends (2, 3 or 4). */
  onResult(processKey: string, handler: ResultHandler): void {
    this.resultHandlers.set(processKey, [...(this.resultHandlers.get(processKey) ?? []), handler]);
  }

  // ---- start ----

  /**
   * Starts an instance inside the caller's transaction (a business form stores its row with it).
   * `startable` is the definition when the caller has just read it as startable (the start page).
   */
  async start(tx: Tx, input: StartInput, startable?: DefinitionRow): Promise<string> {
    const scope = tenantScope(tx, input.tenantId);
    const definition =
      startable ??
      (input.definitionId
        ? await this.definitions.requireStartable(scope, input.definitionId, tx)
        : await this.definitions.latestActiveByKey(scope, input.processKey ?? '', tx));
    return this.startAt(tx, input, definition, undefined);
  }

  /** Starts an instance of `definition` at `startId` (its none start event when not given). */
  private async startAt(tx: Tx, input: StartInput, definition: DefinitionRow, startId: string | undefined): Promise<string> {
    const scope = tenantScope(tx, input.tenantId);
    const id = randomUUID();
    const [row] = await scope.insert(bpmProcessInstance, {
      id,
      processDefinitionId: definition.id,
      processKey: definition.key,
      name: definition.name,
      category: definition.category,
      status: BpmProcessInstanceStatus.RUNNING,
      result: BpmResult.PROCESS,
      startUserId: input.startUserId,
      businessKey: input.businessKey ?? null,
      formVariables: input.variables,
      variables: { ...input.variables },
      state: { tokens: [], seq: 0 },
      createTime: this.now(),
    });
    let followUps = await this.step(tx, row!, definition, (exec) => exec.start(startId));
    followUps = await this.runFollowUps(tx, followUps);
    this.afterCommit(tx, followUps);
    return id;
  }

  /** The start page's call: a process-form definition, its form's rules checked here too. */
  async startFromForm(actor: Actor, definitionId: string, variables: Record<string, unknown>): Promise<string> {
    const definition = await this.definitions.requireStartable(tenantScope(this.db, actor.tenantId), definitionId);
    if (definition.formType === BpmModelFormType.CUSTOM)
      throw serviceError(ErrorCodes.PROCESS_INSTANCE_START_CUSTOM_FORM, definition.formCustomCreatePath ?? '');
    requireVariableNames(variables);
    validateFormValues(definition.formFields, variables);
    return this.transaction((tx) => this.start(tx, { tenantId: actor.tenantId, startUserId: actor.id, definitionId, variables }, definition));
  }

  // ---- task commands ----

  async approve(actor: Actor, taskId: string, reason: string, variables?: Record<string, unknown>): Promise<void> {
    if (variables) requireVariableNames(variables);
    await this.onOpenTask(actor, taskId, async (tx, task, instance) => {
      await this.setVariables(tx, instance, variables);
      if (task.result === BpmResult.DELEGATE) {
        // A delegate's approval hands the task back to its owner, who decides.
        await tx.update(bpmTask).set({ assigneeUserId: task.ownerUserId, result: BpmResult.PROCESS, reason }).where(eq(bpmTask.id, task.id));
        return [{ kind: 'taskAssigned', task: taskMessage(task, instance), userId: task.ownerUserId! }];
      }
      return this.afterTaskDone(tx, task, instance, await this.taskEnd(tx, task, instance, BpmResult.APPROVE, reason));
    });
  }

  async reject(actor: Actor, taskId: string, reason: string, variables?: Record<string, unknown>): Promise<void> {
    if (variables) requireVariableNames(variables);
    await this.onOpenTask(actor, taskId, async (tx, task, instance) => {
      await this.setVariables(tx, instance, variables);
      await this.endTask(tx, task, instance, BpmResult.REJECT, reason);
      return this.finish(tx, instance, BpmResult.REJECT, reason);
    });
  }

  /** The starter withdraws a running instance. */
  async cancel(actor: Actor, instanceId: string, reason: string): Promise<void> {
    await this.transaction(async (tx) => {
      const instance = await this.lockInstance(tx, actor.tenantId, instanceId);
      if (instance.status !== BpmProcessInstanceStatus.RUNNING) throw serviceError(ErrorCodes.PROCESS_INSTANCE_CANCEL_FAIL_NOT_EXISTS);
      if (instance.startUserId !== actor.id) throw serviceError(ErrorCodes.PROCESS_INSTANCE_CANCEL_FAIL_NOT_SELF);
      const followUps = await this.finish(tx, instance, BpmResult.CANCEL, `取消流程，原因：${reason}`);
      this.afterCommit(tx, followUps);
    });
  }

  /** Earlier user tasks this task can be sent back to (they ran, and lie on its own line). */
  async returnTargets(actor: Actor, taskId: string): Promise<Array<{ definitionKey: string; name: string }>> {
    const scope = tenantScope(this.db, actor.tenantId);
    const task = await this.requireTask(scope, taskId, this.db);
    const instance = await this.requireInstance(scope, task.processInstanceId, this.db);
    // As the return itself would answer: a finished task can be sent nowhere.
    if (task.endTime !== null || !OPEN_RESULTS.includes(task.result) || instance.status !== BpmProcessInstanceStatus.RUNNING)
      throw serviceError(ErrorCodes.TASK_COMPLETE_FAIL_NOT_EXISTS);
    if (task.assigneeUserId !== actor.id) throw serviceError(ErrorCodes.TASK_COMPLETE_FAIL_ASSIGN_NOT_SELF);
    const graph = await loadProcessGraph((await this.definitionOf(instance, this.db)).bpmnXml);
    return returnTargets(graph, task.definitionKey, await this.visited(instance.id, this.db)).map((n) => ({ definitionKey: n.id, name: n.name }));
  }

  async returnTask(actor: Actor, taskId: string, targetKey: string, reason: string): Promise<void> {
    await this.onOpenTask(actor, taskId, async (tx, task, instance) => {
      if (task.parentTaskId) throw serviceError(ErrorCodes.TASK_RETURN_FAIL_SOURCE_TARGET_ERROR);
      const definition = await this.definitionOf(instance, tx);
      const graph = await loadProcessGraph(definition.bpmnXml);
      const target = graph.nodes.get(targetKey);
      if (!target || target.type !== 'userTask') throw serviceError(ErrorCodes.TASK_TARGET_NODE_NOT_EXISTS);
      const visited = await this.visited(instance.id, tx);
      const followUps = await this.step(tx, instance, definition, async (exec) => {
        if (!returnTargets(graph, task.definitionKey, visited).some((n) => n.id === targetKey))
          throw serviceError(ErrorCodes.TASK_RETURN_FAIL_SOURCE_TARGET_ERROR);
        await exec.returnTo(targetKey, reason);
      });
      this.notifyStarter(tx, instance, 'bpm-process-returned', { taskName: target.name, reason });
      return followUps;
    });
  }

  async delegate(actor: Actor, taskId: string, delegateUserId: number, reason: string): Promise<void> {
    await this.onOpenTask(actor, taskId, async (tx, task, instance) => {
      if (delegateUserId === actor.id) throw serviceError(ErrorCodes.TASK_DELEGATE_FAIL_USER_REPEAT);
      if (task.result !== BpmResult.PROCESS) throw serviceError(ErrorCodes.TASK_COMPLETE_FAIL_NOT_EXISTS);
      if (!(await enabledUsersAmong(tx, actor.tenantId, [delegateUserId], this.cache)).length) throw serviceError(ErrorCodes.TASK_DELEGATE_FAIL_USER_NOT_EXISTS);
      this.requireNotStarter(tx, instance, [delegateUserId]);
      await tx
        .update(bpmTask)
        .set({ ownerUserId: actor.id, assigneeUserId: delegateUserId, result: BpmResult.DELEGATE, reason })
        .where(eq(bpmTask.id, task.id));
      return [{ kind: 'taskAssigned', task: taskMessage(task, instance), userId: delegateUserId }];
    });
  }

  async updateAssignee(actor: Actor, taskId: string, assigneeUserId: number): Promise<void> {
    await this.onOpenTask(actor, taskId, async (tx, task, instance) => {
      if (assigneeUserId === actor.id) throw serviceError(ErrorCodes.TASK_ASSIGNEE_INVALID, '新审批人与当前审批人为同一人');
      if (!(await enabledUsersAmong(tx, actor.tenantId, [assigneeUserId], this.cache)).length) throw serviceError(ErrorCodes.TASK_ASSIGNEE_INVALID, '新审批人不存在或已停用');
      this.requireNotStarter(tx, instance, [assigneeUserId]);
      await tx.update(bpmTask).set({ assigneeUserId }).where(eq(bpmTask.id, task.id));
      return [{ kind: 'taskAssigned', task: taskMessage(task, instance), userId: assigneeUserId }];
    });
  }

  /** Adds signers: `before` they decide first and the task comes back; `after` I approve now and they follow. */
  async createSign(actor: Actor, taskId: string, userIds: number[], type: 'before' | 'after', reason: string): Promise<void> {
    await this.onOpenTask(actor, taskId, async (tx, task, instance) => {
      if (task.result !== BpmResult.PROCESS)
        throw serviceError(ErrorCodes.TASK_ADD_SIGN_TYPE_ERROR, SIGN_TYPE_NAMES[task.signType ?? ''] ?? '委派', SIGN_TYPE_NAMES[type]!);
      const users = await enabledUsersAmong(tx, actor.tenantId, userIds, this.cache);
      if (users.length !== userIds.length) throw serviceError(ErrorCodes.TASK_ADD_SIGN_USER_NOT_EXIST);
      const repeated = users.find((u) => u.id === actor.id);
      if (repeated) throw serviceError(ErrorCodes.TASK_ADD_SIGN_USER_REPEAT, repeated.nickname);
      this.requireNotStarter(tx, instance, userIds);
      await tx
        .update(bpmTask)
        .set(
          type === 'before'
            ? { ownerUserId: actor.id, assigneeUserId: null, result: BpmResult.SIGN_BEFORE, signType: type, reason }
            : { ownerUserId: actor.id, result: BpmResult.SIGN_AFTER, signType: type, reason },
        )
        .where(eq(bpmTask.id, task.id));
      const children = users.map((u) => ({
        id: randomUUID(),
        tenantId: actor.tenantId,
        processInstanceId: task.processInstanceId,
        processDefinitionId: task.processDefinitionId,
        definitionKey: task.definitionKey,
        name: task.name,
        assigneeUserId: u.id,
        parentTaskId: task.id,
        result: BpmResult.PROCESS,
        createTime: this.now(),
      }));
      await tx.insert(bpmTask).values(children);
      return children.map((c) => ({ kind: 'taskAssigned' as const, task: taskMessage(c, instance), userId: c.assigneeUserId }));
    });
  }

  /** Withdraws a signer (by whoever added it); when none is left the parent task resumes. */
  async deleteSign(actor: Actor, childId: string, reason: string): Promise<void> {
    await this.transaction(async (tx) => {
      const scope = tenantScope(tx, actor.tenantId);
      const peek = await this.requireTask(scope, childId, tx);
      const instance = await this.lockInstance(tx, actor.tenantId, peek.processInstanceId);
      const child = await this.requireTask(scope, childId, tx);
      if (!child.parentTaskId) throw serviceError(ErrorCodes.TASK_SUB_SIGN_NO_PARENT);
      const parent = await this.requireTask(scope, child.parentTaskId, tx);
      if (parent.ownerUserId !== actor.id) throw serviceError(ErrorCodes.TASK_COMPLETE_FAIL_ASSIGN_NOT_SELF);
      if (child.endTime !== null || parent.endTime !== null) throw serviceError(ErrorCodes.TASK_COMPLETE_FAIL_NOT_EXISTS);
      const host = new DbHost(tx, instance, this.now, this.forbidsStarter(tx), this.callHooks, this.cache);
      await host.closeTasks([child.id], BpmResult.CANCEL, `减签，原因：${reason}`);
      const followUps = await this.afterTaskDone(tx, child, instance);
      this.afterCommit(tx, followUps);
    });
  }

  // ---- timers ----

  /** Runs the timeout listeners that are due; any server may call this, each timer fires once. */
  async fireDueTimers(limit = 50): Promise<number> {
    // Due timers of every tenant; each then fires in its own tenant's context.
    const due = await acrossTenants(() => this.db.select().from(bpmTimer).where(lte(bpmTimer.dueTime, this.now())).orderBy(asc(bpmTimer.dueTime)).limit(limit));
    let fired = 0;
    for (const timer of due) {
      await withinTenant(timer.tenantId, async () => {
        try {
          if (await this.fireTimer(timer)) fired++;
        } catch (e) {
          this.log(`timer ${timer.taskId ? `of task ${timer.taskId}` : `of ${timer.elementId}`} failed`, e);
          // A listener that fails is not retried forever: its row was claimed and is dropped.
          await this.db.delete(bpmTimer).where(eq(bpmTimer.id, timer.id));
        }
      });
    }
    return fired;
  }

  private async fireTimer(timer: typeof bpmTimer.$inferSelect): Promise<boolean> {
    return this.transaction(async (tx) => {
      const instance = await this.lockInstance(tx, timer.tenantId, timer.processInstanceId);
      const claimed = await tx.delete(bpmTimer).where(eq(bpmTimer.id, timer.id)).returning({ id: bpmTimer.id });
      if (claimed.length === 0) return false; // another server fired it
      if (instance.status !== BpmProcessInstanceStatus.RUNNING) return false;
      const task = timer.taskId ? (await tx.select().from(bpmTask).where(eq(bpmTask.id, timer.taskId)))[0] : undefined;
      if (timer.taskId && (!task || task.endTime !== null)) return false;
      if (timer.intervalMs && timer.repeatsLeft !== 0) {
        await tx.insert(bpmTimer).values({
          ...timer,
          id: undefined,
          dueTime: timer.dueTime + timer.intervalMs,
          repeatsLeft: timer.repeatsLeft === null ? null : timer.repeatsLeft - 1,
        });
      }
      const definition = await this.definitionOf(instance, tx);
      let followUps = await this.step(tx, instance, definition, async (exec) => {
        // A task's timeout listener, or a timer event (catch or boundary) of a waiting token.
        if (task) await exec.fireTimeout(task.id, timer.listenerIndex ?? -1);
        else if (timer.elementId && timer.tokenId !== null) await exec.fire(timer.elementId, timer.tokenId);
      });
      followUps = await this.runFollowUps(tx, followUps);
      this.afterCommit(tx, followUps);
      return true;
    });
  }

  /**
   * What a step left to do in the same transaction, until nothing is left: beans that approve or
   * reject a task (a timeout's usual job) do it as that task's assignee would; thrown signals
   * reach their subscriptions; a called instance's end moves its caller. Notifications are
   * passed on for after the commit. The command's budget bounds the whole chain.
   */
  private async runFollowUps(tx: Tx, followUps: FollowUp[]): Promise<FollowUp[]> {
    const rest: FollowUp[] = [];
    const queue = [...followUps];
    for (let f = queue.shift(); f; f = queue.shift()) {
      switch (f.kind) {
        case 'autoComplete': {
          const [task] = await tx.select().from(bpmTask).where(eq(bpmTask.id, f.taskId));
          if (!task || task.endTime !== null || task.parentTaskId) break;
          const [instance] = await tx.select().from(bpmProcessInstance).where(eq(bpmProcessInstance.id, task.processInstanceId));
          if (!instance || instance.status !== BpmProcessInstanceStatus.RUNNING) break;
          if (f.approve) queue.push(...(await this.afterTaskDone(tx, task, instance, await this.taskEnd(tx, task, instance, BpmResult.APPROVE, f.reason))));
          else {
            await this.endTask(tx, task, instance, BpmResult.REJECT, f.reason);
            queue.push(...(await this.finish(tx, instance, BpmResult.REJECT, f.reason)));
          }
          break;
        }
        case 'signal':
          queue.push(...(await this.deliverSignal(tx, f.tenantId, f.name, f.instanceId, f.startUserId, undefined)).followUps);
          break;
        case 'calledEnded': {
          const parent = await this.lockRunning(tx, f.tenantId, f.parentId);
          if (!parent) break;
          if (f.result === BpmResult.APPROVE) {
            const definition = await this.definitionOf(parent, tx);
            queue.push(...(await this.step(tx, parent, definition, (exec) => exec.calledEnded(f.tokenId, f.variables).then(() => undefined))));
          } else {
            const [child] = await tx.select({ name: bpmProcessInstance.name }).from(bpmProcessInstance).where(eq(bpmProcessInstance.id, f.childId));
            const reason = `子流程【${child?.name ?? f.childId}】${f.result === BpmResult.REJECT ? '审批不通过' : '已取消'}`;
            queue.push(...(await this.finish(tx, parent, f.result, reason)));
          }
          break;
        }
        case 'calledError': {
          const parent = await this.lockRunning(tx, f.tenantId, f.parentId);
          if (!parent) break;
          const definition = await this.definitionOf(parent, tx);
          queue.push(...(await this.step(tx, parent, definition, (exec) => exec.calledFailed(f.tokenId, f.code).then(() => undefined))));
          break;
        }
        default:
          rest.push(f);
      }
    }
    return rest;
  }

  /** The instance locked, when it is still running. */
  private async lockRunning(tx: Tx, tenantId: number, id: string): Promise<InstanceRow | undefined> {
    const scope = tenantScope(tx, tenantId);
    const [row] = await tx.select().from(bpmProcessInstance).where(scope.where(bpmProcessInstance, eq(bpmProcessInstance.id, id))).for('update');
    return row && row.status === BpmProcessInstanceStatus.RUNNING ? row : undefined;
  }

  /** How a step reaches other instances: a call activity starts one, an ended caller cancels its callees. */
  private readonly callHooks: CallHooks = {
    bean: (name) => this.beans.get(name),
    startCalled: async (tx, parent, node, tokenId, variables) => {
      const scope = tenantScope(tx, parent.tenantId);
      let definition: DefinitionRow;
      try {
        definition = await this.definitions.latestActiveByKey(scope, node.call!.key, tx);
      } catch {
        throw new ProcessFailure(`调用活动【${node.name}】调用的流程 ${node.call!.key} 不存在或没有激活的版本`);
      }
      const id = randomUUID();
      const [row] = await scope.insert(bpmProcessInstance, {
        id,
        processDefinitionId: definition.id,
        processKey: definition.key,
        name: definition.name,
        category: definition.category,
        status: BpmProcessInstanceStatus.RUNNING,
        result: BpmResult.PROCESS,
        startUserId: parent.startUserId,
        businessKey: null,
        formVariables: variables,
        variables: { ...variables },
        state: { tokens: [], seq: 0 },
        createTime: this.now(),
        superInstanceId: parent.id,
        superToken: tokenId,
        callActivityId: node.id,
      });
      const followUps = await this.step(tx, row!, definition, (exec) => exec.start());
      // A callee that ran to its end at once answers now: the caller is in the middle of its step.
      const mine = followUps.find((f) => f.kind === 'calledEnded' && f.childId === id);
      const ended = mine?.kind === 'calledEnded' ? { result: mine.result, variables: mine.variables } : null;
      return { started: { id, ended }, followUps: followUps.filter((f) => f !== mine) };
    },
    cancelCalled: async (tx, tenantId, instanceId, reason) => {
      const child = await this.lockRunning(tx, tenantId, instanceId);
      return child ? this.finish(tx, child, BpmResult.CANCEL, reason, true) : [];
    },
  };

  // ---- messages, signals, triggers ----

  /** Starts the newest active process that starts with message `name` (Flowable's startProcessInstanceByMessage). */
  async startByMessage(actor: Actor, name: string, variables: Record<string, unknown>, businessKey?: string): Promise<string> {
    requireVariableNames(variables);
    const found = await this.startable(this.db, actor.tenantId, 'message', name);
    if (found.length === 0) throw serviceError(ErrorCodes.PROCESS_EVENT_NOT_WAITING, `没有以消息【${name}】开始的流程`);
    if (found.length > 1) throw serviceError(ErrorCodes.PROCESS_EVENT_NOT_WAITING, `多个流程（${found.map((f) => f.definition.key).join('、')}）都以消息【${name}】开始`);
    const [{ definition, startId }] = found as [(typeof found)[number]];
    return this.transaction((tx) => this.startAt(tx, { tenantId: actor.tenantId, startUserId: actor.id, variables, ...(businessKey ? { businessKey } : {}) }, definition, startId));
  }

  /** Delivers message `name` to the instance: the first event or receive task waiting for it. */
  async message(actor: Actor, instanceId: string, name: string, variables: Record<string, unknown>): Promise<void> {
    requireVariableNames(variables);
    await this.transaction(async (tx) => {
      const instance = await this.lockInstance(tx, actor.tenantId, instanceId);
      if (instance.status !== BpmProcessInstanceStatus.RUNNING) throw serviceError(ErrorCodes.PROCESS_INSTANCE_NOT_RUNNING);
      const [sub] = await tx
        .select()
        .from(bpmEventSubscription)
        .where(and(eq(bpmEventSubscription.processInstanceId, instanceId), eq(bpmEventSubscription.type, 'message'), eq(bpmEventSubscription.eventName, name)))
        .orderBy(asc(bpmEventSubscription.id))
        .limit(1);
      if (!sub) throw serviceError(ErrorCodes.PROCESS_EVENT_NOT_WAITING, `流程实例没有在等待消息【${name}】`);
      const definition = await this.definitionOf(instance, tx);
      let followUps = await this.step(tx, instance, definition, (exec) => exec.fire(sub.elementId, sub.tokenId, variables).then(() => undefined));
      followUps = await this.runFollowUps(tx, followUps);
      this.afterCommit(tx, followUps);
    });
  }

  /** Sends signal `name` to the tenant (or one instance); answers how many it reached. */
  async signal(actor: Actor, name: string, instanceId: string | undefined, variables: Record<string, unknown>): Promise<number> {
    requireVariableNames(variables);
    return this.transaction(async (tx) => {
      if (instanceId) await this.lockInstance(tx, actor.tenantId, instanceId);
      const { reached, followUps } = await this.deliverSignal(tx, actor.tenantId, name, instanceId ?? null, actor.id, variables);
      this.afterCommit(tx, await this.runFollowUps(tx, followUps));
      return reached;
    });
  }

  /** Triggers the receive task `activityId` the instance waits at. */
  async trigger(actor: Actor, instanceId: string, activityId: string, variables: Record<string, unknown>): Promise<void> {
    requireVariableNames(variables);
    await this.transaction(async (tx) => {
      const instance = await this.lockInstance(tx, actor.tenantId, instanceId);
      if (instance.status !== BpmProcessInstanceStatus.RUNNING) throw serviceError(ErrorCodes.PROCESS_INSTANCE_NOT_RUNNING);
      const definition = await this.definitionOf(instance, tx);
      const graph = await loadProcessGraph(definition.bpmnXml);
      const node = graph.nodes.get(activityId);
      if (!node || node.type !== 'receiveTask') throw serviceError(ErrorCodes.PROCESS_EVENT_NOT_WAITING, `节点【${node?.name ?? activityId}】不是接收任务`);
      let followUps = await this.step(tx, instance, definition, async (exec) => {
        const token = exec.waitingAt(activityId);
        if (!token) throw serviceError(ErrorCodes.PROCESS_EVENT_NOT_WAITING, `接收任务【${node.name}】没有在等待`);
        await exec.fire(activityId, token.id, variables);
      });
      followUps = await this.runFollowUps(tx, followUps);
      this.afterCommit(tx, followUps);
    });
  }

  /**
   * A signal reaches every subscription of its name in the tenant (or in one instance), each
   * instance in one step; with no instance given it also starts every process that starts with
   * it. `starterId` starts those (the sender, or the starter of the instance that threw it).
   */
  private async deliverSignal(
    tx: Tx,
    tenantId: number,
    name: string,
    instanceId: string | null,
    starterId: number,
    variables: Record<string, unknown> | undefined,
  ): Promise<{ reached: number; followUps: FollowUp[] }> {
    const subs = await tx
      .select()
      .from(bpmEventSubscription)
      .where(
        tenantScope(tx, tenantId).where(
          bpmEventSubscription,
          and(
            eq(bpmEventSubscription.type, 'signal'),
            eq(bpmEventSubscription.eventName, name),
            instanceId ? eq(bpmEventSubscription.processInstanceId, instanceId) : undefined,
          ),
        ),
      )
      .orderBy(asc(bpmEventSubscription.id));
    let reached = 0;
    const followUps: FollowUp[] = [];
    for (const id of [...new Set(subs.map((s) => s.processInstanceId))]) {
      const instance = await this.lockRunning(tx, tenantId, id);
      if (!instance) continue;
      const definition = await this.definitionOf(instance, tx);
      followUps.push(
        ...(await this.step(tx, instance, definition, async (exec) => {
          for (const s of subs.filter((x) => x.processInstanceId === id)) if (await exec.fire(s.elementId, s.tokenId, variables)) reached++;
        })),
      );
    }
    if (!instanceId) {
      for (const { definition, startId } of await this.startable(tx, tenantId, 'signal', name)) {
        await this.startAt(tx, { tenantId, startUserId: starterId, variables: { ...variables } }, definition, startId);
        reached++;
      }
    }
    return { reached, followUps };
  }

  /** The newest active version of each process with a message or signal start event named `name`. */
  private async startable(q: Db | Tx, tenantId: number, kind: 'message' | 'signal', name: string): Promise<Array<{ definition: DefinitionRow; startId: string }>> {
    const rows = await this.definitions.latestActiveContaining(tenantScope(q, tenantId), kind === 'message' ? 'messageEventDefinition' : 'signalEventDefinition', q);
    const found: Array<{ definition: DefinitionRow; startId: string }> = [];
    for (const definition of rows) {
      const graph = await loadProcessGraph(definition.bpmnXml);
      const startId = (kind === 'message' ? graph.messageStarts : graph.signalStarts).get(name);
      if (startId) found.push({ definition, startId });
    }
    return found;
  }

  /** What the instance's variables are now, for those who may read it; secrets masked. */
  async variablesOf(instance: InstanceRow): Promise<Record<string, unknown>> {
    return maskSecrets(instance.variables);
  }

  /** What the instance waits for: messages, signals and receive tasks, and timers with their due time. */
  async waitingEvents(instance: InstanceRow): Promise<
    Array<{ activityId: string; activityName: string; type: string; eventName: string | null; dueTime: number | null; attachedTo: string | null }>
  > {
    const graph = await loadProcessGraph((await this.definitionOf(instance, this.db)).bpmnXml);
    const subs = await this.db.select().from(bpmEventSubscription).where(eq(bpmEventSubscription.processInstanceId, instance.id)).orderBy(asc(bpmEventSubscription.id));
    const timers = await this.db
      .select()
      .from(bpmTimer)
      .where(and(eq(bpmTimer.processInstanceId, instance.id), isNotNull(bpmTimer.elementId)))
      .orderBy(asc(bpmTimer.dueTime));
    const describe = (elementId: string) => {
      const node: FlowNode | undefined = graph.nodes.get(elementId);
      return { activityId: elementId, activityName: node?.name ?? elementId, attachedTo: node?.attachedTo ?? null };
    };
    return [
      ...subs.map((s) => ({ ...describe(s.elementId), type: s.type, eventName: s.eventName, dueTime: null })),
      ...timers.map((t) => ({ ...describe(t.elementId!), type: 'timer', eventName: null, dueTime: t.dueTime })),
    ];
  }

  // ---- the pieces ----

  private async onOpenTask(actor: Actor, taskId: string, body: (tx: Tx, task: TaskRow, instance: InstanceRow) => Promise<FollowUp[]>): Promise<void> {
    await this.transaction(async (tx) => {
      const scope = tenantScope(tx, actor.tenantId);
      const locked = await this.lockInstanceOfTask(tx, actor.tenantId, taskId);
      // Read under the lock: whoever was first has already changed it.
      const task = await this.requireTask(scope, taskId, tx);
      const instance = locked ?? (await this.lockInstance(tx, actor.tenantId, task.processInstanceId));
      if (task.endTime !== null || !OPEN_RESULTS.includes(task.result) || instance.status !== BpmProcessInstanceStatus.RUNNING)
        throw serviceError(ErrorCodes.TASK_COMPLETE_FAIL_NOT_EXISTS);
      if (task.assigneeUserId !== actor.id) throw serviceError(ErrorCodes.TASK_COMPLETE_FAIL_ASSIGN_NOT_SELF);
      if (task.result === BpmResult.SIGN_AFTER) throw serviceError(ErrorCodes.TASK_COMPLETE_FAIL_NOT_EXISTS);
      let followUps = await body(tx, task, instance);
      followUps = await this.runFollowUps(tx, followUps);
      this.afterCommit(tx, followUps);
    });
  }

  /**
   * A task is done: a signer may release its parent; an engine task moves the process. `ended`:
   * the task's end, not written yet (`taskEnd`), which goes with the step's writes.
   */
  private async afterTaskDone(tx: Tx, task: TaskRow, instance: InstanceRow, ended: Write[] = []): Promise<FollowUp[]> {
    if (task.parentTaskId) {
      await writeTogether(tx, ended);
      const open = await tx
        .select({ id: bpmTask.id })
        .from(bpmTask)
        .where(and(eq(bpmTask.parentTaskId, task.parentTaskId), isNull(bpmTask.endTime)));
      if (open.length > 0) return [];
      const [parent] = await tx.select().from(bpmTask).where(eq(bpmTask.id, task.parentTaskId));
      if (!parent || parent.endTime !== null) return [];
      if (parent.signType === 'before') {
        await tx
          .update(bpmTask)
          .set({ assigneeUserId: parent.ownerUserId, result: BpmResult.PROCESS, signType: null })
          .where(eq(bpmTask.id, parent.id));
        return [{ kind: 'taskAssigned', task: taskMessage(parent, instance), userId: parent.ownerUserId! }];
      }
      return this.afterTaskDone(tx, parent, instance, await this.taskEnd(tx, parent, instance, BpmResult.APPROVE, parent.reason ?? ''));
    }
    const definition = await this.definitionOf(instance, tx);
    return this.step(tx, instance, definition, (exec) => exec.completeTask(task.id), ended);
  }

  /**
   * Runs one engine command on the instance and stores what it left; ends the instance when no
   * token is left. `before`: writes of the command not sent yet, stored with the step's.
   */
  private async step(tx: Tx, instance: InstanceRow, definition: DefinitionRow, command: (exec: Execution) => Promise<void>, before: Write[] = []): Promise<FollowUp[]> {
    const host = new DbHost(tx, instance, this.now, this.forbidsStarter(tx), this.callHooks, this.cache, before);
    const exec = await this.execution(instance, definition, host, this.budgetOf(tx));
    try {
      await command(exec);
    } catch (e) {
      if (e instanceof LimitExceeded) throw serviceError(ErrorCodes.PROCESS_EXECUTION_LIMIT, e.message);
      if (e instanceof ProcessFailure || e instanceof ExpressionError) throw serviceError(ErrorCodes.PROCESS_EXECUTION_FAILED, e.message);
      throw e;
    }
    // The new tasks' messages go with the step's writes, in the same statement.
    const notices = await this.noticesOfStep(tx, instance.tenantId, host.followUps);
    // An instance this step ended gets its last variables with its end: one update, not two.
    if (exec.ended && instance.status === BpmProcessInstanceStatus.RUNNING) {
      await host.flushWrites(...notices);
      return [...host.followUps, ...(await this.finish(tx, instance, BpmResult.APPROVE, '', false, { variables: exec.variables, seq: exec.state.seq }))];
    }
    await host.flushWrites(...notices, tx.update(bpmProcessInstance).set({ state: exec.state, variables: exec.variables }).where(eq(bpmProcessInstance.id, instance.id)));
    return host.followUps;
  }

  private async execution(instance: InstanceRow, definition: DefinitionRow, host: DbHost, budget: CommandBudget): Promise<Execution> {
    const graph = await loadProcessGraph(definition.bpmnXml);
    return new Execution(graph, host, structuredClone(instance.state), structuredClone(instance.variables), { budget, scripts: this.scripts });
  }

  /** The budget of the command that `tx` is (made on its first step). */
  private budgetOf(tx: Tx): CommandBudget {
    let budget = this.budgets.get(tx);
    if (!budget) this.budgets.set(tx, (budget = new CommandBudget(this.limits)));
    return budget;
  }

  /**
   * Ends the instance with `result`: open tasks are cancelled, timers and subscriptions dropped,
   * instances it called cancelled, the starter told; a called instance's end goes to its caller
   * (unless the caller is what ends it: `byCaller`). `last`: the variables and sequence of the step
   * that reached the end, not written yet.
   */
  private async finish(
    tx: Tx,
    instance: InstanceRow,
    result: number,
    reason: string,
    byCaller = false,
    last?: { variables: Record<string, unknown>; seq: number },
  ): Promise<FollowUp[]> {
    const now = this.now();
    const followUps: FollowUp[] = [];
    const openTasks = await tx
      .select({ id: bpmTask.id })
      .from(bpmTask)
      .where(and(eq(bpmTask.processInstanceId, instance.id), isNull(bpmTask.endTime)));
    if (openTasks.length > 0) await new DbHost(tx, instance, this.now, this.forbidsStarter(tx)).closeTasks(openTasks.map((t) => t.id), BpmResult.CANCEL, reason || '流程已结束');
    const graph = await loadProcessGraph((await this.definitionOf(instance, tx)).bpmnXml);
    if (waitsForEvents(graph)) {
      await tx.delete(bpmEventSubscription).where(eq(bpmEventSubscription.processInstanceId, instance.id));
      await tx.delete(bpmTimer).where(and(eq(bpmTimer.processInstanceId, instance.id), isNotNull(bpmTimer.elementId)));
    }
    if (callsOthers(graph)) {
      const children = await tx
        .select({ id: bpmProcessInstance.id })
        .from(bpmProcessInstance)
        .where(and(eq(bpmProcessInstance.superInstanceId, instance.id), eq(bpmProcessInstance.status, BpmProcessInstanceStatus.RUNNING)));
      for (const child of children) followUps.push(...(await this.callHooks.cancelCalled(tx, instance.tenantId, child.id, reason || '调用它的流程已结束')));
    }
    if (instance.superInstanceId && instance.superToken !== null && !byCaller)
      followUps.push({
        kind: 'calledEnded',
        tenantId: instance.tenantId,
        parentId: instance.superInstanceId,
        tokenId: instance.superToken,
        childId: instance.id,
        result,
        variables: last?.variables ?? (await tx.select({ v: bpmProcessInstance.variables }).from(bpmProcessInstance).where(eq(bpmProcessInstance.id, instance.id)))[0]?.v ?? {},
      });
    // The starter is told of the outcome (cancelled: by their own hand, nothing to tell).
    const told =
      result === BpmResult.APPROVE ? await this.starterNotices(tx, instance, 'bpm-process-approved', {})
      : result === BpmResult.REJECT ? await this.starterNotices(tx, instance, 'bpm-process-rejected', { reason })
      : [];
    // Two tables, rows already written, and the message: one statement.
    await writeTogether(tx, [
      ...told,
      tx.update(bpmActivity).set({ endTime: now }).where(and(eq(bpmActivity.processInstanceId, instance.id), isNull(bpmActivity.endTime))),
      tx
        .update(bpmProcessInstance)
        .set({
          status: BpmProcessInstanceStatus.FINISH,
          result,
          endTime: now,
          state: { tokens: [], seq: last?.seq ?? instance.state.seq },
          ...(last ? { variables: last.variables } : {}),
        })
        .where(eq(bpmProcessInstance.id, instance.id)),
    ]);
    instance.status = BpmProcessInstanceStatus.FINISH;
    for (const handler of this.resultHandlers.get(instance.processKey) ?? [])
      await handler(tx, { tenantId: instance.tenantId, instanceId: instance.id, businessKey: instance.businessKey, result });
    return followUps;
  }

  /** Approve and reject may set process variables (the reference's approve with writable form fields). */
  private async setVariables(tx: Tx, instance: InstanceRow, variables: Record<string, unknown> | undefined): Promise<void> {
    if (!variables || Object.keys(variables).length === 0) return;
    instance.variables = { ...instance.variables, ...variables };
    await tx.update(bpmProcessInstance).set({ variables: instance.variables }).where(eq(bpmProcessInstance.id, instance.id));
  }

  private async endTask(tx: Tx, task: TaskRow, instance: InstanceRow, result: number, reason: string): Promise<void> {
    await writeTogether(tx, await this.taskEnd(tx, task, instance, result, reason));
  }

  /** The writes that end a task (its row, its timeout timers), not sent: the caller sends them, or hands them to the step. */
  private async taskEnd(tx: Tx, task: TaskRow, instance: InstanceRow, result: number, reason: string): Promise<Write[]> {
    const end: Write[] = [tx.update(bpmTask).set({ result, reason, endTime: this.now() }).where(eq(bpmTask.id, task.id))];
    if (await this.hasTimers(instance, task, tx)) end.push(tx.delete(bpmTimer).where(eq(bpmTimer.taskId, task.id)));
    return end;
  }

  private async visited(instanceId: string, q: Db | Tx): Promise<Set<string>> {
    const rows = await q.select({ key: bpmActivity.key }).from(bpmActivity).where(eq(bpmActivity.processInstanceId, instanceId));
    return new Set(rows.map((r) => r.key));
  }

  /**
   * The instance's definition, for its diagram: a deployed diagram never changes, so it is read
   * once per server (bounded). Only immutable fields may be read from it: not its suspension
   * state, which `requireStartable` reads fresh.
   */
  private async definitionOf(instance: InstanceRow, q: Db | Tx): Promise<DefinitionRow> {
    const key = `${instance.tenantId}:${instance.processDefinitionId}`;
    const hit = this.deployed.get(key);
    if (hit) return hit;
    const row = await this.definitions.requireDefinition(tenantScope(q, instance.tenantId), instance.processDefinitionId, q);
    if (this.deployed.size >= 500) this.deployed.delete(this.deployed.keys().next().value!);
    this.deployed.set(key, row);
    return row;
  }

  /** Whether the task's node schedules timeout timers (only then can the task have `bpm_timer` rows). */
  private async hasTimers(instance: InstanceRow, task: TaskRow, q: Db | Tx): Promise<boolean> {
    const graph = await loadProcessGraph((await this.definitionOf(instance, q)).bpmnXml);
    return graph.nodes.get(task.definitionKey)?.taskListeners.some((l) => l.timer) ?? true;
  }

  /**
   * Locks the instance of a task in one statement (the task's instance never changes, so it can
   * be found and locked at once); undefined when there is no such task, which the caller's read of
   * the task then reports.
   */
  private async lockInstanceOfTask(tx: Tx, tenantId: number, taskId: string): Promise<InstanceRow | undefined> {
    const scope = tenantScope(tx, tenantId);
    // A join, not `id IN (subquery)`: with FOR UPDATE the planner read the subquery as a semi-join
    // over the whole instance table, and approvals slowed as instances grew (bench/workflow.bench.ts).
    const [row] = await tx
      .select({ instance: bpmProcessInstance })
      .from(bpmTask)
      .innerJoin(bpmProcessInstance, and(eq(bpmProcessInstance.id, bpmTask.processInstanceId), sameTenant(bpmProcessInstance, bpmTask)))
      .where(scope.where(bpmTask, eq(bpmTask.id, taskId)))
      .for('update', { of: bpmProcessInstance });
    return row?.instance;
  }

  private async lockInstance(tx: Tx, tenantId: number, id: string): Promise<InstanceRow> {
    const scope = tenantScope(tx, tenantId);
    const [row] = await tx.select().from(bpmProcessInstance).where(scope.where(bpmProcessInstance, eq(bpmProcessInstance.id, id))).for('update');
    if (!row) throw serviceError(ErrorCodes.PROCESS_INSTANCE_NOT_EXISTS);
    return row;
  }

  private async requireInstance(scope: TenantScope, id: string, q: Db | Tx): Promise<InstanceRow> {
    const [row] = await scope.selectFrom(bpmProcessInstance, eq(bpmProcessInstance.id, id), q);
    if (!row) throw serviceError(ErrorCodes.PROCESS_INSTANCE_NOT_EXISTS);
    return row;
  }

  private async requireTask(scope: TenantScope, id: string, q: Db | Tx): Promise<TaskRow> {
    const [row] = await scope.selectFrom(bpmTask, eq(bpmTask.id, id), q);
    if (!row) throw serviceError(ErrorCodes.TASK_NOT_EXISTS);
    return row;
  }

  /** Whether this command's transaction keeps tasks from the starter (on when it was not opened here: the safe side). */
  private forbidsStarter(tx: Tx): boolean {
    return this.starterForbidden.get(tx) ?? true;
  }

  /** 转办, 委派 and 加签 to the instance's own starter are refused while separation of duties is on. */
  private requireNotStarter(tx: Tx, instance: InstanceRow, userIds: number[]): void {
    if (this.forbidsStarter(tx) && userIds.includes(instance.startUserId)) throw serviceError(ErrorCodes.TASK_ASSIGNEE_IS_STARTER);
  }

  // ---- messages, and what follows the commit ----

  private readonly pending = new WeakMap<Tx, Array<() => Promise<unknown>>>();
  /** The command's messages, written by its own transaction just before it commits (`transaction`). */
  private readonly messages = new WeakMap<Tx, Array<{ task?: TaskMessage; send: SendNotify }>>();

  private queueMessage(tx: Tx, m: { task?: TaskMessage; send: SendNotify }): void {
    const list = this.messages.get(tx);
    if (list) list.push(m);
    else this.messages.set(tx, [m]);
  }

  private notifyStarter(tx: Tx, instance: InstanceRow, templateCode: string, params: Record<string, unknown>): void {
    this.queueMessage(tx, { send: starterNotice(instance, templateCode, params) });
  }

  private afterCommit(tx: Tx, followUps: FollowUp[]): void {
    for (const f of followUps) {
      if (f.kind === 'taskAssigned') this.queueMessage(tx, { task: f.task, send: taskNotice(f.task, f.userId, 'bpm-task-assigned') });
      if (f.kind === 'remind') this.later(tx, () => this.remind(f.taskId));
    }
  }

  /** A timer's reminder: the task as it is now, to whoever holds it (after its own commit, in no transaction). */
  private async remind(taskId: string): Promise<void> {
    const [found] = await this.db
      .select({ task: bpmTask, instance: bpmProcessInstance })
      .from(bpmTask)
      .innerJoin(bpmProcessInstance, eq(bpmProcessInstance.id, bpmTask.processInstanceId))
      .where(eq(bpmTask.id, taskId));
    if (!found?.task.assigneeUserId) return;
    const task = taskMessage(found.task, found.instance);
    // A starter no longer there leaves nobody to name in the message: nothing is sent.
    const [starter] = await userBriefs(this.db, task.tenantId, [task.startUserId], this.cache);
    if (starter) await this.notify.send(named(taskNotice(task, found.task.assigneeUserId, 'bpm-task-timeout'), starter.nickname));
  }

  /**
   * Writes the command's messages still waiting in its transaction, after its work: one insert per
   * tenant (the new tasks of a step went with its writes: `noticesOfStep`).
   */
  private async writeMessages(tx: Tx): Promise<void> {
    const list = this.messages.get(tx) ?? [];
    const byTenant = new Map<number, typeof list>();
    for (const m of list) byTenant.set(m.send.tenantId, [...(byTenant.get(m.send.tenantId) ?? []), m]);
    for (const [tenantId, ms] of byTenant) await writeTogether(tx, await this.messageWrites(tx, tenantId, ms));
  }

  /**
   * The messages of the tasks a step opened, as writes to send with the step's own (db/writeTogether.ts:
   * a message row depends on none of them); their follow-ups are taken out, so nothing sends them twice.
   */
  private async noticesOfStep(tx: Tx, tenantId: number, followUps: FollowUp[]): Promise<Write[]> {
    const assigned = followUps.filter((f): f is Extract<FollowUp, { kind: 'taskAssigned' }> => f.kind === 'taskAssigned' && f.task.tenantId === tenantId);
    if (assigned.length === 0) return [];
    for (const f of assigned) followUps.splice(followUps.indexOf(f), 1);
    return this.messageWrites(tx, tenantId, assigned.map((f) => ({ task: f.task, send: taskNotice(f.task, f.userId, 'bpm-task-assigned') })));
  }

  /** The starter's message about their instance, as a write to send with the instance's end. */
  private starterNotices(tx: Tx, instance: InstanceRow, templateCode: string, params: Record<string, unknown>): Promise<Write[]> {
    return this.messageWrites(tx, instance.tenantId, [{ send: starterNotice(instance, templateCode, params) }]);
  }

  /**
   * The insert of a tenant's messages, built and not sent (none when every one was refused), their
   * recipients noted for the bells after the commit.
   */
  private async messageWrites(tx: Tx, tenantId: number, ms: Array<{ task?: TaskMessage; send: SendNotify }>): Promise<Write[]> {
    const rows = await this.notify.rowsWithin(tx, tenantId, await this.withStarterNames(tx, tenantId, ms), this.refusedNotice);
    this.toAnnounce(tx, tenantId, rows);
    return rows.length ? [this.notify.insertOf(tx, rows)] : [];
  }

  /** Task messages name their starter (a remembered brief); a starter no longer there leaves nobody to name, and nothing is sent. */
  private async withStarterNames(tx: Tx, tenantId: number, ms: Array<{ task?: TaskMessage; send: SendNotify }>): Promise<SendNotify[]> {
    const starterIds = [...new Set(ms.flatMap((m) => (m.task ? [m.task.startUserId] : [])))];
    const nickname = new Map((await userBriefs(tx, tenantId, starterIds, this.cache)).map((u) => [u.id, u.nickname]));
    return ms.flatMap((m) => {
      if (!m.task) return [m.send];
      const name = nickname.get(m.task.startUserId);
      return name === undefined ? [] : [named(m.send, name)];
    });
  }

  private readonly refusedNotice = (err: unknown) => this.log('workflow notification not sent', err);

  /** Recipients whose bells ring once `tx` has committed. */
  private readonly announcements = new WeakMap<Tx, Array<{ tenantId: number; userIds: number[] }>>();
  private toAnnounce(tx: Tx, tenantId: number, rows: ReadonlyArray<{ userId: number }>): void {
    if (rows.length === 0) return;
    const list = this.announcements.get(tx) ?? [];
    list.push({ tenantId, userIds: rows.map((r) => r.userId) });
    this.announcements.set(tx, list);
  }

  private later(tx: Tx, job: () => Promise<unknown>): void {
    const jobs = this.pending.get(tx);
    if (jobs) jobs.push(job);
    else this.pending.set(tx, [job]);
  }

  /**
   * A command's transaction. Its messages are written by it, so an acknowledged command
   * has them and a rolled-back one has none (not even after a crash between the two); the bells
   * ring and the reminders go once it has committed. The separation-of-duties switch is read
   * before it opens (a read on the database handle inside it would wait for it on the embedded
   * database).
   */
  private async transaction<T>(body: (tx: Tx) => Promise<T>): Promise<T> {
    let jobs: Array<() => Promise<unknown>> = [];
    let announced: Array<{ tenantId: number; userIds: number[] }> = [];
    const forbidStarter = await this.forbidStarterSwitch();
    const result = await this.db.transaction(async (tx) => {
      this.starterForbidden.set(tx, forbidStarter);
      const value = await body(tx);
      await this.writeMessages(tx);
      announced = this.announcements.get(tx) ?? [];
      jobs = this.pending.get(tx) ?? [];
      return value;
    });
    for (const { tenantId, userIds } of announced) this.notify.announce(tenantId, userIds);
    for (const job of jobs) await job().catch((e: unknown) => this.log('workflow notification failed', e));
    return result;
  }

  /**
   * A business form's transaction: its own row plus `start(tx, …)`, committed together, with
   * the new tasks' notifications sent after the commit.
   */
  withStart<T>(body: (tx: Tx) => Promise<T>): Promise<T> {
    return this.transaction(body);
  }
}

/** Whether instances of the graph can hold subscriptions or event timers (only then are they dropped at the end). */
function waitsForEvents(graph: ProcessGraph): boolean {
  for (const n of graph.nodes.values())
    if (n.type === 'intermediateCatchEvent' || n.type === 'receiveTask' || n.type === 'eventBasedGateway' || n.boundaries.length > 0) return true;
  return false;
}

function callsOthers(graph: ProcessGraph): boolean {
  for (const n of graph.nodes.values()) if (n.type === 'callActivity') return true;
  return false;
}

/** Variable names that hold secrets: shown masked to whoever reads the instance's variables. */
const SECRET_NAME = /pass(word)?|pwd|secret|token|credential|private|api_?key|access_?key/i;

export function maskSecrets(variables: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, SECRET_NAME.test(k) && v !== null && v !== '' ? '******' : v]));
}
