/**
 * The engine: moves tokens through a process graph. It keeps no state of its own: each command
 * (start, complete a task, return, end) loads the instance's `RunState`, runs to the next wait
 * (user tasks, joins), and hands the new state back to be stored with the instance in the same
 * transaction, so a restart or another server continues exactly where it stopped.
 * Everything outside the graph — who gets a task, task rows, history, beans, timers — is the
 * host's (`EngineHost`): the database runtime in production, an in-memory one in the bench.
 * Semantics follow Flowable, the reference's engine: conditions on an exclusive gateway pick the
 * first true flow in document order, else the default; an inclusive gateway takes every true
 * flow (else the default) and its join waits until no other token can still reach it; a
 * parallel join waits for one token per incoming flow; an activity with conditional outgoing
 * flows takes every true one.
 */
import { BpmResult } from '@tenon/contracts';
import { beanOf, type FlowNode, type Listener, type ProcessGraph } from './graph.ts';
import { CommandBudget, LimitExceeded, yieldToEventLoop } from './budget.ts';
import { evaluate, evaluateCondition } from './expression.ts';
import { runScript } from './script.ts';
import type { ScriptPool } from './script-pool.ts';

export interface LoopState {
  total: number;
  completed: number;
  /** Assignee of each instance, by loop counter. */
  assignees: number[];
}

export interface Token {
  id: number;
  node: string;
  /** Waiting at a join gateway for the other branches. */
  joined?: boolean;
  /** Open user tasks of this token. */
  tasks?: string[];
  loop?: LoopState;
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

export interface EngineHost {
  /** Users the task may go to (its assign rule); throws a service error when nobody. */
  candidates(node: FlowNode, variables: Record<string, unknown>): Promise<number[]>;
  /** Creates an open task and its history row; returns the task id. */
  createTask(node: FlowNode, assignee: number): Promise<string>;
  /** Ends open tasks the process no longer waits for (cancelled or sent back). */
  closeTasks(taskIds: string[], result: number, reason: string): Promise<void>;
  /** History for the viewer: a node entered (user tasks: per task) and left. */
  activityStarted(node: FlowNode, taskId: string | null): Promise<void>;
  activityEnded(node: FlowNode, taskId: string | null): Promise<void>;
  /** A bean named by a listener or a service task (see beans.ts). */
  callBean(bean: string, method: string | null, call: ListenerCall): Promise<void>;
  /** Timeout task listeners of a new task. */
  scheduleTimeouts(node: FlowNode, taskId: string, listeners: Listener[]): Promise<void>;
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

export class Execution {
  private readonly budget: CommandBudget;
  private readonly scripts: ScriptPool | undefined;

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

  async start(): Promise<void> {
    await this.listeners(this.graph.executionListeners, 'start', null, null);
    await this.arrive(this.graph.startId);
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
      const active = token.tasks.length;
      const scope = { ...this.variables, nrOfInstances: loop.total, nrOfCompletedInstances: loop.completed, nrOfActiveInstances: active };
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
    const downstream = this.reachableFrom(targetId);
    const affected = this.state.tokens.filter((t) => downstream.has(t.node));
    for (const token of affected) {
      const tasks = token.tasks ?? [];
      await this.host.closeTasks(tasks, BpmResult.BACK, reason);
      for (const taskId of tasks) await this.host.activityEnded(this.node(token.node), taskId);
    }
    this.state.tokens = this.state.tokens.filter((t) => !affected.includes(t));
    await this.arrive(targetId);
    await this.settle();
  }

  /** Ends the instance at once (rejected or cancelled): all open tasks closed with `reason`. */
  async terminate(reason: string, taskResult: number = BpmResult.CANCEL): Promise<void> {
    await this.host.closeTasks(this.openTasks(), taskResult, reason);
    this.state.tokens = [];
  }

