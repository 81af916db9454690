/**
 * The task's loop (回路特性): a multi-instance loop run in parallel or in sequence, a standard
 * loop, or none. A new parallel loop starts over Yudao's candidate list `${coll_userList}`
 * (docs/process-designer.md, "Element rules"), the collection its assignment rules fill.
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import type { BpmnElement } from '../useSelectedElement';
import type { ModdleElement } from '../shared/types';
import { createModdle, updateElement, updateModdle } from '../shared/moddle';

export type LoopType = 'parallel' | 'sequential' | 'standard' | 'none';

export const LOOP_TYPES: { value: LoopType; label: string }[] = [
  { value: 'parallel', label: '并行多重事件' },
  { value: 'sequential', label: '时序多重事件' },
  { value: 'standard', label: '循环事件' },
  { value: 'none', label: '无' },
];

export const DEFAULT_COLLECTION = '${coll_userList}';

const MULTI = 'bpmn:MultiInstanceLoopCharacteristics';

export function loopOf(element: BpmnElement): ModdleElement | undefined {
  return element.businessObject.loopCharacteristics as ModdleElement | undefined;
}

export function loopTypeOf(loop: ModdleElement | undefined): LoopType {
  if (!loop) return 'none';
  if (loop.$type !== MULTI) return 'standard';
  return loop.isSequential ? 'sequential' : 'parallel';
}

/**
 * One command. Between parallel and sequential only the flag changes, so the loop's
 * cardinality, condition and async settings survive the switch.
 */
export function changeLoopType(modeler: Modeler, element: BpmnElement, next: LoopType): void {
  const loop = loopOf(element);
  if (next === loopTypeOf(loop)) return;
  if (next === 'none') return updateElement(modeler, element, { loopCharacteristics: undefined });
  if (loop?.$type === MULTI && next !== 'standard') return updateModdle(modeler, element, loop, { isSequential: next === 'sequential' });
  const created =
    next === 'standard'
      ? createModdle(modeler, 'bpmn:StandardLoopCharacteristics')
      : createModdle(modeler, MULTI, next === 'sequential' ? { isSequential: true } : { 'camunda:collection': DEFAULT_COLLECTION });
  created.$parent = element.businessObject as unknown as ModdleElement;
  updateElement(modeler, element, { loopCharacteristics: created });
}
