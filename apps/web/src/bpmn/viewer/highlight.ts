/**
 * Which diagram element gets which progress class (docs/process-designer.md, "The viewer", the reference's
 * ProcessViewer.highlightDiagram), as a pure function of the diagram and the instance's
 * activities and tasks, so the rules are tested without a canvas.
 *
 * Ours beyond the reference: events, receive tasks, sub-processes and call activities. Waiting
 * (no end) is to-do, ended is done, an `outcome` of `cancelled` (a boundary event disarmed, an
 * activity interrupted, the losing branch of an event-based gateway) is the cancelled grey.
 * Elements inside expanded sub-processes are ordinary element ids and follow the same rules.
 */
import type { BpmActivity, BpmInstanceTask } from '@tenon/contracts';

export type HighlightClass = 'highlight' | 'highlight-todo' | 'highlight-reject' | 'highlight-cancel' | 'highlight-return';

/** The little of a bpmn-moddle flow element the rules read. */
export interface PlanElement {
  id: string;
  $type: string;
  outgoing?: ReadonlyArray<{ id: string; targetRef?: { id: string; $type: string } | null }>;
  flowElements?: ReadonlyArray<PlanElement>;
}

export interface PlanInstance {
  result: number;
}

export type PlanTask = Pick<BpmInstanceTask, 'id' | 'result' | 'definitionKey' | 'createTime'>;
export type PlanActivity = Pick<BpmActivity, 'key' | 'startTime' | 'endTime' | 'taskId'> & Partial<Pick<BpmActivity, 'outcome'>>;

const RESULT_CLASS: Record<number, HighlightClass> = {
  1: 'highlight-todo',
  2: 'highlight',
  3: 'highlight-reject',
  4: 'highlight-cancel',
  5: 'highlight-return',
  6: 'highlight-todo',
};

/** The class of a task's or the instance's result code; other codes get none. */
export const resultClass = (result: number | null | undefined): HighlightClass | undefined =>
  result == null ? undefined : RESULT_CLASS[result];

const doneClass = (activity: PlanActivity): HighlightClass => (activity.endTime ? 'highlight' : 'highlight-todo');
const cancelled = (activity: PlanActivity) => activity.outcome === 'cancelled';
/** Waiting, happened/completed, or disarmed/interrupted. */
const stateClass = (activity: PlanActivity): HighlightClass => (cancelled(activity) ? 'highlight-cancel' : doneClass(activity));

/** Elements with nothing of their own to colour but their state, and whose flows follow the targets reached. */
const STATEFUL = new Set([
  'bpmn:BoundaryEvent',
  'bpmn:IntermediateCatchEvent',
  'bpmn:IntermediateThrowEvent',
  'bpmn:ReceiveTask',
  'bpmn:SendTask',
  'bpmn:ManualTask',
  'bpmn:BusinessRuleTask',
  'bpmn:Task',
  'bpmn:SubProcess',
  'bpmn:CallActivity',
]);

/** Every flow element of the diagram's processes, sub-processes included. */
export function flowElementsOf(definitions: { rootElements?: ReadonlyArray<PlanElement> } | null | undefined): PlanElement[] {
  const out: PlanElement[] = [];
  const walk = (elements: ReadonlyArray<PlanElement> | undefined) => {
    for (const el of elements ?? []) {
      out.push(el);
      walk(el.flowElements);
    }
  };
  for (const root of definitions?.rootElements ?? []) if (root.$type === 'bpmn:Process') walk(root.flowElements);
  return out;
}

/** The element's latest activity: a task met again (returned, looped, multi-instance) shows its last visit. */
export function latestActivityByKey<A extends PlanActivity>(activities: readonly A[]): Map<string, A> {
  const byKey = new Map<string, A>();
  for (const a of activities) {
    const seen = byKey.get(a.key);
    if (!seen || a.startTime >= seen.startTime) byKey.set(a.key, a);
  }
  return byKey;
}

function taskOf(activity: PlanActivity, elementId: string, tasks: readonly PlanTask[]): PlanTask | undefined {
  const byId = activity.taskId ? tasks.find((t) => t.id === activity.taskId) : undefined;
  if (byId) return byId;
  return tasks.filter((t) => t.definitionKey === elementId).reduce<PlanTask | undefined>((newest, t) => (!newest || t.createTime >= newest.createTime ? t : newest), undefined);
}