  /** Runs the `timeout` listeners of an open task (a timer fired). */
  async fireTimeout(taskId: string, listenerIndex: number): Promise<void> {
    const node = this.nodeOfTask(taskId);
    if (!node) return;
    const listener = node.taskListeners[listenerIndex];
    if (listener) await this.runListener(listener, node, taskId);
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

  private newToken(node: string): Token {
    const token: Token = { id: ++this.state.seq, node };
    this.state.tokens.push(token);
    return token;
  }

  private async arrive(nodeId: string): Promise<void> {
    await this.step();
    const node = this.node(nodeId);
    const isJoin = (node.type === 'parallelGateway' || node.type === 'inclusiveGateway') && node.incoming.length > 1;
    if (isJoin) {
      this.newToken(node.id).joined = true;
      return; // settle() fires joins once nothing else can move
    }
    const token = this.newToken(node.id);
    if (node.type !== 'userTask') await this.host.activityStarted(node, null);
    await this.listeners(node.executionListeners, 'start', node, null);
    await this.execute(token, node);
  }

  private async execute(token: Token, node: FlowNode): Promise<void> {
    switch (node.type) {
      case 'endEvent':
        this.state.tokens = node.terminate ? [] : this.state.tokens.filter((t) => t !== token);
        if (node.terminate) await this.host.closeTasks(this.openTasksOf(this.state.tokens), BpmResult.CANCEL, '流程已结束');
        await this.host.activityEnded(node, null);
        await this.listeners(node.executionListeners, 'end', node, null);
        return;
      case 'userTask':
        return this.createTasks(token, node);
      case 'scriptTask': {
        const outcome = await this.script(node.script!.source, node);
        if (node.script!.resultVariable) this.variables[node.script!.resultVariable] = outcome;
        return this.leave(token, node);
      }
      case 'serviceTask':
        await this.runListener({ event: 'start', kind: node.service!.kind, value: node.service!.value }, node, null);
        return this.leave(token, node);
      case 'exclusiveGateway': {
        const flow = node.outgoing.find((f) => f !== node.defaultFlow && this.flowTaken(f, node)) ?? node.defaultFlow;
        if (!flow) throw new ProcessFailure(`排他网关【${node.name}】没有满足条件的连线`);
        return this.leave(token, node, [flow]);
      }
      case 'inclusiveGateway':
        return this.leave(token, node, this.takenFlows(node, true));
      case 'parallelGateway':
        return this.leave(token, node, node.outgoing);
      default:
        return this.leave(token, node);
    }
  }

  private async leave(token: Token, node: FlowNode, flows?: string[]): Promise<void> {
    this.state.tokens = this.state.tokens.filter((t) => t !== token);
    if (node.type !== 'userTask') await this.host.activityEnded(node, null);
    await this.listeners(node.executionListeners, 'end', node, null);
    const next = flows ?? this.takenFlows(node, false);
    for (const flowId of next) await this.arrive(this.graph.flows.get(flowId)!.target);
  }

  /** Outgoing flows without a condition or with a true one; the default flow when none is taken. */
  private takenFlows(node: FlowNode, gateway: boolean): string[] {
    const taken = node.outgoing.filter((f) => f !== node.defaultFlow && this.flowTaken(f, node));
    if (taken.length > 0) return taken;
    if (node.defaultFlow) return [node.defaultFlow];
    if (gateway) throw new ProcessFailure(`包容网关【${node.name}】没有满足条件的连线`);
    throw new ProcessFailure(`节点【${node.name}】没有满足条件的流出连线`);
  }

  private flowTaken(flowId: string, node: FlowNode): boolean {
    const condition = this.graph.flows.get(flowId)!.condition;
    return condition === null || this.condition(condition, this.variables, node);
  }

  private condition(text: string, scope: Record<string, unknown>, node: FlowNode): boolean {
    try {
      return evaluateCondition(text, scope, this.budget);
    } catch (e) {
      const message = `节点【${node.name}】：${(e as Error).message}`;
      throw e instanceof LimitExceeded ? new LimitExceeded(message) : new ProcessFailure(message);
    }
  }

  /** Fires every join that can fire, until nothing changes (a join's output may free another). */
  private async settle(): Promise<void> {
    for (let fired = true; fired; ) {
      fired = false;
      for (const node of this.graph.nodes.values()) {
        const waiting = this.state.tokens.filter((t) => t.joined && t.node === node.id);
        if (waiting.length === 0 || !this.canJoin(node, waiting.length)) continue;
        await this.step();
        this.state.tokens = this.state.tokens.filter((t) => !waiting.includes(t));
        const token = this.newToken(node.id);
        await this.host.activityStarted(node, null);
        await this.listeners(node.executionListeners, 'start', node, null);
        await this.execute(token, node);
        fired = true;
      }
    }
    if (this.ended) await this.listeners(this.graph.executionListeners, 'end', null, null);
  }

  private canJoin(node: FlowNode, arrived: number): boolean {
    if (node.type === 'parallelGateway') return arrived >= node.incoming.length;
    // Inclusive: no token elsewhere can still reach this gateway.
    return !this.state.tokens.some((t) => t.node !== node.id && this.reachableFrom(t.node).has(node.id));
  }

  private reachableFrom(nodeId: string): Set<string> {
    const seen = new Set<string>([nodeId]);
    const queue = [nodeId];
    while (queue.length > 0) {
      for (const flowId of this.node(queue.shift()!).outgoing) {
        const target = this.graph.flows.get(flowId)!.target;
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    return seen;
  }

  private openTasksOf(tokens: Token[]): string[] {
    return tokens.flatMap((t) => t.tasks ?? []);
  }

  // ---- user tasks ----

  private async createTasks(token: Token, node: FlowNode): Promise<void> {
    const candidates = await this.host.candidates(node, this.variables);
    if (!node.loop) {
      token.tasks = [];
      return this.openTask(token, node, candidates[0]!);
    }
    let total = candidates.length;
    if (node.loop.cardinality) {
      const n = Number(evaluate(node.loop.cardinality, this.variables, this.budget));
      if (!Number.isInteger(n) || n < 1 || n > 1000) throw new ProcessFailure(`节点【${node.name}】的循环基数应为 1 到 1000 的整数，实际为 ${String(n)}`);
      total = n;
    }
    const assignees = Array.from({ length: total }, (_, i) => candidates[i % candidates.length]!);
    token.loop = { total, completed: 0, assignees };
    token.tasks = [];
    if (node.loop.sequential) return this.createLoopTask(token, node, 0);
    for (let i = 0; i < total; i++) await this.createLoopTask(token, node, i);
  }

  private createLoopTask(token: Token, node: FlowNode, index: number): Promise<void> {
    return this.openTask(token, node, token.loop!.assignees[index]!);
  }

  private async openTask(token: Token, node: FlowNode, assignee: number): Promise<void> {
    await this.step();
    const taskId = await this.host.createTask(node, assignee);
    token.tasks = [...(token.tasks ?? []), taskId];
    await this.host.activityStarted(node, taskId);
    await this.taskListeners(node, 'create', taskId);
    await this.taskListeners(node, 'assignment', taskId);
    const timeouts = node.taskListeners.filter((l) => l.event === 'timeout');
    if (timeouts.length > 0) await this.host.scheduleTimeouts(node, taskId, timeouts);
  }

  // ---- listeners, beans, scripts ----

  private taskListeners(node: FlowNode, event: string, taskId: string): Promise<void> {
    return this.listeners(node.taskListeners, event, node, taskId);
  }

  private async listeners(list: Listener[], event: string, node: FlowNode | null, taskId: string | null): Promise<void> {
    for (const listener of list) if (listener.event === event) await this.runListener(listener, node, taskId);
  }

  private async runListener(listener: Listener, node: FlowNode | null, taskId: string | null): Promise<void> {
    if (listener.kind === 'script') {
      await this.script(listener.value, node);
      return;
    }
    const ref = beanOf(listener);
    if (!ref) throw new ProcessFailure(`监听器 ${listener.value} 没有引用 Bean`);
    await this.step();
    await this.host.callBean(ref.bean, ref.method, { listener, node, taskId, variables: this.variables });
  }

  private async script(source: string, node: FlowNode | null): Promise<unknown> {
    await this.step();
    try {
      const outcome = await runScript(source, this.variables, this.budget, this.scripts);
      for (const key of Object.keys(this.variables)) delete this.variables[key];
      Object.assign(this.variables, outcome.variables);
      return outcome.result;
    } catch (e) {
      const message = `${node ? `节点【${node.name}】` : '流程'}的脚本：${(e as Error).message}`;
      throw e instanceof LimitExceeded ? new LimitExceeded(message) : new ProcessFailure(message);
    }
  }
}

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
