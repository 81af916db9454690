/**
 * A deployed diagram as the engine walks it: the process's nodes and flows read once from the
 * BPMN XML (bpmn-moddle with the camunda extension the designer writes), with what the runtime
 * needs of each element. What must stay true: anything the engine cannot run is named in
 * `unsupported` (deploy refuses it), so a running instance never meets an element it does not
 * know. Graphs are immutable and cached by XML text: a definition's XML never changes.
 */
import { createRequire } from 'node:module';
import { BpmnModdle } from 'bpmn-moddle';
import { beanNameOfClass, isBeanName } from './beans.ts';
import { beanReference, expressionProblem } from './expression.ts';
import { timerProblem } from './timers.ts';

const require = createRequire(import.meta.url);
const camunda = require('camunda-bpmn-moddle/resources/camunda.json') as object;

export type NodeType =
  | 'startEvent'
  | 'endEvent'
  | 'userTask'
  | 'scriptTask'
  | 'serviceTask'
  | 'receiveTask'
  | 'task'
  | 'manualTask'
  | 'exclusiveGateway'
  | 'parallelGateway'
  | 'inclusiveGateway'
  | 'eventBasedGateway'
  | 'intermediateThrowEvent'
  | 'intermediateCatchEvent'
  | 'boundaryEvent'
  | 'subProcess'
  | 'callActivity';

/** A listener the engine can run: an expression (a registered bean's method), a bean by name, or a script. */
export interface Listener {
  event: string;
  kind: 'expression' | 'delegateExpression' | 'class' | 'script';
  /** The expression, delegate expression, class name or script source. */
  value: string;
  /** Timeout task listeners: when they fire. */
  timer?: TimerSpec;
}

export interface TimerSpec {
  type: 'date' | 'duration' | 'cycle';
  value: string;
}

/** What an event is about (none: a plain start, end or pass-through throw). */
export interface EventDef {
  kind: 'none' | 'timer' | 'message' | 'signal' | 'error' | 'terminate';
  /** The message or signal name, or the error code (null: an error catch that catches any). */
  name: string | null;
  timer: TimerSpec | null;
  /** A thrown signal reaches the tenant (`global`, Flowable's default) or only its own instance. */
  signalScope: 'global' | 'processInstance';
}

export interface LoopSpec {
  sequential: boolean;
  /** `loopCardinality` expression. */
  cardinality: string | null;
  /**
   * `collection` / `loopDataInputRef`: an expression or a variable name whose list gives one
   * instance per element. Yudao's `${coll_userList}` (the designer's default) and no collection
   * at all mean one instance per candidate user of the task's assign rule.
   */
  collection: string | null;
  completionCondition: string | null;
  elementVariable: string | null;
}

/** A call activity's variable mapping (`camunda:in` / `flowable:in`, `out`). */
export interface Mapping {
  source: string | null;
  sourceExpression: string | null;
  target: string | null;
  /** `variables="all"`: every variable. */
  all: boolean;
}

export interface FlowNode {
  id: string;
  name: string;
  type: NodeType;
  /** The enclosing sub-process, null at the process level. */
  parent: string | null;
  incoming: string[];
  outgoing: string[];
  defaultFlow: string | null;
  loop: LoopSpec | null;
  script: { source: string; resultVariable: string | null } | null;
  /** A service task's expression or delegate expression (a registered bean). */
  service: { kind: 'expression' | 'delegateExpression' | 'class'; value: string } | null;
  /** Start, end, catch, throw and boundary events: what they are about. */
  event: EventDef | null;
  terminate: boolean;
  /** Boundary events: the activity they are attached to, and whether firing interrupts it. */
  attachedTo: string | null;
  cancelActivity: boolean;
  /** The boundary events attached to this activity. */
  boundaries: string[];
  /** A sub-process's own start event. */
  startId: string | null;
  /** A call activity: the called process key and its variable mappings. */
  call: { key: string; ins: Mapping[]; outs: Mapping[] } | null;
  /** A user task's `assignee` and `dueDate` expressions (`${starter}`, `PT2H`). */
  assignee: string | null;
  dueDate: string | null;
  /** A start event's `initiator`: the variable that receives the starter's user id. */
  initiator: string | null;
  executionListeners: Listener[];
  taskListeners: Listener[];
}

