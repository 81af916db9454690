import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { DateTimeRange, Int, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { DefinitionId } from './definition.ts';

/** Process instance and task ids are UUID strings. */
export const RuntimeId = (title: string) => Type.String({ minLength: 1, maxLength: 64, title });

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);

/**
 * Start-form values by field name. Names follow the form designer's rule (they are process
 * variables a condition such as `${day > 3}` reads); values are whatever the form holds.
 */
const Text = Type.String({ maxLength: 65_536 });
const Num = Type.Number({ minimum: -1e15, maximum: 1e15 });
/** A form value: text, a number, a switch, nothing, or a list (checkboxes, multi-selects, uploads). */
const FormValue = Type.Union([Text, Num, Type.Boolean(), Type.Null(), Type.Array(Type.Union([Text, Num]), { maxItems: 1000 })]);
export const ProcessVariables = Type.Record(Type.String({ maxLength: 64, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }), FormValue, {
  maxProperties: 500,
  title: '流程变量',
});

export const UserBrief = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  deptId: Nullable(Type.Integer()),
  deptName: Nullable(Type.String()),
});

/** An instance linked to this one by a call activity (the detail page links them). */
export const LinkedInstance = Type.Object({
  id: Type.String(),
  name: Type.String(),
  status: Type.Integer(),
  result: Type.Integer(),
  createTime: Type.Integer(),
  endTime: Nullable(Type.Integer()),
  /** The call activity (its BPMN element id) in the calling instance's diagram. */
  activityId: Nullable(Type.String()),
});
export type BpmLinkedInstance = Type.Static<typeof LinkedInstance>;

export const ProcessInstanceResp = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: Nullable(Type.String()),
  status: Type.Integer(),
  result: Type.Integer(),
  createTime: Type.Integer(),
  endTime: Nullable(Type.Integer()),
  formVariables: Type.Record(Type.String(), Type.Unknown()),
  businessKey: Nullable(Type.String()),
  startUser: UserBrief,
  processDefinition: Type.Object({
    id: Type.String(),
    formType: Nullable(Type.Integer()),
    formId: Nullable(Type.Integer()),
    formConf: Nullable(Type.String()),
    formFields: Type.Array(Type.String()),
    formCustomCreatePath: Nullable(Type.String()),
    formCustomViewPath: Nullable(Type.String()),
    bpmnXml: Type.String(),
  }),
  /** Ours (the reference has no call activities): the instance whose call activity started this one. */
  parentProcessInstance: Type.Union([LinkedInstance, Type.Null()]),
  /** Ours: the instances this one's call activities started, oldest first. */
  childProcessInstances: Type.Array(LinkedInstance),
});
export type BpmProcessInstance = Type.Static<typeof ProcessInstanceResp>;

export const ProcessInstancePageItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  processDefinitionId: Type.String(),
  category: Nullable(Type.String()),
  status: Type.Integer(),
  result: Type.Integer(),
  createTime: Type.Integer(),
  endTime: Nullable(Type.Integer()),
  /** The unfinished tasks (who it waits for). */
  tasks: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type BpmProcessInstancePageItem = Type.Static<typeof ProcessInstancePageItem>;

/** One element the instance went through, for the viewer (key = BPMN element id). */
export const ActivityResp = Type.Object({
  key: Type.String(),
  type: Type.String(),
  startTime: Type.Integer(),
  endTime: Nullable(Type.Integer()),
  taskId: Nullable(Type.String()),
  /**
   * Ours: how an event or activity ended when not by completing: `fired` (a boundary or catch
   * event that happened), `cancelled` (an activity interrupted, a boundary event disarmed because
   * its activity ended first); null while waiting or after a normal completion.
   */
  outcome: Nullable(Type.String()),
  /** Ours: a call activity's called instance (the viewer links it). */
  calledProcessInstanceId: Nullable(Type.String()),
});
export type BpmActivity = Type.Static<typeof ActivityResp>;

const Reason = (title: string) => Type.String({ minLength: 1, maxLength: 500, title });

export const processInstanceApi = apiGroup('流程实例', {
  create: endpoint({
    method: 'POST',
    path: '/bpm/process-instance/create',
    access: { permission: Permissions.bpm.processInstance.create },
    summary: '发起流程：以启动表单的值为变量，返回流程实例编号',
    body: Type.Object({ processDefinitionId: DefinitionId(), variables: Type.Optional(ProcessVariables) }),
    response: Type.String(),
  }),
  get: endpoint({
    method: 'GET',
    path: '/bpm/process-instance/get',
    access: { permission: Permissions.bpm.processInstance.query },
    summary: '获得流程实例（发起人、参与审批的人与流程管理员可见）',
    query: Type.Object({ id: RuntimeId('流程实例编号') }),
    response: ProcessInstanceResp,
  }),
  myPage: endpoint({
    method: 'GET',
    path: '/bpm/process-instance/my-page',
    access: { permission: Permissions.bpm.processInstance.query },
    summary: '获得我发起的流程实例分页',
    query: Type.Object({
      ...PageParam,
      name: Type.Optional(Type.String({ maxLength: 64, title: '流程名称' })),
      processDefinitionId: Type.Optional(DefinitionId()),
      status: Type.Optional(Int('流程实例的状态', { minimum: 1, maximum: 2 })),
      result: Type.Optional(Int('流程实例的结果', { minimum: 1, maximum: 9 })),
      category: Type.Optional(Type.String({ maxLength: 64, title: '流程分类' })),
      createTime: Type.Optional(DateTimeRange('提交时间')),
    }),
    response: PageResult(ProcessInstancePageItem),
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/bpm/process-instance/cancel',
    access: { permission: Permissions.bpm.processInstance.cancel },
    summary: '取消我发起的、仍在运行的流程实例',
    body: Type.Object({ id: RuntimeId('流程实例编号'), reason: Reason('取消原因') }),
    response: Type.Boolean(),
  }),
});

