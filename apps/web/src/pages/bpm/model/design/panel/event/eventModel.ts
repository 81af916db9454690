/**
 * Which events the 事件 section edits and what their one event definition holds, as the
 * server's engine reads them (docs/workflow.md, "The engine"): a timer's time (one of
 * timeDuration / timeDate / timeCycle, a `bpmn:FormalExpression`), a message's or signal's
 * reference, an error's reference, and a boundary event's `cancelActivity`.
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import type { BpmnElement } from '../useSelectedElement';
import type { ModdleElement } from '../shared/types';
import { businessObject, createModdle, updateModdle } from '../shared/moddle';
import { definitionsOf } from '../shared/rootElements';

export type EventKind = 'timer' | 'message' | 'signal' | 'error';

const KIND_OF_DEFINITION: Record<string, EventKind> = {
  'bpmn:TimerEventDefinition': 'timer',
  'bpmn:MessageEventDefinition': 'message',
  'bpmn:SignalEventDefinition': 'signal',
  'bpmn:ErrorEventDefinition': 'error',
};

const EVENT_TYPES = ['bpmn:StartEvent', 'bpmn:EndEvent', 'bpmn:IntermediateCatchEvent', 'bpmn:IntermediateThrowEvent', 'bpmn:BoundaryEvent'];

export interface EditedDefinition {
  kind: EventKind;
  definition: ModdleElement;
}

/** The event definition the section edits: the first one of a kind it knows, if any. */
export function editedDefinition(element: BpmnElement): EditedDefinition | null {
  const definitions = (businessObject(element).eventDefinitions as ModdleElement[] | undefined) ?? [];
  for (const definition of definitions) {
    const kind = KIND_OF_DEFINITION[definition.$type];
    if (kind) return { kind, definition };
  }
  return null;
}

/** A boundary event always has its 中断 switch; other events need a definition with something to set. */
export function hasEventSettings(element: BpmnElement): boolean {
  if (!EVENT_TYPES.includes(element.type)) return false;
  return element.type === 'bpmn:BoundaryEvent' || editedDefinition(element) !== null;
}

export type TimerProperty = 'timeDuration' | 'timeDate' | 'timeCycle';

export const TIMER_TYPES: { value: TimerProperty; label: string; placeholder: string }[] = [
  { value: 'timeDuration', label: '时长', placeholder: '如 PT2H（2 小时）' },
  { value: 'timeDate', label: '日期', placeholder: '如 2026-12-01T09:00:00+08:00' },
  { value: 'timeCycle', label: '循环', placeholder: '如 R3/PT10M（每 10 分钟，共 3 次）' },
];

/** The timer property the definition holds, or undefined while it has none. */
export function timerTypeOf(timer: ModdleElement): TimerProperty | undefined {
  return TIMER_TYPES.find((t) => timer[t.value])?.value;
}

export function timerValueOf(timer: ModdleElement, type: TimerProperty): string {
  const body = (timer[type] as ModdleElement | undefined)?.body;
  return typeof body === 'string' ? body : '';
}

/** Writes the timer's value under `type` ('' removes it), in one command. */
export function writeTimerValue(modeler: Modeler, element: BpmnElement, timer: ModdleElement, type: TimerProperty, value: string): void {
  let expression: ModdleElement | undefined;
  if (value) {
    expression = createModdle(modeler, 'bpmn:FormalExpression', { body: value });
    expression.$parent = timer;
  }
  updateModdle(modeler, element, timer, { [type]: expression });
}

/** Moves the timer's value from one type to another, so the definition never holds two (one command). */
export function moveTimerValue(modeler: Modeler, element: BpmnElement, timer: ModdleElement, from: TimerProperty, to: TimerProperty): void {
  if (from === to) return;
  updateModdle(modeler, element, timer, { [from]: undefined, [to]: timer[from] });
}

function rootElements(modeler: Modeler): ModdleElement[] {
  return (definitionsOf(modeler).rootElements as ModdleElement[] | undefined) ?? [];
}

export function errorsOf(modeler: Modeler): ModdleElement[] {
  return rootElements(modeler).filter((e) => e.$type === 'bpmn:Error');
}

export interface ErrorValues {
  name?: string;
  errorCode: string;
}

interface Ids {
  nextPrefixed(prefix: string, element: ModdleElement): string;
}

/**
 * Adds a `bpmn:Error` with a generated id (the user names it by its name and code) after the
 * last error, else before the first process or collaboration, as one command on `element`.
 */
export function addError(modeler: Modeler, element: BpmnElement, values: ErrorValues): ModdleElement {
  const definitions = definitionsOf(modeler);
  const created = createModdle(modeler, 'bpmn:Error', { errorCode: values.errorCode, ...(values.name ? { name: values.name } : {}) });
  created.id = (modeler.get('moddle') as { ids: Ids }).ids.nextPrefixed('Error_', created);
  created.$parent = definitions;
  const all = rootElements(modeler);
  const lastError = all.map((e) => e.$type).lastIndexOf('bpmn:Error');
  const firstFlow = all.findIndex((e) => e.$type === 'bpmn:Process' || e.$type === 'bpmn:Collaboration');
  const at = lastError >= 0 ? lastError + 1 : firstFlow < 0 ? all.length : firstFlow;
  updateModdle(modeler, element, definitions, { rootElements: [...all.slice(0, at), created, ...all.slice(at)] });
  return created;
}

/** What a pick list shows for a message, signal or error: its name and, in brackets, what identifies it. */
export function rootLabel(root: ModdleElement, identifier: unknown = root.id): string {
  const name = typeof root.name === 'string' && root.name ? root.name : '';
  return name ? `${name}（${String(identifier ?? '')}）` : String(identifier ?? '');
}
