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
  | 'task'
  | 'manualTask'
  | 'exclusiveGateway'
  | 'parallelGateway'
  | 'inclusiveGateway'
  | 'intermediateThrowEvent';

/** A listener the engine can run: an expression (a registered bean's method), a bean by name, or a script. */
export interface Listener {
  event: string;
  kind: 'expression' | 'delegateExpression' | 'class' | 'script';
  /** The expression, delegate expression, class name or script source. */
  value: string;
  /** Timeout task listeners: when they fire. */
  timer?: { type: 'date' | 'duration' | 'cycle'; value: string };
}

export interface LoopSpec {
  sequential: boolean;
  /** `loopCardinality` expression; without it there is one instance per candidate user. */
  cardinality: string | null;
  completionCondition: string | null;
  elementVariable: string | null;
}

export interface FlowNode {
  id: string;
  name: string;
  type: NodeType;
  incoming: string[];
  outgoing: string[];
  defaultFlow: string | null;
  loop: LoopSpec | null;
  script: { source: string; resultVariable: string | null } | null;
  /** A service task's expression or delegate expression (a registered bean). */
  service: { kind: 'expression' | 'delegateExpression' | 'class'; value: string } | null;
  terminate: boolean;
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
  startId: string;
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
  'task',
  'manualTask',
  'exclusiveGateway',
  'parallelGateway',
  'inclusiveGateway',
  'intermediateThrowEvent',
]);
const JS_FORMATS = new Set(['javascript', 'js', 'ecmascript']);

const ELEMENT_NAMES: Record<string, string> = {
  subProcess: '子流程',
  callActivity: '调用活动',
  boundaryEvent: '边界事件',
  intermediateCatchEvent: '中间捕获事件',
  eventBasedGateway: '事件网关',
  complexGateway: '复杂网关',
  receiveTask: '接收任务',
  sendTask: '发送任务',
  businessRuleTask: '业务规则任务',
  transaction: '事务子流程',
  adHocSubProcess: '自由子流程',
};

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

function timerOf(def: Moddle): Listener['timer'] | undefined {
  if (bodyOf(def.timeDuration)) return { type: 'duration', value: bodyOf(def.timeDuration) };
  if (bodyOf(def.timeDate)) return { type: 'date', value: bodyOf(def.timeDate) };
  if (bodyOf(def.timeCycle)) return { type: 'cycle', value: bodyOf(def.timeCycle) };
  return undefined;
}

function nodeOf(el: Moddle, problems: string[]): FlowNode | null {
  const type = local(el);
  const name = str(el.name) || str(el.id);
  const where = `节点【${name}】`;
  if (!RUNNABLE.has(type)) {
    problems.push(`暂不支持${ELEMENT_NAMES[type] ?? type}（${where}）`);
    return null;
  }
  const eventDefs = (el.eventDefinitions ?? []) as Moddle[];
  const terminate = eventDefs.some((d) => d.$type === 'bpmn:TerminateEventDefinition');
  if (eventDefs.length > 0 && !(type === 'endEvent' && terminate && eventDefs.length === 1))
    problems.push(`暂不支持带事件定义的${type === 'startEvent' ? '开始' : type === 'endEvent' ? '结束' : '中间'}事件（${where}）`);
  const loopEl = el.loopCharacteristics as Moddle | undefined;
  let loop: LoopSpec | null = null;
  if (loopEl) {
    if (loopEl.$type !== 'bpmn:MultiInstanceLoopCharacteristics') problems.push(`暂不支持标准循环（${where}），请使用多实例`);
    else if (type !== 'userTask') problems.push(`只有用户任务支持多实例（${where}）`);
    else
      loop = {
        sequential: loopEl.isSequential === true,
        cardinality: bodyOf(loopEl.loopCardinality) || null,
        completionCondition: bodyOf(loopEl.completionCondition) || null,
        elementVariable: str(loopEl.elementVariable) || null,
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
  return {
    id: str(el.id),
    name,
    type: type as NodeType,
    incoming: [],
    outgoing: [],
    defaultFlow: (el.default as Moddle | undefined)?.id ? str((el.default as Moddle).id) : null,
    loop,
    script,
    service,
    terminate,
    executionListeners: listenersOf(el, 'camunda:ExecutionListener', problems, where),
    taskListeners: type === 'userTask' ? listenersOf(el, 'camunda:TaskListener', problems, where) : [],
  };
}

async function parse(xml: string): Promise<ProcessGraph> {
  const moddle = new BpmnModdle({ camunda });
  const { rootElement } = await moddle.fromXML(xml);
  const processes = ((rootElement as unknown as Moddle).rootElements as Moddle[]).filter((e) => e.$type === 'bpmn:Process');
  const process = processes[0];
  if (!process) throw new Error('BPMN 中没有流程');
  const problems: string[] = [];
  if (processes.length > 1) problems.push('一个模型只能包含一个流程（不支持泳池协作图中的多个流程）');
  const nodes = new Map<string, FlowNode>();
  const flows = new Map<string, Flow>();
  const elements = (process.flowElements ?? []) as Moddle[];
  for (const el of elements) {
    const type = local(el);
    if (type === 'sequenceFlow') {
      flows.set(str(el.id), {
        id: str(el.id),
        name: str(el.name),
        source: str((el.sourceRef as Moddle | undefined)?.id),
        target: str((el.targetRef as Moddle | undefined)?.id),
        condition: bodyOf(el.conditionExpression) || null,
      });
      const lang = str((el.conditionExpression as Moddle | undefined)?.language);
      if (lang && !JS_FORMATS.has(lang.toLowerCase()) && lang.toLowerCase() !== 'juel')
        problems.push(`连线【${str(el.name) || str(el.id)}】的条件脚本只支持表达式或 JavaScript`);
      continue;
    }
    if (type === 'dataObjectReference' || type === 'dataStoreReference' || type === 'dataObject') continue;
    const node = nodeOf(el, problems);
    if (node) nodes.set(node.id, node);
  }
  for (const flow of flows.values()) {
    const source = nodes.get(flow.source);
    const target = nodes.get(flow.target);
    if (!source || !target) continue;
    source.outgoing.push(flow.id);
    target.incoming.push(flow.id);
  }
  const starts = [...nodes.values()].filter((n) => n.type === 'startEvent');
  if (starts.length !== 1) problems.push(starts.length === 0 ? '流程缺少开始事件' : '流程只能有一个开始事件');
  if (![...nodes.values()].some((n) => n.type === 'endEvent')) problems.push('流程缺少结束事件');
  for (const n of nodes.values()) {
    if (n.type !== 'endEvent' && n.outgoing.length === 0) problems.push(`节点【${n.name}】没有流出的连线`);
    if (n.type !== 'startEvent' && n.incoming.length === 0) problems.push(`节点【${n.name}】没有流入的连线`);
    if (n.defaultFlow && !n.outgoing.includes(n.defaultFlow)) problems.push(`节点【${n.name}】的默认连线不存在`);
  }
  const processListeners = listenersOf(process, 'camunda:ExecutionListener', problems, '流程');
  problems.push(...runnableProblems(nodes, flows, processListeners));
  return {
    id: str(process.id),
    name: str(process.name),
    startId: starts[0]?.id ?? '',
    nodes,
    flows,
    userTasks: [...nodes.values()].filter((n) => n.type === 'userTask').map((n) => ({ id: n.id, name: n.name })),
    unsupported: problems,
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
