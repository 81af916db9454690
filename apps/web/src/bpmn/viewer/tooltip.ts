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

/** One block of lines per task (a user task met several times has several); empty when there is nothing to say. */
export function tooltipBlocks(
  element: { id: string; type: string },
  activity: Pick<BpmActivity, 'startTime' | 'endTime'> | undefined,
  tasks: readonly TooltipTask[],
  instance: TooltipInstance | undefined,
): string[][] {
  if (!activity) return [];
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
