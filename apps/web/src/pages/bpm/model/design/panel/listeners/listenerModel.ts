/**
 * Execution and task listeners as the panel edits them (docs/process-designer.md, "Element rules"), and how they map to
 * the camunda moddle: `camunda:ExecutionListener` / `camunda:TaskListener` with one of
 * class / expression / delegateExpression / a `camunda:Script` child, injected
 * `camunda:Field`s, and for a task listener on `timeout` a `bpmn:TimerEventDefinition`.
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import { createModdle } from '../shared/moddle';
import type { ModdleElement } from '../shared/types';
import type { ScriptType } from '../shared/scriptType';
import { randomAlphanumeric } from './randomAlphanumeric';

export type ListenerKind = 'execution' | 'task';
export type ListenerType = 'class' | 'expression' | 'delegateExpression' | 'script';
export type TimerType = 'date' | 'duration' | 'cycle' | 'none';
export type FieldType = 'string' | 'expression';

interface Option<V extends string> {
  value: V;
  label: string;
}

export const LISTENER_KINDS = {
  execution: {
    moddleType: 'camunda:ExecutionListener',
    label: '执行监听器',
    events: [
      { value: 'start', label: '开始' },
      { value: 'end', label: '结束' },
    ],
  },
  task: {
    moddleType: 'camunda:TaskListener',
    label: '任务监听器',
    events: [
      { value: 'create', label: '创建' },
      { value: 'assignment', label: '指派' },
      { value: 'complete', label: '完成' },
      { value: 'delete', label: '删除' },
      { value: 'update', label: '更新' },
      { value: 'timeout', label: '超时' },
    ],
  },
} satisfies Record<ListenerKind, { moddleType: string; label: string; events: Option<string>[] }>;

/** Each listener type with the attribute that holds it and the message when it is empty. */
export const LISTENER_TYPES = [
  { value: 'class', label: 'Java类', message: '请填写Java类' },
  { value: 'expression', label: '表达式', message: '请填写表达式' },
  { value: 'delegateExpression', label: '代理表达式', message: '请填写代理表达式' },
  { value: 'script', label: '脚本', message: '' },
] satisfies (Option<ListenerType> & { message: string })[];

export const TIMER_TYPES: Option<TimerType>[] = [
  { value: 'date', label: '日期' },
  { value: 'duration', label: '持续时长' },
  { value: 'cycle', label: '循环' },
  { value: 'none', label: '无' },
];

export const FIELD_TYPES: Option<FieldType>[] = [
  { value: 'string', label: '字符串' },
  { value: 'expression', label: '表达式' },
];

export interface ListenerField {
  name?: string;
  fieldType?: FieldType;
  string?: string;
  expression?: string;
}

export interface ListenerValues {
  event?: string;
  id?: string;
  listenerType?: ListenerType;
  class?: string;
  expression?: string;
  delegateExpression?: string;
  scriptFormat?: string;
  scriptType?: ScriptType;
  value?: string;
  resource?: string;
  timerType?: TimerType;
  timerValue?: string;
}

const TIMER_PROPERTY: Record<Exclude<TimerType, 'none'>, string> = {
  date: 'timeDate',
  duration: 'timeDuration',
  cycle: 'timeCycle',
};

export const labelOf = <V extends string>(options: Option<V>[], value: unknown): string =>
  options.find((o) => o.value === value)?.label ?? '';

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function listenerTypeOf(listener: ModdleElement): ListenerType | undefined {
  if (listener.script) return 'script';
  if (str(listener.delegateExpression) !== undefined) return 'delegateExpression';
  if (str(listener.expression) !== undefined) return 'expression';
  if (str(listener.class) !== undefined) return 'class';
  return undefined;
}

/** What the editor shows for a listener of the diagram. */
export function readListener(listener: ModdleElement): ListenerValues {
  const values: ListenerValues = {
    event: str(listener.event),
    id: str(listener.id),
    listenerType: listenerTypeOf(listener),
    class: str(listener.class),
    expression: str(listener.expression),
    delegateExpression: str(listener.delegateExpression),
  };
  const script = listener.script as ModdleElement | undefined;
  if (script) {
    values.scriptFormat = str(script.scriptFormat);
    // Inline when the script has a body, otherwise external.
    values.scriptType = str(script.value) ? 'inlineScript' : 'externalScript';
    values.value = str(script.value);
    values.resource = str(script.resource);
  }
  const timer = ((listener.eventDefinitions as ModdleElement[] | undefined) ?? [])[0];
  if (values.event === 'timeout' && !timer) values.timerType = 'none';
  if (timer) {
    const found = (Object.keys(TIMER_PROPERTY) as (keyof typeof TIMER_PROPERTY)[]).find((t) => timer[TIMER_PROPERTY[t]]);
    values.timerType = found ?? 'none';
    if (found) values.timerValue = str((timer[TIMER_PROPERTY[found]] as ModdleElement).body);
  }
  return values;
}

export function readFields(listener: ModdleElement): ListenerField[] {
  return ((listener.fields as ModdleElement[] | undefined) ?? []).map((field) => {
    const expression = str(field.expression);
    return expression !== undefined
      ? { name: str(field.name), fieldType: 'expression', expression }
      : { name: str(field.name), fieldType: 'string', string: str(field.string) ?? str(field.stringValue) };
  });
}

/** A new moddle listener from the editor's values; `previous` keeps its timer's id. */
export function buildListener(
  modeler: Modeler,
  kind: ListenerKind,
  values: ListenerValues,
  fields: ListenerField[],
  previous?: ModdleElement,
): ModdleElement {
  const attrs: Record<string, unknown> = { event: values.event };
  if (kind === 'task') attrs.id = values.id;
  switch (values.listenerType) {
    case 'script':
      attrs.script = createModdle(
        modeler,
        'camunda:Script',
        values.scriptType === 'inlineScript'
          ? { scriptFormat: values.scriptFormat, value: values.value }
          : { scriptFormat: values.scriptFormat, resource: values.resource },
      );
      break;
    case 'class':
    case 'expression':
    case 'delegateExpression':
      attrs[values.listenerType] = values[values.listenerType];
      break;
  }
  if (fields.length) attrs.fields = fields.map((field) => buildField(modeler, field));
  const timer = kind === 'task' && values.event === 'timeout' ? buildTimer(modeler, values, previous) : undefined;
  if (timer) attrs.eventDefinitions = [timer];
  return createModdle(modeler, LISTENER_KINDS[kind].moddleType, attrs);
}

function buildField(modeler: Modeler, field: ListenerField): ModdleElement {
  return createModdle(
    modeler,
    'camunda:Field',
    field.fieldType === 'expression' ? { name: field.name, expression: field.expression } : { name: field.name, string: field.string },
  );
}

function buildTimer(modeler: Modeler, values: ListenerValues, previous?: ModdleElement): ModdleElement | undefined {
  if (!values.timerType || values.timerType === 'none') return undefined;
  const before = ((previous?.eventDefinitions as ModdleElement[] | undefined) ?? [])[0];
  const id = str(before?.id) ?? `TimerEventDefinition_${randomAlphanumeric(8)}`;
  const body = createModdle(modeler, 'bpmn:FormalExpression', { body: values.timerValue });
  return createModdle(modeler, 'bpmn:TimerEventDefinition', { id, [TIMER_PROPERTY[values.timerType]]: body });
}
