/**
 * An EngineHost that keeps tasks and history in memory: the bench's bare engine (the same
 * interpreter without the database), and the engine's own unit tests.
 */
import { BpmResult } from '@tenon/contracts';
import type { FlowNode, Listener } from '../graph.ts';
import { type ActivityOutcome, type CalledStart, type EngineHost, type ListenerCall, type Token, waitKind } from '../interpreter.ts';
import type { TimerPlan } from '../timers.ts';

export interface MemoryTask {
  id: string;
  node: string;
  assignee: number;
  result: number;
  reason: string | null;
  name?: string;
  dueTime?: number | null;
}

export class MemoryHost implements EngineHost {
  tasks: MemoryTask[] = [];
  activities: Array<{ key: string; taskId: string | null; ended: boolean; outcome?: ActivityOutcome }> = [];
  /** What tokens wait for: message and signal names, timers' due times, receive tasks. */
  subscriptions: Array<{ tokenId: number; element: string; kind: string; name: string | null; due: number | null }> = [];
  called: Array<{ id: string; node: string; tokenId: number; variables: Record<string, unknown>; cancelled: boolean }> = [];
  signals: Array<{ name: string; instanceOnly: boolean }> = [];
  propagated: string[] = [];
  /** Whether this instance was called (an uncaught error then goes to the caller). */
  isCalled = false;
  /** How a call activity's instance runs: by default it waits (ended: null). */
  onCall: (node: FlowNode, variables: Record<string, unknown>) => CalledStart['ended'] = () => null;
  readonly starter: number = 1;
  clock = 0;
  beans: Array<{ bean: string; method: string | null; taskId: string | null }> = [];
  timeouts: Array<{ taskId: string; listeners: Listener[] }> = [];
  private seq = 0;

  /** Candidates by user-task id; tasks not listed go to user 1. */
  constructor(private readonly candidatesByNode: Record<string, number[]> = {}) {}

  candidates(node: FlowNode): Promise<number[]> {
    return Promise.resolve(this.candidatesByNode[node.id] ?? [1]);
  }

  assignee(_node: FlowNode, userId: number): Promise<number> {
    return Promise.resolve(userId);
  }

  createTask(node: FlowNode, assignee: number, details: { name: string; dueTime: number | null } = { name: node.name, dueTime: null }): Promise<string> {
    const id = `t${++this.seq}`;
    this.tasks.push({ id, node: node.id, assignee, result: BpmResult.PROCESS, reason: null, name: details.name, dueTime: details.dueTime });
    return Promise.resolve(id);
  }

  closeTasks(taskIds: string[], result: number, reason: string): Promise<void> {
    for (const t of this.tasks) if (taskIds.includes(t.id)) Object.assign(t, { result, reason });
    return Promise.resolve();
  }

  activityStarted(node: FlowNode, taskId: string | null): Promise<void> {
    this.activities.push({ key: node.id, taskId, ended: false });
    return Promise.resolve();
  }

  activityEnded(node: FlowNode, taskId: string | null, outcome?: ActivityOutcome): Promise<void> {
    const open = [...this.activities].reverse().find((a) => a.key === node.id && a.taskId === taskId && !a.ended);
    if (open) {
      open.ended = true;
      if (outcome) open.outcome = outcome;
    }
    return Promise.resolve();
  }

  subscribe(token: Token, event: FlowNode, timer: TimerPlan | null): Promise<void> {
    this.subscriptions.push({ tokenId: token.id, element: event.id, kind: waitKind(event), name: event.event?.name ?? null, due: timer?.due ?? null });
    return Promise.resolve();
  }

  unsubscribe(tokenId: number): Promise<void> {
    this.subscriptions = this.subscriptions.filter((s) => s.tokenId !== tokenId);
    return Promise.resolve();
  }

  startCalled(node: FlowNode, tokenId: number, variables: Record<string, unknown>): Promise<CalledStart> {
    const id = `c${++this.seq}`;
    this.called.push({ id, node: node.id, tokenId, variables, cancelled: false });
    return Promise.resolve({ id, ended: this.onCall(node, variables) });
  }

  cancelCalled(instanceId: string): Promise<void> {
    const call = this.called.find((c) => c.id === instanceId);
    if (call) call.cancelled = true;
    return Promise.resolve();
  }

  throwSignal(name: string, instanceOnly: boolean): void {
    this.signals.push({ name, instanceOnly });
  }

  propagateError(code: string): boolean {
    if (this.isCalled) this.propagated.push(code);
    return this.isCalled;
  }

  now(): number {
    return this.clock;
  }

  /** The subscription of `element` (the first, or the one of `tokenId`). */
  waiting(element: string): { tokenId: number; due: number | null } | undefined {
    return this.subscriptions.find((s) => s.element === element);
  }

  callBean(bean: string, method: string | null, call: ListenerCall): Promise<void> {
    this.beans.push({ bean, method, taskId: call.taskId });
    return Promise.resolve();
  }

  scheduleTimeouts(_node: FlowNode, taskId: string, listeners: Listener[]): Promise<void> {
    this.timeouts.push({ taskId, listeners });
    return Promise.resolve();
  }

  /** Open tasks at a node. */
  open(node?: string): MemoryTask[] {
    return this.tasks.filter((t) => t.result === BpmResult.PROCESS && (node === undefined || t.node === node));
  }
}