export interface Flow {
  id: string;
  name: string;
  source: string;
  target: string;
  condition: string | null;
}

export interface ProcessGraph {
  id: string;
  name: string;
  /** The process's none start event (empty when it starts only by message or signal). */
  startId: string;
  /** Message and signal start events by message or signal name. */
  messageStarts: ReadonlyMap<string, string>;
  signalStarts: ReadonlyMap<string, string>;
  nodes: ReadonlyMap<string, FlowNode>;
  flows: ReadonlyMap<string, Flow>;
  userTasks: Array<{ id: string; name: string }>;
  /** Why the engine cannot run this diagram, in Chinese, one line per problem; empty when it can. */
  unsupported: string[];
  executionListeners: Listener[];
}

type Moddle = { $type: string; [key: string]: unknown };
/** `bpmn:UserTask` → `userTask`. */
const local = (el: Moddle) => {
  const name = el.$type.replace(/^bpmn:/, '');
  return name.charAt(0).toLowerCase() + name.slice(1);
};
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const bodyOf = (expr: unknown) => (expr && typeof expr === 'object' ? str((expr as Moddle).body).trim() : '');

const RUNNABLE: ReadonlySet<string> = new Set<NodeType>([
  'startEvent',
  'endEvent',
  'userTask',
  'scriptTask',
  'serviceTask',
  'receiveTask',
  'task',
  'manualTask',
  'exclusiveGateway',
  'parallelGateway',
  'inclusiveGateway',
  'eventBasedGateway',
  'intermediateThrowEvent',
  'intermediateCatchEvent',
  'boundaryEvent',
  'subProcess',
  'callActivity',
]);
const JS_FORMATS = new Set(['javascript', 'js', 'ecmascript']);

const ELEMENT_NAMES: Record<string, string> = {
  complexGateway: '复杂网关',
  sendTask: '发送任务',
  businessRuleTask: '业务规则任务',
  transaction: '事务子流程',
  adHocSubProcess: '自由子流程',
};
const EVENT_NAMES: Record<string, string> = {
  'bpmn:CompensateEventDefinition': '补偿事件',
  'bpmn:EscalationEventDefinition': '升级事件',
  'bpmn:ConditionalEventDefinition': '条件事件',
  'bpmn:LinkEventDefinition': '链接事件',
  'bpmn:CancelEventDefinition': '取消事件',
};
/** Activities a boundary event may be attached to: the ones that wait. */
const WAITING_ACTIVITIES: ReadonlySet<string> = new Set(['userTask', 'receiveTask', 'subProcess', 'callActivity']);

/**
 * The extension attributes the designer writes under the `camunda` prefix are the ones Flowable
 * writes under `flowable` (and Activiti under `activiti`): the same names, so a diagram from
 * either is read as the designer's by taking their namespaces for camunda's.
 */
