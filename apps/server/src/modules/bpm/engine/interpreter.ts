/**
 * The engine: moves tokens through a process graph. It keeps no state of its own: each command
 * (start, complete a task, return, an event delivered, end) loads the instance's `RunState`,
 * runs to the next wait (user tasks, receive tasks, catch events, event gateways, call
 * activities, joins), and hands the new state back to be stored with the instance in the same
 * transaction, so a restart or another server continues exactly where it stopped.
 * Everything outside the graph — who gets a task, task rows, history, beans, timers, event
 * subscriptions, called instances — is the host's (`EngineHost`): the database runtime in
 * production, an in-memory one in the bench and the engine's tests.
 * Semantics follow Flowable, the reference's engine (docs/workflow.md lists where they differ):
 * conditions on an exclusive gateway pick the first true flow in document order, else the
 * default; an inclusive gateway takes every true flow (else the default) and its join waits
 * until no other token of its scope can still reach it; a parallel join waits for one token per
 * incoming flow; an activity with conditional outgoing flows takes every true one, and one with
 * none ends its path.
 * Scopes: a sub-process is a token whose children run inside it; it completes when none is left.
 * Variables are the process's, except a scope's locals (a multi-instance's `loopCounter` and
 * element variable), read before the process's and written where they live.
 */
import { BpmResult } from '@tenon/contracts';
import { beanOf, type EventDef, type FlowNode, type Listener, type Mapping, type ProcessGraph } from './graph.ts';
import { CommandBudget, LimitExceeded, yieldToEventLoop } from './budget.ts';
import { evaluate, evaluateCondition, interpolate } from './expression.ts';
import { runScript } from './script.ts';
import type { ScriptPool } from './script-pool.ts';
import { durationMs, planTimer, type TimerPlan } from './timers.ts';

export interface LoopState {
  total: number;
  completed: number;
  /** A user task's assignee of each instance, by loop counter. */
  assignees: number[];
  /** The collection's elements, when the loop runs over one. */
  elements?: unknown[];
  /** A user task's loop counter by task id. */
  taskIndex?: Record<string, number>;
}

export interface Token {
  id: number;
  node: string;
  /** The scope token this one runs in (a sub-process instance); none at the process level. */
  parent?: number;
  /** Waiting at a join gateway for the other branches. */
  joined?: boolean;
  /** Open user tasks of this token. */
  tasks?: string[];
  loop?: LoopState;
  /** `sub`: a sub-process instance (its children run inside); `mi`: a multi-instance body. */
  scope?: 'sub' | 'mi';
  /** Variables of this scope only (a multi-instance's loop counter and element). */
  locals?: Record<string, unknown>;
  /** Waiting for an event: a catch event, a receive task, an event gateway; `call`: a called instance. */
  wait?: 'event' | 'call';
  /** The instance a call activity started. */
  child?: string;
  /** Its activity's boundary events are armed. */
  armed?: boolean;
}

export interface RunState {
  tokens: Token[];
  seq: number;
}

export interface ListenerCall {
  listener: Listener;
  node: FlowNode | null;
  taskId: string | null;
  variables: Record<string, unknown>;
}

export type ActivityOutcome = 'fired' | 'cancelled';

/** What a called instance left when it ended within the call (no wait state). */
export interface CalledStart {
  id: string;
  /** Set when the called instance ended in the same step: its result and final variables. */
  ended: { result: number; variables: Record<string, unknown> } | null;
}

export interface EngineHost {
  /** The starter's user id (`${starter}`, a start event's initiator). */
  readonly starter: number;
  /** Users the task may go to (its assign rule); throws a service error when nobody. */
  candidates(node: FlowNode, variables: Record<string, unknown>): Promise<number[]>;
  /** A user an expression named as a task's assignee: refused when not an enabled user of the tenant. */
  assignee(node: FlowNode, userId: number): Promise<number>;
  /** Creates an open task and its history row; returns the task id. */
  createTask(node: FlowNode, assignee: number, details: { name: string; dueTime: number | null }): Promise<string>;
  /** Ends open tasks the process no longer waits for (cancelled or sent back). */
  closeTasks(taskIds: string[], result: number, reason: string): Promise<void>;
  /** History for the viewer: a node entered (user tasks: per task) and left. */
  activityStarted(node: FlowNode, taskId: string | null): Promise<void>;
  activityEnded(node: FlowNode, taskId: string | null, outcome?: ActivityOutcome): Promise<void>;
  /** A bean named by a listener or a service task (see beans.ts). */
  callBean(bean: string, method: string | null, call: ListenerCall): Promise<void>;
  /** Timeout task listeners of a new task. */
  scheduleTimeouts(node: FlowNode, taskId: string, listeners: Listener[]): Promise<void>;
  /** `token` waits for `event` (a catch or boundary event, or a receive task); a timer's plan. */
  subscribe(token: Token, event: FlowNode, timer: TimerPlan | null): Promise<void>;
  /** Drops what `token` waited for. */
  unsubscribe(tokenId: number): Promise<void>;
  /** Starts the instance a call activity calls, with the mapped variables. */
  startCalled(node: FlowNode, tokenId: number, variables: Record<string, unknown>): Promise<CalledStart>;
  /** Ends a called instance the caller no longer waits for. */
  cancelCalled(instanceId: string, reason: string): Promise<void>;
  /** A thrown signal, delivered once the step is stored. */
  throwSignal(name: string, instanceOnly: boolean): void;
  /**
   * An error no boundary of this instance catches: true when the instance was called and the
   * error goes on to the calling instance's call activity (the host does that after the step).
   */
  propagateError(code: string): boolean;
  now(): number;
}