const EventName = (title: string) => Type.String({ minLength: 1, maxLength: 255, title });
const ActivityId = Type.String({ minLength: 1, maxLength: 255, title: '活动编号（BPMN 元素 id）' });

/** Something an instance waits for: a message, a signal, a timer or a receive task. */
export const WaitingEvent = Type.Object({
  activityId: Type.String(),
  activityName: Type.String(),
  /** `message`, `signal`, `timer` or `receive`. */
  type: Type.String(),
  /** The message or signal name; null for timers and receive tasks without a message. */
  eventName: Nullable(Type.String()),
  /** A timer's next due time. */
  dueTime: Nullable(Type.Integer()),
  /** A boundary event (attached to `attachedTo`), not a catch event on the path. */
  attachedTo: Nullable(Type.String()),
});
export type BpmWaitingEvent = Type.Static<typeof WaitingEvent>;

/**
 * Ours: the reference's API has no way to drive what an instance waits for (docs/workflow.md,
 * "Driving what waits"). Messages, signals and triggers need bpm:process-instance:event; reading
 * an instance's variables and waits is for those who may read the instance.
 */
export const processEventApi = apiGroup('流程事件', {
  startByMessage: endpoint({
    method: 'POST',
    path: '/bpm/process-instance/start-by-message',
    access: { permission: Permissions.bpm.processInstance.event },
    summary: '通过消息发起流程：启动最新版本中以该消息开始的流程，返回流程实例编号',
    body: Type.Object({ messageName: EventName('消息名称'), variables: Type.Optional(ProcessVariables), businessKey: Type.Optional(Type.String({ maxLength: 64, title: '业务标识' })) }),
    response: Type.String(),
  }),
  message: endpoint({
    method: 'POST',
    path: '/bpm/process-instance/message',
    access: { permission: Permissions.bpm.processInstance.event },
    summary: '向流程实例发送消息：触发等待该消息的中间事件、边界事件或接收任务',
    body: Type.Object({ processInstanceId: RuntimeId('流程实例编号'), messageName: EventName('消息名称'), variables: Type.Optional(ProcessVariables) }),
    response: Type.Boolean(),
  }),
  signal: endpoint({
    method: 'POST',
    path: '/bpm/process-instance/signal',
    access: { permission: Permissions.bpm.processInstance.event },
    summary: '发送信号：不指定流程实例时送达本租户所有等待该信号的流程（并启动以该信号开始的流程），返回送达的数量',
    body: Type.Object({ signalName: EventName('信号名称'), processInstanceId: Type.Optional(RuntimeId('流程实例编号')), variables: Type.Optional(ProcessVariables) }),
    response: Type.Integer(),
  }),
  trigger: endpoint({
    method: 'POST',
    path: '/bpm/process-instance/trigger',
    access: { permission: Permissions.bpm.processInstance.event },
    summary: '触发流程实例中等待的接收任务，流程继续向后流转',
    body: Type.Object({ processInstanceId: RuntimeId('流程实例编号'), activityId: ActivityId, variables: Type.Optional(ProcessVariables) }),
    response: Type.Boolean(),
  }),
  variables: endpoint({
    method: 'GET',
    path: '/bpm/process-instance/variables',
    access: { permission: Permissions.bpm.processInstance.query },
    summary: '获得流程实例当前的变量（发起人、参与审批的人与流程管理员可见；密码、密钥类变量打码）',
    query: Type.Object({ id: RuntimeId('流程实例编号') }),
    response: Type.Record(Type.String(), Type.Unknown()),
  }),
  waitingEvents: endpoint({
    method: 'GET',
    path: '/bpm/process-instance/waiting-events',
    access: { permission: Permissions.bpm.processInstance.query },
    summary: '获得流程实例正在等待的消息、信号、定时器与接收任务',
    query: Type.Object({ id: RuntimeId('流程实例编号') }),
    response: Type.Array(WaitingEvent),
  }),
});

export const activityApi = apiGroup('流程活动', {
  list: endpoint({
    method: 'GET',
    path: '/bpm/activity/list',
    access: { permission: Permissions.bpm.task.query },
    summary: '获得流程实例经过的活动（流程图按进度着色用）',
    query: Type.Object({ processInstanceId: RuntimeId('流程实例编号') }),
    response: Type.Array(ActivityResp),
  }),
});
