/**
 * The hover tooltip of the viewer (the reference's element-overlays): its text as lines, then
 * as DOM built from text nodes only — reasons are user text and must never be read as HTML.
 */
import type { BpmActivity, BpmInstanceTask } from '@tenon/contracts';
import { parseTime } from '../../utils/date';
import { getDictLabel } from '../../stores/dictStore';
import { Dicts } from '@tenon/contracts';

export interface TooltipInstance {
  result: number;
  startUser?: { nickname: string; deptName?: string | null };
  createTime: number;
  endTime: number | null;
}

export type TooltipTask = Pick<BpmInstanceTask, 'result' | 'definitionKey' | 'createTime' | 'endTime' | 'reason' | 'assigneeUser'>;

const resultLabel = (result: number) => getDictLabel(Dicts.bpmProcessInstanceResult, result) || String(result);

export type TooltipActivity = Pick<BpmActivity, 'startTime' | 'endTime'> & Partial<Pick<BpmActivity, 'outcome' | 'calledProcessInstanceId'>>;

export const OPEN_CALLED_INSTANCE = '点击查看子流程';

const EVENTS = new Set(['bpmn:BoundaryEvent', 'bpmn:IntermediateCatchEvent']);
const ACTIVITIES = new Set(['bpmn:ReceiveTask', 'bpmn:SubProcess', 'bpmn:CallActivity']);

/** An event or activity that may wait, be interrupted or be disarmed: its state and times. */
function stateLines(isEvent: boolean, activity: TooltipActivity): string[] {
  let state;
  if (!activity.endTime) state = isEvent ? '等待中' : '进行中';
  else if (activity.outcome === 'cancelled') state = isEvent ? '已取消' : '已中断';
  else state = isEvent ? '已触发' : '已完成';
  const lines = [`状态：${state}`, `开始时间：${parseTime(activity.startTime)}`];
  if (activity.endTime) lines.push(`结束时间：${parseTime(activity.endTime)}`);
  if (activity.calledProcessInstanceId) lines.push(OPEN_CALLED_INSTANCE);
  return lines;
}

/** One block of lines per task (a user task met several times has several); empty when there is nothing to say. */
export function tooltipBlocks(
  element: { id: string; type: string },
  activity: TooltipActivity | undefined,
  tasks: readonly TooltipTask[],
  instance: TooltipInstance | undefined,
): string[][] {
  if (!activity) return [];
  if (EVENTS.has(element.type) || ACTIVITIES.has(element.type)) return [stateLines(EVENTS.has(element.type), activity)];
  switch (element.type) {
    case 'bpmn:StartEvent':
      if (!instance) return [];
      return [[`发起人：${instance.startUser?.nickname ?? ''}`, `部门：${instance.startUser?.deptName ?? ''}`, `创建时间：${parseTime(instance.createTime)}`]];
    case 'bpmn:UserTask':
      return tasks
        .filter((t) => t.definitionKey === element.id)
        .map((t) => {
          const lines = [
            `审批人：${t.assigneeUser?.nickname ?? ''}`,
            `部门：${t.assigneeUser?.deptName ?? ''}`,
            `结果：${resultLabel(t.result)}`,
            `创建时间：${parseTime(t.createTime)}`,
          ];
          if (t.endTime) lines.push(`结束时间：${parseTime(t.endTime)}`);
          if (t.reason) lines.push(`审批建议：${t.reason}`);
          return lines;
        });
    case 'bpmn:ServiceTask':
    case 'bpmn:ScriptTask': {
      const lines = [`创建时间：${parseTime(activity.startTime)}`];
      if (activity.endTime) lines.push(`结束时间：${parseTime(activity.endTime)}`);
      return [lines];
    }
    case 'bpmn:EndEvent': {
      if (!instance) return [];
      const lines = [`结果：${resultLabel(instance.result)}`];
      if (instance.endTime) lines.push(`结束时间：${parseTime(instance.endTime)}`);
      return [lines];
    }
    default:
      return [];
  }
}

export function tooltipNode(blocks: string[][]): HTMLElement {
  const box = document.createElement('div');
  box.className = 'tenon-bpmn-viewer__tooltip';
  for (const block of blocks) {
    const p = document.createElement('p');
    for (const line of block) {
      const row = document.createElement('div');
      row.textContent = line;
      p.appendChild(row);
    }
    box.appendChild(p);
  }
  return box;
}