export function highlightPlan(
  elements: readonly PlanElement[],
  activities: readonly PlanActivity[],
  tasks: readonly PlanTask[],
  instance: PlanInstance | undefined,
): Array<[string, HighlightClass]> {
  const plan: Array<[string, HighlightClass]> = [];
  const mark = (id: string, cls: HighlightClass | undefined) => {
    if (cls && !plan.some(([i, c]) => i === id && c === cls)) plan.push([id, cls]);
  };
  const byKey = latestActivityByKey(activities);
  // An end event inside a sub-process ends that sub-process, not the instance.
  const nested = new Set(elements.flatMap((el) => (el.flowElements ?? []).map((child) => child.id)));

  for (const el of elements) {
    const activity = byKey.get(el.id);
    if (!activity) continue;
    const outgoing = el.outgoing ?? [];
    const targetActivity = (flow: (typeof outgoing)[number]) => (flow.targetRef ? byKey.get(flow.targetRef.id) : undefined);
    const markReachedFlows = () => {
      for (const flow of outgoing) {
        const target = targetActivity(flow);
        if (target) mark(flow.id, doneClass(target));
      }
    };

    if (STATEFUL.has(el.$type)) {
      mark(el.id, stateClass(activity));
      // Nothing left a waiting or cancelled element.
      if (activity.endTime && !cancelled(activity)) markReachedFlows();
      continue;
    }
    if (cancelled(activity)) {
      mark(el.id, 'highlight-cancel');
      continue;
    }

    switch (el.$type) {
      case 'bpmn:UserTask': {
        const task = taskOf(activity, el.id, tasks);
        if (!task) break;
        mark(el.id, resultClass(task.result));
        // A task not approved does not lead anywhere on the diagram.
        if (task.result !== 2) break;
        for (const flow of outgoing) {
          const target = targetActivity(flow);
          if (target) mark(flow.id, doneClass(target));
          else if (flow.targetRef?.$type === 'bpmn:ExclusiveGateway' || flow.targetRef?.$type === 'bpmn:EndEvent') {
            mark(flow.id, doneClass(activity));
          }
        }
        break;
      }
      case 'bpmn:ExclusiveGateway': {
        mark(el.id, doneClass(activity));
        // Only the path taken. A gateway may lead both to a task (then the end) and straight to
        // the end; once the instance ended both targets have activities, so the end event is
        // the path taken only when no other target was reached.
        let taken: { flowId: string; target: PlanActivity; isEnd: boolean } | undefined;
        for (const flow of outgoing) {
          const target = targetActivity(flow);
          if (!target) continue;
          if (!taken || taken.isEnd) taken = { flowId: flow.id, target, isEnd: flow.targetRef?.$type === 'bpmn:EndEvent' };
        }
        if (taken) mark(taken.flowId, doneClass(taken.target));
        break;
      }
      case 'bpmn:InclusiveGateway':
      case 'bpmn:ParallelGateway': {
        mark(el.id, doneClass(activity));
        markReachedFlows();
        break;
      }
      case 'bpmn:EventBasedGateway': {
        mark(el.id, doneClass(activity));
        // Each event waits (to-do) until one happens; the others are then cancelled, not taken.
        for (const flow of outgoing) {
          const target = targetActivity(flow);
          if (target && !cancelled(target)) mark(flow.id, doneClass(target));
        }
        break;
      }
      case 'bpmn:StartEvent': {
        mark(el.id, 'highlight');
        for (const flow of outgoing) if (targetActivity(flow)) mark(flow.id, 'highlight');
        break;
      }
      case 'bpmn:EndEvent': {
        if (nested.has(el.id)) mark(el.id, stateClass(activity));
        else if (instance && instance.result !== 1) mark(el.id, resultClass(instance.result));
        break;
      }
      case 'bpmn:ServiceTask':
      case 'bpmn:ScriptTask': {
        if (activity.endTime) {
          mark(el.id, 'highlight');
          for (const flow of outgoing) mark(flow.id, 'highlight');
        } else if (activity.startTime) {
          mark(el.id, resultClass(1));
        }
        break;
      }
      default:
        break;
    }
  }
  return plan;
}