export class ProcessFailure extends Error {}

export const emptyState = (): RunState => ({ tokens: [], seq: 0 });

export interface ExecutionOptions {
  /**
   * What the command may spend (budget.ts): steps, script and expression time, script memory.
   * Share one budget between the executions of one command (a transaction that moves two
   * instances, or one instance twice) so that it is bounded as a whole.
   */
  budget?: CommandBudget;
  /** Worker threads that run the scripts (script-pool.ts); a shared default otherwise. */
  scripts?: ScriptPool;
}

/** Multi-instance loops are bounded: a list longer than this is refused. */
export const MAX_LOOP_INSTANCES = 1000;
const YUDAO_COLLECTION = /^\s*(?:[$#]\{\s*coll_userList\s*\}|coll_userList)\s*$/;

export class Execution {
  private readonly budget: CommandBudget;
  private readonly scripts: ScriptPool | undefined;
  /** The process scope was ended (a terminate end, an error passed to the caller): no token may enter it. */
  private rootDone = false;

  constructor(
    private readonly graph: ProcessGraph,
    private readonly host: EngineHost,
    readonly state: RunState,
    readonly variables: Record<string, unknown>,
    options: ExecutionOptions = {},
  ) {
    this.budget = options.budget ?? new CommandBudget();
    this.scripts = options.scripts;
  }

  /** Counts a step against the command's budget; every few steps lets the event loop run. */
  private async step(): Promise<void> {
    this.budget.step();
    if (this.budget.shouldYield) await yieldToEventLoop();
  }

  get ended(): boolean {
    return this.state.tokens.length === 0;
  }

  openTasks(): string[] {
    return this.state.tokens.flatMap((t) => t.tasks ?? []);
  }

  nodeOfTask(taskId: string): FlowNode | undefined {
    const token = this.state.tokens.find((t) => t.tasks?.includes(taskId));
    return token ? this.graph.nodes.get(token.node) : undefined;
  }

  /** Starts at the process's none start event, or at a message or signal start event. */
  async start(startId: string = this.graph.startId): Promise<void> {
    if (!startId) throw new ProcessFailure('该流程没有空开始事件，只能通过消息或信号发起');
    await this.listeners(this.graph.executionListeners, 'start', null, null);
    await this.arrive(startId, undefined);
    await this.settle();
  }

  /** A user task was approved: the token moves on (or the multi-instance loop counts it). */
  async completeTask(taskId: string): Promise<void> {
    const token = this.tokenOfTask(taskId);
    const node = this.node(token.node);
    token.tasks = (token.tasks ?? []).filter((t) => t !== taskId);
    await this.host.activityEnded(node, taskId);
    await this.taskListeners(node, 'complete', taskId);
    const loop = token.loop;
    if (loop) {
      loop.completed++;
      const index = loop.taskIndex?.[taskId];
      const scope = {
        ...this.scopeOf(token, index === undefined ? undefined : this.loopLocals(node, loop, index)),
        nrOfInstances: loop.total,
        nrOfCompletedInstances: loop.completed,
        nrOfActiveInstances: token.tasks.length,
      };
      if (loop.taskIndex) delete loop.taskIndex[taskId];
      const condition = node.loop?.completionCondition;
      const done = loop.completed >= loop.total || (condition ? this.condition(condition, scope, node) : false);
      if (!done) {
        if (node.loop?.sequential) await this.createLoopTask(token, node, loop.completed);
        return this.settle();
      }
      await this.host.closeTasks(token.tasks, BpmResult.CANCEL, '多实例任务已满足完成条件，系统自动取消');
      token.tasks = [];
    }
    await this.leave(token, node);
    await this.settle();
  }

  /**
   * Sends the process back to `targetId`: every token that could have come from the target
   * (the current task's, and any between) is removed, its open tasks closed as sent back, and
   * the target is entered again.
   */
  async returnTo(targetId: string, reason: string): Promise<void> {
    const target = this.node(targetId);
    const scope = target.parent === null ? undefined : this.state.tokens.find((t) => t.node === target.parent && t.scope === 'sub')?.id;
    const downstream = this.reachableFrom(targetId);
    const affected = this.state.tokens.filter((t) => t.parent === scope && downstream.has(t.node));
    for (const token of affected) {
      const tasks = token.tasks ?? [];
      await this.host.closeTasks(tasks, BpmResult.BACK, reason);
      for (const taskId of tasks) await this.host.activityEnded(this.node(token.node), taskId);
      token.tasks = [];
      await this.kill(token, reason);
    }
    await this.arrive(targetId, scope);
    await this.settle();
  }

  /** Ends the instance at once (rejected or cancelled): all open tasks closed with `reason`. */
  async terminate(reason: string, taskResult: number = BpmResult.CANCEL): Promise<void> {
    await this.host.closeTasks(this.openTasks(), taskResult, reason);
    for (const t of this.state.tokens) t.tasks = [];
    for (const t of this.state.tokens.filter((x) => x.parent === undefined)) await this.kill(t, reason);
    this.rootDone = true;
  }

  /** Runs the `timeout` listeners of an open task (a timer fired). */
  async fireTimeout(taskId: string, listenerIndex: number): Promise<void> {
    const node = this.nodeOfTask(taskId);
    if (!node) return;
    const listener = node.taskListeners[listenerIndex];
    if (listener) await this.runListener(listener, node, taskId);
  }

  /**
   * What `token` waited for happened at `elementId`: a boundary event of its activity, its own
   * catch event or receive task, or one of the events after the event gateway it waits at.
   * False when the token no longer waits there (the event came late): nothing changes.
   */
  async fire(elementId: string, tokenId: number, variables?: Record<string, unknown>): Promise<boolean> {
    const event = this.graph.nodes.get(elementId);
    const token = this.state.tokens.find((t) => t.id === tokenId);
    if (!event || !token) return false;
    const at = this.node(token.node);
    if (event.type === 'boundaryEvent') {
      if (event.attachedTo !== at.id || !token.armed) return false;
    } else if (token.node === event.id) {
      if (token.wait !== 'event') return false;
    } else if (at.type !== 'eventBasedGateway' || !at.outgoing.some((f) => this.graph.flows.get(f)!.target === event.id)) return false;
    if (variables) Object.assign(this.variables, variables);
    await this.step();
    if (event.type === 'boundaryEvent') await this.fireBoundary(token, at, event);
    else if (token.node === event.id) {
      await this.host.unsubscribe(token.id);
      token.wait = undefined;
      await this.host.activityEnded(event, null, 'fired');
      await this.leave(token, event);
    } else {
      // The event gateway's race is won by this event: the others are dropped.
      await this.host.unsubscribe(token.id);
      this.remove(token);
      await this.host.activityEnded(at, null);
      const next = this.newToken(event.id, token.parent);
      await this.host.activityStarted(event, null);
      await this.host.activityEnded(event, null, 'fired');
      await this.listeners(event.executionListeners, 'start', event, null);
      await this.leave(next, event);
    }
    await this.settle();
    return true;
  }

  /** The token waiting at `activityId` (a receive task, or the event gateway before it), if any. */
  waitingAt(activityId: string): Token | undefined {
    return this.state.tokens.find((t) => {
      if (t.wait !== 'event') return false;
      if (t.node === activityId) return true;
      const at = this.graph.nodes.get(t.node);
      return at?.type === 'eventBasedGateway' && at.outgoing.some((f) => this.graph.flows.get(f)!.target === activityId);
    });
  }

  /** A called instance ended: its `out` variables come back and the call activity is left. */
  async calledEnded(tokenId: number, childVariables: Record<string, unknown>): Promise<boolean> {
    const token = this.state.tokens.find((t) => t.id === tokenId && t.wait === 'call');
    if (!token) return false;
    const node = this.node(token.node);
    this.mapOut(token, node, childVariables);
    token.wait = undefined;
    token.child = undefined;
    await this.leave(token, node);
    await this.settle();
    return true;
  }

  /** An error a called instance did not catch reaches its call activity (and above). */
  async calledFailed(tokenId: number, code: string): Promise<boolean> {
    const token = this.state.tokens.find((t) => t.id === tokenId && t.wait === 'call');
    if (!token) return false;
    token.child = undefined; // it is ending by itself
    await this.catchError(token, code);
    await this.settle();
    return true;
  }

  // ---- moving tokens ----

  private node(id: string): FlowNode {
    const node = this.graph.nodes.get(id);
    if (!node) throw new ProcessFailure(`流程图中不存在节点 ${id}`);
    return node;
  }

  private tokenOfTask(taskId: string): Token {
    const token = this.state.tokens.find((t) => t.tasks?.includes(taskId));
    if (!token) throw new ProcessFailure(`任务 ${taskId} 不在流程的待办中`);
    return token;
  }

  private newToken(node: string, parent: number | undefined): Token {
    const token: Token = { id: ++this.state.seq, node };
    if (parent !== undefined) token.parent = parent;
    this.state.tokens.push(token);
    return token;
  }

  private remove(token: Token): void {
    this.state.tokens = this.state.tokens.filter((t) => t !== token);
  }

  /** Whether tokens may still enter the scope (a terminate end or an interruption ends one). */
  private alive(scope: number | undefined): boolean {
    return scope === undefined ? !this.rootDone : this.state.tokens.some((t) => t.id === scope);
  }

  private async arrive(nodeId: string, parent: number | undefined): Promise<void> {
    if (!this.alive(parent)) return;
    await this.step();
    const node = this.node(nodeId);
    const isJoin = (node.type === 'parallelGateway' || node.type === 'inclusiveGateway') && node.incoming.length > 1;
    if (isJoin) {
      this.newToken(node.id, parent).joined = true;
      return; // settle() fires joins once nothing else can move
    }
    const token = this.newToken(node.id, parent);
    if (node.type !== 'userTask') await this.host.activityStarted(node, null);
    await this.listeners(node.executionListeners, 'start', node, null);
    await this.execute(token, node);
  }

  private async execute(token: Token, node: FlowNode): Promise<void> {
    switch (node.type) {
      case 'startEvent':
        if (node.initiator && token.parent === undefined) this.variables[node.initiator] = this.host.starter;
        return this.leave(token, node);
      case 'endEvent':
        return this.end(token, node);
      case 'userTask':
        return this.createTasks(token, node);
      case 'receiveTask':
      case 'intermediateCatchEvent':
        token.wait = 'event';
        if (node.event && node.event.kind !== 'none') await this.host.subscribe(token, node, this.timerPlan(node, token));
        else if (node.type === 'receiveTask') await this.host.subscribe(token, node, null);
        return this.arm(token, node);
      case 'eventBasedGateway':
        token.wait = 'event';
        for (const f of node.outgoing) {
          const target = this.node(this.graph.flows.get(f)!.target);
          await this.host.subscribe(token, target, this.timerPlan(target, token));
        }
        return;
      case 'intermediateThrowEvent':
        if (node.event?.kind === 'signal') this.host.throwSignal(node.event.name!, node.event.signalScope === 'processInstance');
        return this.leave(token, node);
      case 'subProcess':
        return node.loop ? this.startLoop(token, node) : this.enterScope(token, node);
      case 'callActivity':
        return this.call(token, node);
      case 'scriptTask': {
        const outcome = await this.script(node.script!.source, node, token);
        if (node.script!.resultVariable) this.setVariable(token, node.script!.resultVariable, outcome);
        return this.leave(token, node);
      }
      case 'serviceTask':
        await this.runListener({ event: 'start', kind: node.service!.kind, value: node.service!.value }, node, null, token);
        return this.leave(token, node);
      case 'exclusiveGateway': {
        const flow = node.outgoing.find((f) => f !== node.defaultFlow && this.flowTaken(f, node, token)) ?? node.defaultFlow;
        if (!flow) throw new ProcessFailure(`排他网关【${node.name}】没有满足条件的连线`);
        return this.leave(token, node, [flow]);
      }
      case 'inclusiveGateway':
        return this.leave(token, node, this.takenFlows(node, token, true));
      case 'parallelGateway':
        return this.leave(token, node, node.outgoing);
      default:
        return this.leave(token, node);
    }
  }

  private async end(token: Token, node: FlowNode): Promise<void> {
    this.remove(token);
    await this.host.activityEnded(node, null);
    await this.listeners(node.executionListeners, 'end', node, null);
    const kind = node.event?.kind;
    if (kind === 'signal') this.host.throwSignal(node.event!.name!, node.event!.signalScope === 'processInstance');
    if (kind === 'error') return this.raiseError(token.parent, node.event!.name ?? '');
    if (kind !== 'terminate') return;
    // A terminate end ends its scope however many tokens are live in it: the process, or the
    // sub-process instance it is in (which then completes and is left as usual).
    if (token.parent === undefined) {
      for (const t of this.state.tokens.filter((x) => x.parent === undefined)) await this.kill(t, '流程已结束');
      this.rootDone = true;
    } else for (const t of this.state.tokens.filter((x) => x.parent === token.parent)) await this.kill(t, '子流程已结束');
  }

  private async leave(token: Token, node: FlowNode, flows?: string[]): Promise<void> {
    this.remove(token);
    if (token.armed) await this.disarm(token, node);
    if (node.type !== 'userTask') await this.host.activityEnded(node, null);
    await this.listeners(node.executionListeners, 'end', node, null);
    const next = flows ?? (node.outgoing.length === 0 ? [] : this.takenFlows(node, token, false));
    for (const flowId of next) await this.arrive(this.graph.flows.get(flowId)!.target, token.parent);
  }

  /** Outgoing flows without a condition or with a true one; the default flow when none is taken. */
  private takenFlows(node: FlowNode, token: Token, gateway: boolean): string[] {
    const taken = node.outgoing.filter((f) => f !== node.defaultFlow && this.flowTaken(f, node, token));
    if (taken.length > 0) return taken;
    if (node.defaultFlow) return [node.defaultFlow];
    if (gateway) throw new ProcessFailure(`包容网关【${node.name}】没有满足条件的连线`);
    throw new ProcessFailure(`节点【${node.name}】没有满足条件的流出连线`);
  }

  private flowTaken(flowId: string, node: FlowNode, token: Token): boolean {
    const condition = this.graph.flows.get(flowId)!.condition;
    return condition === null || this.condition(condition, this.scopeOf(token), node);
  }

  private condition(text: string, scope: Record<string, unknown>, node: FlowNode): boolean {
    try {
      return evaluateCondition(text, scope, this.budget);
    } catch (e) {
      throw this.failure(e, node);
    }
  }

  private value(text: string, scope: Record<string, unknown>, node: FlowNode): unknown {
    try {
      return evaluate(text, scope, this.budget);
    } catch (e) {
      throw this.failure(e, node);
    }
  }

  private failure(e: unknown, node: FlowNode): Error {
    const message = `节点【${node.name}】：${(e as Error).message}`;
    return e instanceof LimitExceeded ? new LimitExceeded(message) : new ProcessFailure(message);
  }

  /**
   * Fires every join that can fire and completes every scope with nothing left in it, until
   * nothing changes (a join's output may free another; a finished sub-process moves its parent).
   */
  private async settle(): Promise<void> {
    for (let fired = true; fired; ) {
      fired = false;
      for (const token of [...this.state.tokens]) {
        if (!this.state.tokens.includes(token)) continue;
        if (token.joined) {
          const waiting = this.state.tokens.filter((t) => t.joined && t.node === token.node && t.parent === token.parent);
          const node = this.node(token.node);
          if (!this.canJoin(node, token.parent, waiting.length)) continue;
          await this.step();
          this.state.tokens = this.state.tokens.filter((t) => !waiting.includes(t));
          const next = this.newToken(node.id, token.parent);
          await this.host.activityStarted(node, null);
          await this.listeners(node.executionListeners, 'start', node, null);
          await this.execute(next, node);
          fired = true;
        } else if (token.scope === 'sub' && !this.state.tokens.some((t) => t.parent === token.id)) {
          await this.step();
          await this.completeScope(token);
          fired = true;
        }
      }
    }
    if (this.ended) await this.listeners(this.graph.executionListeners, 'end', null, null);
  }

  private canJoin(node: FlowNode, scope: number | undefined, arrived: number): boolean {
    if (node.type === 'parallelGateway') return arrived >= node.incoming.length;
    // Inclusive: no token of its scope (or inside a sub-process of it) can still reach this gateway.
    return !this.state.tokens.some((t) => {
      if (t.joined && t.node === node.id && t.parent === scope) return false;
      const own = this.ancestorIn(t, scope);
      return own !== undefined && own.node !== node.id && this.reachableFrom(own.node).has(node.id);
    });
  }

  /** `token` or its ancestor that runs directly in `scope`. */
  private ancestorIn(token: Token, scope: number | undefined): Token | undefined {
    for (let t: Token | undefined = token; t; t = t.parent === undefined ? undefined : this.state.tokens.find((x) => x.id === t!.parent)) {
      if (t.parent === scope) return t;
    }
    return undefined;
  }

  private reachableFrom(nodeId: string): Set<string> {
    const seen = new Set<string>([nodeId]);
    const queue = [nodeId];
    while (queue.length > 0) {
      const node = this.node(queue.shift()!);
      const out = [...node.outgoing.map((f) => this.graph.flows.get(f)!.target), ...node.boundaries];
      for (const target of out) {
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    return seen;
  }

  /**
   * Removes a token and everything below it: open tasks cancelled, subscriptions dropped, a
   * called instance ended, history rows closed as cancelled.
   */
  private async kill(token: Token, reason: string): Promise<void> {
    await this.step();
    for (const child of this.state.tokens.filter((t) => t.parent === token.id)) await this.kill(child, reason);
    const node = this.node(token.node);
    if (token.tasks?.length) await this.host.closeTasks(token.tasks, BpmResult.CANCEL, reason);
    if (token.armed) await this.disarm(token, node);
    if (token.wait === 'event') await this.host.unsubscribe(token.id);
    if (token.child) await this.host.cancelCalled(token.child, reason);
    if (!token.joined && node.type !== 'userTask' && !(token.scope === 'sub' && token.parent !== undefined && this.isLoopBody(token.parent)))
      await this.host.activityEnded(node, null, 'cancelled');
    this.remove(token);
  }

  private isLoopBody(id: number): boolean {
    return this.state.tokens.some((t) => t.id === id && t.scope === 'mi');
  }

  // ---- scopes ----

  private async enterScope(token: Token, node: FlowNode): Promise<void> {
    token.scope = 'sub';
    await this.arm(token, node);
    await this.arrive(node.startId!, token.id);
  }

  /** A sub-process instance has nothing left inside: it is left, or counted by its loop. */
  private async completeScope(token: Token): Promise<void> {
    const node = this.node(token.node);
    const body = token.parent === undefined ? undefined : this.state.tokens.find((t) => t.id === token.parent && t.scope === 'mi');
    if (!body) return this.leave(token, node);
    this.remove(token);
    const loop = body.loop!;
    loop.completed++;
    const active = this.state.tokens.filter((t) => t.parent === body.id).length;
    const scope = { ...this.scopeOf(token), nrOfInstances: loop.total, nrOfCompletedInstances: loop.completed, nrOfActiveInstances: active };
    const condition = node.loop?.completionCondition;
    const done = loop.completed >= loop.total || (condition ? this.condition(condition, scope, node) : false);
    if (!done) {
      if (node.loop?.sequential) await this.startInstance(body, node, loop.completed);
      return;
    }
    for (const t of this.state.tokens.filter((x) => x.parent === body.id)) await this.kill(t, '多实例子流程已满足完成条件');
    await this.leave(body, node);
  }

  private async startLoop(token: Token, node: FlowNode): Promise<void> {
    const plan = await this.loopPlan(token, node, false);
    if (plan.total === 0) return this.leave(token, node);
    token.scope = 'mi';
    token.loop = { total: plan.total, completed: 0, assignees: [], ...(plan.elements ? { elements: plan.elements } : {}) };
    await this.arm(token, node);
    if (node.loop!.sequential) return this.startInstance(token, node, 0);
    for (let i = 0; i < plan.total; i++) await this.startInstance(token, node, i);
  }

  private async startInstance(body: Token, node: FlowNode, index: number): Promise<void> {
    const instance = this.newToken(node.id, body.id);
    instance.scope = 'sub';
    instance.locals = this.loopLocals(node, body.loop!, index);
    await this.arrive(node.startId!, instance.id);
  }

  private loopLocals(node: FlowNode, loop: LoopState, index: number): Record<string, unknown> {
    const locals: Record<string, unknown> = { loopCounter: index };
    if (node.loop?.elementVariable && loop.elements) locals[node.loop.elementVariable] = loop.elements[index] ?? null;
    return locals;
  }

  /**
   * How many instances a loop runs: its cardinality, else its collection's length, else (user
   * tasks) one per candidate user. 0 skips the activity, as Flowable does.
   */
  private async loopPlan(token: Token, node: FlowNode, mayUseCandidates: boolean): Promise<{ total: number; elements: unknown[] | null }> {
    const spec = node.loop!;
    const scope = this.scopeOf(token);
    const bounded = (n: number) => {
      if (!Number.isInteger(n) || n < 0 || n > MAX_LOOP_INSTANCES)
        throw new ProcessFailure(`节点【${node.name}】的多实例数量应为 0 到 ${MAX_LOOP_INSTANCES} 的整数，实际为 ${String(n)}`);
      return n;
    };
    if (spec.cardinality) return { total: bounded(Number(this.value(spec.cardinality, scope, node))), elements: null };
    if (spec.collection && !(mayUseCandidates && YUDAO_COLLECTION.test(spec.collection) && scope.coll_userList === undefined)) {
      const value = /[$#]\{/.test(spec.collection) ? this.value(spec.collection, scope, node) : scope[spec.collection.trim()];
      if (!Array.isArray(value)) throw new ProcessFailure(`节点【${node.name}】的多实例集合 ${spec.collection} 不是列表（实际为 ${value === undefined ? '未定义' : typeof value}）`);
      return { total: bounded(value.length), elements: value };
    }
    if (!mayUseCandidates) throw new ProcessFailure(`节点【${node.name}】的多实例需要循环基数或集合`);
    return { total: -1, elements: null };
  }

  // ---- events ----

  /** Arms the activity's boundary events (error boundaries wait for nothing: an error finds them). */
  private async arm(token: Token, node: FlowNode): Promise<void> {
    for (const id of node.boundaries) {
      const boundary = this.node(id);
      if (boundary.event?.kind === 'error') continue;
      await this.host.subscribe(token, boundary, this.timerPlan(boundary, token));
      await this.host.activityStarted(boundary, null);
      token.armed = true;
    }
  }

  private async disarm(token: Token, node: FlowNode, except?: string): Promise<void> {
    token.armed = false;
    await this.host.unsubscribe(token.id);
    for (const id of node.boundaries) {
      const boundary = this.node(id);
      if (boundary.event?.kind !== 'error' && id !== except) await this.host.activityEnded(boundary, null, 'cancelled');
    }
  }

  private async fireBoundary(token: Token, activity: FlowNode, boundary: FlowNode): Promise<void> {
    await this.host.activityEnded(boundary, null, 'fired');
    if (boundary.cancelActivity) {
      // Interrupting: the activity and all inside it end; its other boundary events are dropped.
      await this.disarm(token, activity, boundary.id);
      if (token.tasks?.length) {
        await this.host.closeTasks(token.tasks, BpmResult.CANCEL, `边界事件【${boundary.name}】触发，任务已取消`);
        token.tasks = [];
      }
      await this.kill(token, `边界事件【${boundary.name}】触发`);
    } else if (boundary.event?.kind === 'timer' && boundary.event.timer?.type === 'cycle') await this.host.activityStarted(boundary, null);
    const next = this.newToken(boundary.id, token.parent);
    await this.listeners(boundary.executionListeners, 'start', boundary, null);
    await this.leave(next, boundary);
  }

  /** An error end event's error goes up the scopes to the first boundary that catches it. */
  private async raiseError(scope: number | undefined, code: string): Promise<void> {
    let at = scope === undefined ? undefined : this.state.tokens.find((t) => t.id === scope);
    // A multi-instance's instance: the boundary sits on the whole loop.
    if (at && at.parent !== undefined && this.isLoopBody(at.parent)) at = this.state.tokens.find((t) => t.id === at!.parent);
    if (!at) return this.uncaught(code);
    return this.catchError(at, code);
  }

  private async catchError(activityToken: Token, code: string): Promise<void> {
    const activity = this.node(activityToken.node);
    const catcher = activity.boundaries
      .map((id) => this.node(id))
      .find((b) => b.event?.kind === 'error' && (b.event.name === null || b.event.name === code));
    if (!catcher) return this.raiseError(activityToken.parent, code);
    await this.host.activityStarted(catcher, null);
    await this.fireBoundary(activityToken, activity, catcher);
  }

  private async uncaught(code: string): Promise<void> {
    if (!this.host.propagateError(code))
      throw new ProcessFailure(`错误【${code}】没有被任何边界事件捕获（本流程与调用它的流程中都没有）`);
    for (const t of this.state.tokens.filter((x) => x.parent === undefined)) await this.kill(t, `错误【${code}】交给调用它的流程处理`);
    this.rootDone = true;
  }

  /** A timer event's plan: its text may be an expression (`${dueDate}`) read now. */
  private timerPlan(node: FlowNode, token: Token): TimerPlan | null {
    const timer = node.event?.kind === 'timer' ? node.event.timer : null;
    if (!timer) return null;
    let value = timer.value;
    if (/[$#]\{/.test(value)) {
      const v = this.value(value, this.scopeOf(token), node);
      value = v instanceof Date ? v.toISOString() : typeof v === 'number' && timer.type === 'date' ? new Date(v).toISOString() : String(v);
    }
    const plan = planTimer({ type: timer.type, value }, this.host.now());
    if (!plan) throw new ProcessFailure(`节点【${node.name}】的定时器 ${value} 无法识别`);
    return plan;
  }

  // ---- call activities ----

  private async call(token: Token, node: FlowNode): Promise<void> {
    token.wait = 'call';
    await this.arm(token, node);
    const started = await this.host.startCalled(node, token.id, this.mapIn(token, node));
    if (!started.ended) {
      token.child = started.id;
      return;
    }
    // The called process ran to its end at once: come back now.
    if (started.ended.result !== BpmResult.APPROVE) throw new ProcessFailure(`被调用的流程【${node.call!.key}】未通过`);
    this.mapOut(token, node, started.ended.variables);
    token.wait = undefined;
    await this.leave(token, node);
  }

  private mapIn(token: Token, node: FlowNode): Record<string, unknown> {
    const scope = this.scopeOf(token, undefined, false);
    return this.mapped(node.call!.ins, scope, node);
  }

  private mapOut(token: Token, node: FlowNode, childVariables: Record<string, unknown>): void {
    for (const [name, value] of Object.entries(this.mapped(node.call!.outs, childVariables, node))) this.setVariable(token, name, value);
  }

  private mapped(mappings: Mapping[], from: Record<string, unknown>, node: FlowNode): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const m of mappings) {
      if (m.all) Object.assign(out, from);
      else if (m.sourceExpression) out[m.target ?? ''] = this.value(m.sourceExpression, from, node);
      else if (m.source) out[m.target ?? m.source] = from[m.source] ?? null;
    }
    delete out[''];
    return out;
  }

  // ---- variables ----

  /**
   * What expressions in the token's place read: the process's variables, each enclosing scope's
   * locals over them (innermost last), and `starter` (the starter's user id) unless a variable
   * of that name exists.
   */
  private scopeOf(token: Token | undefined, extra?: Record<string, unknown>, builtIns = true): Record<string, unknown> {
    const view: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    if (builtIns) view.starter = this.host.starter;
    Object.assign(view, this.variables);
    const chain: Token[] = [];
    for (let t = token; t; t = t.parent === undefined ? undefined : this.state.tokens.find((x) => x.id === t!.parent)) chain.unshift(t);
    for (const t of chain) if (t.locals) Object.assign(view, t.locals);
    if (extra) Object.assign(view, extra);
    return view;
  }

  /** Sets a variable where it lives: the nearest scope that has it as a local, else the process. */
  private setVariable(token: Token | undefined, name: string, value: unknown): void {
    for (let t = token; t; t = t.parent === undefined ? undefined : this.state.tokens.find((x) => x.id === t!.parent)) {
      if (t.locals && Object.hasOwn(t.locals, name)) {
        t.locals[name] = value;
        return;
      }
    }
    this.variables[name] = value;
  }

  private deleteVariable(token: Token | undefined, name: string): void {
    for (let t = token; t; t = t.parent === undefined ? undefined : this.state.tokens.find((x) => x.id === t!.parent)) {
      if (t.locals && Object.hasOwn(t.locals, name)) {
        delete t.locals[name];
        return;
      }
    }
    delete this.variables[name];
  }

  // ---- user tasks ----

  private async createTasks(token: Token, node: FlowNode): Promise<void> {
    token.tasks = [];
    if (!node.loop) {
      await this.openTask(token, node, await this.assigneeOf(token, node, {}, null), {});
      return this.arm(token, node);
    }
    const plan = await this.loopPlan(token, node, true);
    let assignees: number[];
    let total = plan.total;
    if (total === -1) {
      // One instance per candidate of the assign rule (Yudao's ${coll_userList}).
      assignees = await this.host.candidates(node, this.scopeOf(token));
      total = assignees.length;
    } else {
      if (total === 0) {
        // Nothing to do: the activity is entered and left at once, as Flowable skips it.
        token.tasks = undefined;
        await this.host.activityStarted(node, null);
        await this.host.activityEnded(node, null);
        return this.leave(token, node);
      }
      let candidates: number[] | null = null;
      assignees = [];
      for (let i = 0; i < total; i++) {
        const locals = this.loopLocals(node, { total, completed: 0, assignees: [], ...(plan.elements ? { elements: plan.elements } : {}) }, i);
        const element = plan.elements?.[i];
        const own = !node.assignee && isUserId(element) ? Number(element) : null;
        if (own === null && !node.assignee) candidates ??= await this.host.candidates(node, this.scopeOf(token));
        assignees.push(await this.assigneeOf(token, node, locals, own ?? (candidates ? candidates[i % candidates.length]! : null)));
      }
    }
    token.loop = { total, completed: 0, assignees, taskIndex: {}, ...(plan.elements ? { elements: plan.elements } : {}) };
    if (node.loop.sequential) await this.createLoopTask(token, node, 0);
    else for (let i = 0; i < total; i++) await this.createLoopTask(token, node, i);
    await this.arm(token, node);
  }

  /**
   * Who gets the task: the node's `assignee` expression when it has one (`${starter}`, an
   * element of the loop's collection), else `fallback`, else the first candidate of its rule.
   */
  private async assigneeOf(token: Token, node: FlowNode, locals: Record<string, unknown>, fallback: number | null): Promise<number> {
    if (node.assignee) {
      const text = node.assignee;
      const value = /[$#]\{/.test(text) ? this.value(text, this.scopeOf(token, locals), node) : text;
      if (!isUserId(value)) throw new ProcessFailure(`节点【${node.name}】的处理人 ${text} 不是用户编号（实际为 ${String(value)}）`);
      return this.host.assignee(node, Number(value));
    }
    if (fallback !== null) return this.host.assignee(node, fallback);
    return (await this.host.candidates(node, this.scopeOf(token)))[0]!;
  }

  private createLoopTask(token: Token, node: FlowNode, index: number): Promise<void> {
    return this.openTask(token, node, token.loop!.assignees[index]!, this.loopLocals(node, token.loop!, index), index);
  }

  private async openTask(token: Token, node: FlowNode, assignee: number, locals: Record<string, unknown>, index?: number): Promise<void> {
    await this.step();
    const needsScope = /[$#]\{/.test(node.name) || node.dueDate !== null;
    const scope = needsScope ? this.scopeOf(token, locals) : {};
    const name = /[$#]\{/.test(node.name) ? this.text(node.name, scope, node) : node.name;
    const taskId = await this.host.createTask(node, assignee, { name, dueTime: node.dueDate ? this.dueTime(node.dueDate, scope, node) : null });
    token.tasks = [...(token.tasks ?? []), taskId];
    if (index !== undefined && token.loop?.taskIndex) token.loop.taskIndex[taskId] = index;
    await this.host.activityStarted(node, taskId);
    await this.taskListeners(node, 'create', taskId);
    await this.taskListeners(node, 'assignment', taskId);
    const timeouts = node.taskListeners.filter((l) => l.event === 'timeout');
    if (timeouts.length > 0) await this.host.scheduleTimeouts(node, taskId, timeouts);
  }

  private text(template: string, scope: Record<string, unknown>, node: FlowNode): string {
    try {
      return interpolate(template, scope, this.budget);
    } catch (e) {
      throw this.failure(e, node);
    }
  }

  /** A due date: an ISO date-time, a duration from now (`PT2H`), or an expression giving either. */
  private dueTime(text: string, scope: Record<string, unknown>, node: FlowNode): number {
    const value = /[$#]\{/.test(text) ? this.value(text, scope, node) : text;
    if (value instanceof Date) return value.getTime();
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    const s = String(value).trim();
    const ms = durationMs(s);
    if (ms !== null) return this.host.now() + ms;
    const at = Date.parse(s);
    if (Number.isNaN(at)) throw new ProcessFailure(`节点【${node.name}】的到期时间 ${s} 无法识别（如 PT2H 或 2026-12-01T09:00:00+08:00）`);
    return at;
  }

  // ---- listeners, beans, scripts ----

  private taskListeners(node: FlowNode, event: string, taskId: string): Promise<void> {
    return this.listeners(node.taskListeners, event, node, taskId);
  }

  private async listeners(list: Listener[], event: string, node: FlowNode | null, taskId: string | null): Promise<void> {
    for (const listener of list) if (listener.event === event) await this.runListener(listener, node, taskId);
  }

  private async runListener(listener: Listener, node: FlowNode | null, taskId: string | null, token?: Token): Promise<void> {
    if (listener.kind === 'script') {
      await this.script(listener.value, node, token);
      return;
    }
    const ref = beanOf(listener);
    if (!ref) throw new ProcessFailure(`监听器 ${listener.value} 没有引用 Bean`);
    await this.step();
    await this.host.callBean(ref.bean, ref.method, { listener, node, taskId, variables: this.variables });
  }

  private async script(source: string, node: FlowNode | null, token?: Token): Promise<unknown> {
    await this.step();
    const before = token ? this.scopeOf(token, undefined, false) : { ...this.variables };
    try {
      const outcome = await runScript(source, { ...before }, this.budget, this.scripts);
      for (const key of Object.keys(before)) if (!Object.hasOwn(outcome.variables, key)) this.deleteVariable(token, key);
      for (const [key, value] of Object.entries(outcome.variables)) this.setVariable(token, key, value);
      return outcome.result;
    } catch (e) {
      const message = `${node ? `节点【${node.name}】` : '流程'}的脚本：${(e as Error).message}`;
      throw e instanceof LimitExceeded ? new LimitExceeded(message) : new ProcessFailure(message);
    }
  }
}

const isUserId = (v: unknown): boolean =>
  (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) || (typeof v === 'string' && /^[1-9]\d{0,15}$/.test(v));

/** The kinds of event a catch or boundary event waits for (for the waiting-events list). */
export const waitKind = (node: FlowNode): EventDef['kind'] | 'receive' => (node.type === 'receiveTask' && !node.event ? 'receive' : (node.event?.kind ?? 'receive'));

/** User tasks before `nodeId` on its own line (no parallel or inclusive gateway between) that ran: where a task may be sent back to. */
export function returnTargets(graph: ProcessGraph, nodeId: string, visited: ReadonlySet<string>): FlowNode[] {
  const seen = new Set<string>([nodeId]);
  const queue = [nodeId];
  const found: FlowNode[] = [];
  while (queue.length > 0) {
    const current = graph.nodes.get(queue.shift()!);
    for (const flowId of current?.incoming ?? []) {
      const source = graph.nodes.get(graph.flows.get(flowId)!.source)!;
      if (seen.has(source.id)) continue;
      seen.add(source.id);
      if (source.type === 'parallelGateway' || source.type === 'inclusiveGateway') continue;
      if (source.type === 'userTask' && visited.has(source.id)) found.push(source);
      queue.push(source.id);
    }
  }
  return found;
}
