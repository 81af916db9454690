/**
 * An EngineHost that keeps tasks and history in memory: the bench's bare engine (the same
 * interpreter without the database), and the engine's own unit tests.
 */
import { BpmResult } from '@tenon/contracts';
import type { FlowNode, Listener } from '../graph.ts';
import type { EngineHost, ListenerCall } from '../interpreter.ts';

export interface MemoryTask {
  id: string;
  node: string;
  assignee: number;
  result: number;
  reason: string | null;
}

export class MemoryHost implements EngineHost {
  tasks: MemoryTask[] = [];
  activities: Array<{ key: string; taskId: string | null; ended: boolean }> = [];
  beans: Array<{ bean: string; method: string | null; taskId: string | null }> = [];
  timeouts: Array<{ taskId: string; listeners: Listener[] }> = [];
  private seq = 0;

  /** Candidates by user-task id; tasks not listed go to user 1. */
  constructor(private readonly candidatesByNode: Record<string, number[]> = {}) {}

  candidates(node: FlowNode): Promise<number[]> {
    return Promise.resolve(this.candidatesByNode[node.id] ?? [1]);
  }

  createTask(node: FlowNode, assignee: number): Promise<string> {
    const id = `t${++this.seq}`;
    this.tasks.push({ id, node: node.id, assignee, result: BpmResult.PROCESS, reason: null });
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

  activityEnded(node: FlowNode, taskId: string | null): Promise<void> {
    const open = [...this.activities].reverse().find((a) => a.key === node.id && a.taskId === taskId && !a.ended);
    if (open) open.ended = true;
    return Promise.resolve();
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