const CAMUNDA_NS = 'http://camunda.org/schema/1.0/bpmn';
const ALIASED_NS = /(xmlns:[A-Za-z_][\w.-]*=)(["'])(?:http:\/\/flowable\.org\/bpmn|http:\/\/activiti\.org\/bpmn)\2/g;

function listenersOf(el: Moddle, type: 'camunda:ExecutionListener' | 'camunda:TaskListener', problems: string[], where: string): Listener[] {
  const values = ((el.extensionElements as Moddle | undefined)?.values ?? []) as Moddle[];
  const out: Listener[] = [];
  for (const l of values.filter((v) => v.$type === type)) {
    const event = str(l.event);
    const script = l.script as Moddle | undefined;
    let listener: Listener | null = null;
    if (str(l.expression)) listener = { event, kind: 'expression', value: str(l.expression) };
    else if (str(l.delegateExpression)) listener = { event, kind: 'delegateExpression', value: str(l.delegateExpression) };
    else if (str(l.class)) listener = { event, kind: 'class', value: str(l.class) };
    else if (script) {
      if (!JS_FORMATS.has(str(script.scriptFormat).toLowerCase()) || !str(script.value).trim())
        problems.push(`${where}的脚本监听器只支持内联的 JavaScript 脚本`);
      else listener = { event, kind: 'script', value: str(script.value) };
    }
    if (!listener) {
      if (!script) problems.push(`${where}的监听器（${event}）未配置要执行的内容`);
      continue;
    }
    const timerDef = ((l.eventDefinitions ?? []) as Moddle[]).find((d) => d.$type === 'bpmn:TimerEventDefinition');
    if (event === 'timeout') {
      const timer = timerDef && timerOf(timerDef);
      if (!timer) {
        problems.push(`${where}的超时监听器缺少定时器配置`);
        continue;
      }
      listener.timer = timer;
    }
    out.push(listener);
  }
  return out;
}

function timerOf(def: Moddle): TimerSpec | undefined {
  if (bodyOf(def.timeDuration)) return { type: 'duration', value: bodyOf(def.timeDuration) };
  if (bodyOf(def.timeDate)) return { type: 'date', value: bodyOf(def.timeDate) };
  if (bodyOf(def.timeCycle)) return { type: 'cycle', value: bodyOf(def.timeCycle) };
  return undefined;
}

/** An event's definition, or null with a problem noted when the engine does not run it. */
function eventOf(el: Moddle, type: string, problems: string[], where: string): EventDef | null {
  const defs = (el.eventDefinitions ?? []) as Moddle[];
  const none: EventDef = { kind: 'none', name: null, timer: null, signalScope: 'global' };
  if (defs.length === 0) return none;
  if (defs.length > 1) {
    problems.push(`暂不支持带多个事件定义的事件（${where}）`);
    return null;
  }
  const def = defs[0]!;
  const ref = (key: string) => def[key] as Moddle | undefined;
  switch (def.$type) {
    case 'bpmn:TimerEventDefinition': {
      const timer = timerOf(def);
      if (!timer) problems.push(`${where}的定时器缺少时间配置`);
      return { ...none, kind: 'timer', timer: timer ?? null };
    }
    case 'bpmn:MessageEventDefinition': {
      const message = ref('messageRef');
      const name = str(message?.name) || str(message?.id);
      if (!name && type !== 'intermediateThrowEvent' && type !== 'endEvent') problems.push(`${where}未选择消息`);
      return { ...none, kind: 'message', name: name || null };
    }
    case 'bpmn:SignalEventDefinition': {
      const signal = ref('signalRef');
      const name = str(signal?.name) || str(signal?.id);
      if (!name) problems.push(`${where}未选择信号`);
      const scope = str((signal?.$attrs as Record<string, unknown> | undefined)?.['flowable:scope']) || str(signal?.['camunda:scope']);
      return { ...none, kind: 'signal', name: name || null, signalScope: scope === 'processInstance' ? 'processInstance' : 'global' };
    }
    case 'bpmn:ErrorEventDefinition': {
      const error = ref('errorRef');
      return { ...none, kind: 'error', name: str(error?.errorCode) || str(error?.name) || str(error?.id) || null };
    }
    case 'bpmn:TerminateEventDefinition':
      return { ...none, kind: 'terminate' };
    default:
      problems.push(`暂不支持${EVENT_NAMES[def.$type] ?? def.$type.replace(/^bpmn:/, '')}（${where}）`);
      return null;
  }
}

/** Which event kinds each event type may carry. */
const EVENT_KINDS: Record<string, ReadonlyArray<EventDef['kind']>> = {
  startEvent: ['none', 'message', 'signal'],
  endEvent: ['none', 'terminate', 'error', 'message', 'signal'],
  intermediateCatchEvent: ['timer', 'message', 'signal'],
  intermediateThrowEvent: ['none', 'signal', 'message'],
  boundaryEvent: ['timer', 'message', 'signal', 'error'],
};
const EVENT_KIND_NAMES: Record<EventDef['kind'], string> = {
  none: '空',
  timer: '定时',
  message: '消息',
  signal: '信号',
  error: '错误',
  terminate: '终止',
};
const TYPE_NAMES: Record<string, string> = {
  startEvent: '开始事件',
  endEvent: '结束事件',
  intermediateCatchEvent: '中间捕获事件',
  intermediateThrowEvent: '中间抛出事件',
  boundaryEvent: '边界事件',
};

/** A `camunda:in`/`out` list (Flowable's `flowable:in`/`out` read the same way). */
function mappingsOf(el: Moddle, type: 'camunda:In' | 'camunda:Out'): Mapping[] {
  const values = ((el.extensionElements as Moddle | undefined)?.values ?? []) as Moddle[];
  return values
    .filter((v) => v.$type === type)
    .map((v) => ({
      source: str(v.source) || null,
      sourceExpression: str(v.sourceExpression) || null,
      target: str(v.target) || null,
      all: str(v.variables) === 'all',
    }));
}

function nodeOf(el: Moddle, parent: string | null, problems: string[]): FlowNode | null {
  const type = local(el);
  const name = str(el.name) || str(el.id);
  const where = `节点【${name}】`;
  if (!RUNNABLE.has(type)) {
    problems.push(`暂不支持${ELEMENT_NAMES[type] ?? type}（${where}）`);
    return null;
  }
  if (type === 'subProcess' && el.triggeredByEvent === true) {
    problems.push(`暂不支持事件子流程（${where}）`);
    return null;
  }
  let event: EventDef | null = null;
  if (type in EVENT_KINDS) {
    event = eventOf(el, type, problems, where);
    if (event && !EVENT_KINDS[type]!.includes(event.kind)) {
      problems.push(`暂不支持${EVENT_KIND_NAMES[event.kind]}${TYPE_NAMES[type]}（${where}）`);
      event = null;
    }
  }
  const loopEl = el.loopCharacteristics as Moddle | undefined;
  let loop: LoopSpec | null = null;
  if (loopEl) {
    const collection = str(loopEl.collection) || str((loopEl.loopDataInputRef as Moddle | undefined)?.id) || str(loopEl.loopDataInputRef);
    const inputItem = loopEl.inputDataItem as Moddle | undefined;
    if (loopEl.$type !== 'bpmn:MultiInstanceLoopCharacteristics') problems.push(`暂不支持标准循环（${where}），请使用多实例`);
    else if (type !== 'userTask' && type !== 'subProcess') problems.push(`只有用户任务和子流程支持多实例（${where}）`);
    else
      loop = {
        sequential: loopEl.isSequential === true,
        cardinality: bodyOf(loopEl.loopCardinality) || null,
        collection: collection || null,
        completionCondition: bodyOf(loopEl.completionCondition) || null,
        elementVariable: str(loopEl.elementVariable) || str(inputItem?.name) || str(inputItem?.id) || null,
      };
  }
  let script: FlowNode['script'] = null;
  if (type === 'scriptTask') {
    const format = str(el.scriptFormat).toLowerCase();
    if (!JS_FORMATS.has(format)) problems.push(`脚本任务只支持 JavaScript（${where}的脚本格式为 ${format || '空'}）`);
    else if (!str(el.script).trim()) problems.push(`脚本任务缺少脚本内容（${where}）`);
    else script = { source: str(el.script), resultVariable: str(el.resultVariable) || null };
  }
  let service: FlowNode['service'] = null;
  if (type === 'serviceTask') {
    if (str(el.expression)) service = { kind: 'expression', value: str(el.expression) };
    else if (str(el.delegateExpression)) service = { kind: 'delegateExpression', value: str(el.delegateExpression) };
    else if (str(el.class)) service = { kind: 'class', value: str(el.class) };
    else problems.push(`服务任务未配置要执行的表达式或 Bean（${where}）`);
  }
  let call: FlowNode['call'] = null;
  if (type === 'callActivity') {
    const key = str(el.calledElement);
    if (!key) problems.push(`调用活动未填写被调用流程的标识（${where}）`);
    call = { key, ins: mappingsOf(el, 'camunda:In'), outs: mappingsOf(el, 'camunda:Out') };
  }
  if (type === 'receiveTask' && el.messageRef) {
    const message = el.messageRef as Moddle;
    event = { kind: 'message', name: str(message.name) || str(message.id), timer: null, signalScope: 'global' };
  }
  const attachedTo = type === 'boundaryEvent' ? str((el.attachedToRef as Moddle | undefined)?.id) || null : null;
  return {
    id: str(el.id),
    name,
    type: type as NodeType,
    parent,
    incoming: [],
    outgoing: [],
    defaultFlow: (el.default as Moddle | undefined)?.id ? str((el.default as Moddle).id) : null,
    loop,
    script,
    service,
    event,
    terminate: event?.kind === 'terminate',
    attachedTo,
    // BPMN's default: a boundary event interrupts unless it says otherwise.
    cancelActivity: el.cancelActivity !== false,
    boundaries: [],
    startId: null,
    call,
    assignee: type === 'userTask' ? str(el.assignee) || null : null,
    dueDate: type === 'userTask' ? str(el.dueDate) || null : null,
    initiator: type === 'startEvent' ? str(el.initiator) || null : null,
    executionListeners: listenersOf(el, 'camunda:ExecutionListener', problems, where),
    taskListeners: type === 'userTask' ? listenersOf(el, 'camunda:TaskListener', problems, where) : [],
  };
}

/** Reads a scope's elements (the process's or a sub-process's), descending into sub-processes. */
function readScope(elements: Moddle[], parent: string | null, nodes: Map<string, FlowNode>, flows: Map<string, Flow>, problems: string[]): void {
  for (const el of elements) {
    const type = local(el);
    if (type === 'sequenceFlow') {
      // Flowable names a flow without an id itself; so do we, by its place in the document.
      const id = str(el.id) || `_flow_${flows.size + 1}`;
      el.id = id;
      flows.set(id, {
        id,
        name: str(el.name),
        source: str((el.sourceRef as Moddle | undefined)?.id),
        target: str((el.targetRef as Moddle | undefined)?.id),
        condition: bodyOf(el.conditionExpression) || null,
      });
      const lang = str((el.conditionExpression as Moddle | undefined)?.language);
      if (lang && !JS_FORMATS.has(lang.toLowerCase()) && lang.toLowerCase() !== 'juel')
        problems.push(`连线【${str(el.name) || id}】的条件脚本只支持表达式或 JavaScript`);
      continue;
    }
    if (type === 'dataObjectReference' || type === 'dataStoreReference' || type === 'dataObject' || type === 'textAnnotation' || type === 'association')
      continue;
    const node = nodeOf(el, parent, problems);
    if (!node) continue;
    nodes.set(node.id, node);
    if (node.type === 'subProcess') readScope((el.flowElements ?? []) as Moddle[], node.id, nodes, flows, problems);
  }
}

async function parse(xml: string): Promise<ProcessGraph> {
  const moddle = new BpmnModdle({ camunda });
  const { rootElement } = await moddle.fromXML(xml.replace(ALIASED_NS, `$1$2${CAMUNDA_NS}$2`));
  const processes = ((rootElement as unknown as Moddle).rootElements as Moddle[]).filter((e) => e.$type === 'bpmn:Process');
  const process = processes[0];
  if (!process) throw new Error('BPMN 中没有流程');
  const problems: string[] = [];
  if (processes.length > 1) problems.push('一个模型只能包含一个流程（不支持泳池协作图中的多个流程）');
  const nodes = new Map<string, FlowNode>();
  const flows = new Map<string, Flow>();
  readScope((process.flowElements ?? []) as Moddle[], null, nodes, flows, problems);
  for (const flow of flows.values()) {
    const source = nodes.get(flow.source);
    const target = nodes.get(flow.target);
    if (!source || !target) continue;
    source.outgoing.push(flow.id);
    target.incoming.push(flow.id);
    if (source.parent !== target.parent) problems.push(`连线【${flow.name || flow.id}】不能跨越子流程的边界`);
  }
  const messageStarts = new Map<string, string>();
  const signalStarts = new Map<string, string>();
  let startId = '';
  const scopes = [null, ...[...nodes.values()].filter((n) => n.type === 'subProcess').map((n) => n.id)];
  for (const scope of scopes) {
    const starts = [...nodes.values()].filter((n) => n.type === 'startEvent' && n.parent === scope);
    const plain = starts.filter((n) => n.event?.kind === 'none');
    const owner = scope === null ? '流程' : `子流程【${nodes.get(scope)!.name}】`;
    if (scope !== null) {
      if (plain.length !== 1 || starts.length !== 1) problems.push(`${owner}需要且只能有一个空开始事件`);
      nodes.get(scope)!.startId = plain[0]?.id ?? null;
      continue;
    }
    if (starts.length === 0) problems.push('流程缺少开始事件');
    if (plain.length > 1) problems.push('流程只能有一个空开始事件');
    startId = plain[0]?.id ?? '';
    for (const s of starts) {
      const map = s.event?.kind === 'message' ? messageStarts : s.event?.kind === 'signal' ? signalStarts : null;
      if (!map || !s.event?.name) continue;
      if (map.has(s.event.name)) problems.push(`多个开始事件使用同一个${s.event.kind === 'message' ? '消息' : '信号'}【${s.event.name}】`);
      map.set(s.event.name, s.id);
    }
  }
  for (const n of nodes.values()) {
    const where = `节点【${n.name}】`;
    if (n.type === 'boundaryEvent') {
      const host = n.attachedTo ? nodes.get(n.attachedTo) : undefined;
      if (!host) problems.push(`边界事件${where}没有附着在活动上`);
      else if (n.event?.kind === 'error' ? host.type !== 'subProcess' && host.type !== 'callActivity' : !WAITING_ACTIVITIES.has(host.type))
        problems.push(`边界事件${where}不能附着在${host.name}上（${n.event?.kind === 'error' ? '错误边界事件只能附着在子流程或调用活动上' : '只能附着在用户任务、接收任务、子流程或调用活动上'}）`);
      else host.boundaries.push(n.id);
      if (n.event?.kind === 'error' && !n.cancelActivity) problems.push(`错误边界事件${where}必须是中断的`);
      if (n.incoming.length > 0) problems.push(`边界事件${where}不能有流入的连线`);
    } else if (n.type !== 'startEvent' && n.incoming.length === 0) problems.push(`${where}没有流入的连线`);
    if (n.type === 'endEvent' && n.outgoing.length > 0) problems.push(`结束事件${where}不能有流出的连线`);
    if (n.defaultFlow) {
      const flow = flows.get(n.defaultFlow);
      if (!n.outgoing.includes(n.defaultFlow)) problems.push(`${where}的默认连线不存在`);
      // Flowable refuses it too: a default flow is taken exactly when no condition holds.
      else if (flow?.condition) problems.push(`${where}的默认连线【${flow.name || flow.id}】不能设置条件`);
    }
    if (n.type === 'eventBasedGateway') {
      if (n.outgoing.length < 2) problems.push(`事件网关${where}至少需要两条流出的连线`);
      for (const f of n.outgoing) {
        const target = nodes.get(flows.get(f)!.target)!;
        const waits = (target.type === 'intermediateCatchEvent' && target.event !== null) || target.type === 'receiveTask';
        if (!waits) problems.push(`事件网关${where}之后只能是定时、消息、信号中间捕获事件或接收任务（【${target.name}】不是）`);
        else if (target.incoming.length > 1) problems.push(`事件网关${where}之后的【${target.name}】只能有一条流入的连线`);
        if (flows.get(f)!.condition) problems.push(`事件网关${where}的流出连线不能设置条件`);
      }
    }
    if (n.type === 'startEvent' && n.parent === null && n.event?.kind === 'none' && n.incoming.length > 0) problems.push(`开始事件${where}不能有流入的连线`);
  }
  const processListeners = listenersOf(process, 'camunda:ExecutionListener', problems, '流程');
  problems.push(...runnableProblems(nodes, flows, processListeners));
  return {
    id: str(process.id),
    name: str(process.name),
    startId,
    messageStarts,
    signalStarts,
    nodes,
    flows,
    userTasks: [...nodes.values()].filter((n) => n.type === 'userTask').map((n) => ({ id: n.id, name: n.name })),
    unsupported: [...new Set(problems)],
    executionListeners: processListeners,
  };
}

/** The bean a listener or service task names, or null when it names none (or an unknown one). */
export function beanOf(target: { kind: Listener['kind']; value: string }): { bean: string; method: string | null } | null {
  if (target.kind === 'class') return { bean: beanNameOfClass(target.value), method: null };
  if (target.kind === 'script') return null;
  return beanReference(target.value);
}

/** Expressions that do not compile and beans we do not have, found before anything runs. */
function runnableProblems(nodes: Map<string, FlowNode>, flows: Map<string, Flow>, processListeners: Listener[]): string[] {
  const problems: string[] = [];
  const checkBean = (target: { kind: Listener['kind']; value: string }, where: string) => {
    if (target.kind === 'script') return;
    const ref = beanOf(target);
    if (!ref) problems.push(`${where}的表达式 ${target.value} 需要调用一个已注册的 Bean，例如 \${bpmTaskRemind}`);
    else if (!isBeanName(ref.bean)) problems.push(`${where}引用的 Bean ${ref.bean} 不存在`);
  };
  const checkExpr = (text: string | null, where: string) => {
    const problem = text && expressionProblem(text);
    if (problem) problems.push(`${where}：${problem}`);
  };
  processListeners.forEach((l) => checkBean(l, '流程监听器'));
  for (const n of nodes.values()) {
    const where = `节点【${n.name}】`;
    [...n.executionListeners, ...n.taskListeners].forEach((l) => checkBean(l, where));
    for (const l of n.taskListeners) {
      const problem = l.timer && timerProblem(l.timer);
      if (problem) problems.push(`${where}的超时监听器：${problem}`);
    }
    if (n.service) checkBean(n.service, where);
    checkExpr(n.loop?.cardinality ?? null, `${where}的循环基数`);
    checkExpr(n.loop?.completionCondition ?? null, `${where}的完成条件`);
    if (n.loop?.collection && /[$#]\{/.test(n.loop.collection)) checkExpr(n.loop.collection, `${where}的集合`);
    checkExpr(n.assignee && /[$#]\{/.test(n.assignee) ? n.assignee : null, `${where}的处理人`);
    for (const m of [...(n.call?.ins ?? []), ...(n.call?.outs ?? [])]) checkExpr(m.sourceExpression, `${where}的变量映射`);
    const problem = n.event?.timer && timerProblem(n.event.timer, true);
    if (problem) problems.push(`${where}的定时器：${problem}`);
  }
  for (const f of flows.values()) checkExpr(f.condition, `连线【${f.name || f.id}】的条件`);
  return problems;
}

const cache = new Map<string, Promise<ProcessGraph>>();
const CACHE_SIZE = 200;

/** The graph of a BPMN document; the same text is parsed once (definitions are immutable). */
export function loadProcessGraph(xml: string): Promise<ProcessGraph> {
  let graph = cache.get(xml);
  if (!graph) {
    graph = parse(xml);
    graph.catch(() => cache.delete(xml));
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(xml, graph);
  }
  return graph;
}
