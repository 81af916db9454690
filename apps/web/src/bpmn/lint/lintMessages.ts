/**
 * Chinese for the messages bpmnlint's rules report, by rule. A rule reports a few fixed English
 * sentences, some with a name inside (link events) or a subject (process or sub-process);
 * a message not listed here stays in English rather than disappearing.
 */

/** English message (exact text or pattern) → Chinese, per rule. */
type RuleMessages = Array<[string | RegExp, string | ((match: string[], kind: string) => string)]>;

const scope = (type: string) => (type === 'Sub process' ? '子流程' : '流程');

/** What a global element (reported by id, off the canvas) is, for the `global` rule's messages. */
const GLOBAL_KINDS: Record<string, string> = {
  'bpmn:Message': '消息',
  'bpmn:Signal': '信号',
  'bpmn:Error': '错误',
  'bpmn:Escalation': '升级',
};

const messages: Record<string, RuleMessages> = {
  'ad-hoc-sub-process': [
    ['A <Start Event> is not allowed in <Ad Hoc Sub Process>', '即席子流程中不能有开始事件'],
    ['An <End Event> is not allowed in <Ad Hoc Sub Process>', '即席子流程中不能有结束事件'],
  ],
  'conditional-event': [['Conditional event is missing a condition', '条件事件缺少条件']],
  'conditional-flows': [['Sequence flow is missing condition', '顺序流缺少条件：请设为条件流转路径或默认流转路径']],
  'end-event-required': [[/^(Process|Sub process) is missing end event$/, (m) => `${scope(m[1])}缺少结束事件`]],
  'start-event-required': [[/^(Process|Sub process) is missing start event$/, (m) => `${scope(m[1])}缺少开始事件`]],
  'event-based-gateway': [
    ['An <Event-based Gateway> must have at least 2 outgoing <Sequence Flows>', '事件网关至少需要两条流出的顺序流'],
    ['A <Sequence Flow> outgoing from an <Event-based Gateway> must not be conditional', '事件网关流出的顺序流不能带条件'],
  ],
  'event-sub-process-typed-start-event': [['Start event is missing event definition', '事件子流程的开始事件必须指定事件类型']],
  'fake-join': [['Incoming flows do not join', '多条顺序流直接流入时不会汇合，每条都会单独触发该元素，请用网关汇合']],
  global: [
    ['Element is missing name', (_, kind) => `${kind}缺少名称`],
    ['Element is unused', (_, kind) => `${kind}未被任何元素引用`],
    ['Element name is not unique', (_, kind) => `${kind}名称重复`],
  ],
  'label-required': [['Element is missing label/name', '元素缺少名称']],
  'link-event': [
    ['Link event is missing link name', '链接事件缺少链接名称'],
    [
      /^Link (catch|throw) event with link name <(.*)> missing in scope$/s,
      (m) => `同一范围内缺少链接名称为“${m[2]}”的链接${m[1] === 'catch' ? '捕获' : '抛出'}事件`,
    ],
    [/^Duplicate link catch event with link name <(.*)> in scope$/s, (m) => `同一范围内链接名称为“${m[1]}”的链接捕获事件重复`],
  ],
  'no-bpmndi': [['Element is missing bpmndi', '元素缺少图形信息（BPMNDI），不会显示在画布上']],
  'no-complex-gateway': [['Element type <bpmn:ComplexGateway> is discouraged', '流程引擎不支持复杂网关']],
  'no-disconnected': [['Element is not connected', '元素未与流程连接']],
  'no-duplicate-sequence-flows': [
    ['SequenceFlow is a duplicate', '顺序流重复'],
    ['Duplicate outgoing sequence flows', '有重复的流出顺序流'],
    ['Duplicate incoming sequence flows', '有重复的流入顺序流'],
  ],
  'no-gateway-join-fork': [['Gateway forks and joins', '网关同时汇合和分支，请拆成两个网关']],
  'no-implicit-end': [['Element is an implicit end', '元素没有流出的顺序流，请连接到结束事件']],
  'no-implicit-split': [['Flow splits implicitly', '元素有多条无条件的流出顺序流，请用网关分支']],
  'no-implicit-start': [['Element is an implicit start', '元素没有流入的顺序流，请从开始事件连接过来']],
  'no-overlapping-elements': [
    ['Element overlaps with other element', '元素与其他元素重叠'],
    ['Element is outside of parent boundary', '元素超出了所在容器的边界'],
  ],
  'single-blank-start-event': [[/^(Process|Sub process) has multiple blank start events$/, (m) => `${scope(m[1])}有多个空开始事件`]],
  'single-event-definition': [['Event has multiple event definitions', '事件有多个事件定义']],
  'sub-process-blank-start-event': [['Start event must be blank', '子流程的开始事件必须是空开始事件']],
  'superfluous-gateway': [['Gateway is superfluous. It only has one source and target.', '网关多余：只有一条流入和一条流出的顺序流']],
  'superfluous-label': [['Sequence flow has superfluous label', '顺序流名称多余：只有条件流转、默认流转或网关分支需要名称']],
  'superfluous-termination': [['Termination is superfluous.', '终止结束事件多余：它是唯一的结束，用普通结束事件即可']],
};

/**
 * The Chinese text of one report. `subjectType` is the moddle type of the reported element
 * when the rule reports elements off the canvas (messages, signals …).
 */
export function lintMessageZh(rule: string, message: string, subjectType?: string): string {
  const kind = GLOBAL_KINDS[subjectType ?? ''] ?? '全局元素';
  for (const [pattern, zh] of messages[rule] ?? []) {
    const match = typeof pattern === 'string' ? (pattern === message ? [message] : null) : pattern.exec(message);
    if (match) return typeof zh === 'string' ? zh : zh(match, kind);
  }
  return message;
}
