import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { DateTimeRange, DateTimeText, Id, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { IdList } from '../system/shared-fields.ts';
import { ProcessVariables, RuntimeId, UserBrief } from './process-instance.ts';

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);

const InstanceBrief = Type.Object({
  id: Type.String(),
  name: Type.String(),
  startUserId: Type.Integer(),
  startUserNickname: Type.String(),
  processDefinitionId: Type.String(),
});

const todoFields = {
  id: Type.String(),
  name: Type.String(),
  claimTime: Nullable(Type.Integer()),
  createTime: Type.Integer(),
  suspensionState: Type.Integer(),
  processInstance: InstanceBrief,
};
export const TodoTaskItem = Type.Object(todoFields);
export type BpmTodoTask = Type.Static<typeof TodoTaskItem>;

const doneFields = {
  ...todoFields,
  endTime: Nullable(Type.Integer()),
  durationInMillis: Nullable(Type.Integer()),
  result: Type.Integer(),
  reason: Nullable(Type.String()),
};
export const DoneTaskItem = Type.Object(doneFields);
export type BpmDoneTask = Type.Static<typeof DoneTaskItem>;

const instanceTaskFields = {
  ...doneFields,
  definitionKey: Type.String(),
  assigneeUser: Type.Union([UserBrief, Type.Null()]),
  parentTaskId: Nullable(Type.String()),
};
/** A task of one instance (the detail page's timeline); `children` are the signers added to it. */
export const InstanceTaskItem = Type.Object({
  ...instanceTaskFields,
  children: Type.Array(Type.Object(instanceTaskFields)),
});
export type BpmInstanceTask = Type.Static<typeof InstanceTaskItem>;

const TaskId = RuntimeId('任务编号');
const Reason = (title: string) => Type.String({ minLength: 1, maxLength: 500, title });
const DateMs = Type.Optional(DateTimeText('创建时间'));

const returnList = (path: string, summary: string) =>
  endpoint({
    method: 'GET',
    path,
    access: { permission: Permissions.bpm.task.query },
    summary,
    query: Type.Object({ taskId: TaskId }),
    response: Type.Array(Type.Object({ definitionKey: Type.String(), name: Type.String() })),
  });

export const taskApi = apiGroup('流程任务', {
  todoPage: endpoint({
    method: 'GET',
    path: '/bpm/task/todo-page',
    access: { permission: Permissions.bpm.task.query },
    summary: '获得我的待办任务分页',
    query: Type.Object({
      ...PageParam,
      name: Type.Optional(Type.String({ maxLength: 64, title: '流程任务名' })),
      createTime: Type.Optional(DateTimeRange('创建时间')),
    }),
    response: PageResult(TodoTaskItem),
  }),
  donePage: endpoint({
    method: 'GET',
    path: '/bpm/task/done-page',
    access: { permission: Permissions.bpm.task.query },
    // The reference's client sends createTime[]; its server reads beginCreateTime/endCreateTime.
    summary: '获得我的已办任务分页（创建时间可用 createTime[] 或 beginCreateTime/endCreateTime）',
    query: Type.Object({
      ...PageParam,
      name: Type.Optional(Type.String({ maxLength: 64, title: '流程任务名' })),
      createTime: Type.Optional(DateTimeRange('创建时间')),
      beginCreateTime: DateMs,
      endCreateTime: DateMs,
    }),
    response: PageResult(DoneTaskItem),
  }),
  listByProcessInstanceId: endpoint({
    method: 'GET',
    path: '/bpm/task/list-by-process-instance-id',
    access: { permission: Permissions.bpm.task.query },
    summary: '获得流程实例的任务列表（审批记录）',
    query: Type.Object({ processInstanceId: RuntimeId('流程实例编号') }),
    response: Type.Array(InstanceTaskItem),
  }),
  approve: endpoint({
    method: 'PUT',
    path: '/bpm/task/approve',
    access: { permission: Permissions.bpm.task.update },
    summary: '通过我的任务（可同时写入流程变量，如表单中可填写的字段）',
    body: Type.Object({ id: TaskId, reason: Reason('审批建议'), variables: Type.Optional(ProcessVariables) }),
    response: Type.Boolean(),
  }),
  reject: endpoint({
    method: 'PUT',
    path: '/bpm/task/reject',
    access: { permission: Permissions.bpm.task.update },
    summary: '不通过我的任务（流程随之结束，结果为不通过）',
    body: Type.Object({ id: TaskId, reason: Reason('审批建议'), variables: Type.Optional(ProcessVariables) }),
    response: Type.Boolean(),
  }),
  updateAssignee: endpoint({
    method: 'PUT',
    path: '/bpm/task/update-assignee',
    access: { permission: Permissions.bpm.task.update },
    summary: '把我的任务转办给另一个人',
    body: Type.Object({ id: TaskId, assigneeUserId: Id('新审批人') }),
    response: Type.Boolean(),
  }),
  delegate: endpoint({
    method: 'PUT',
    path: '/bpm/task/delegate',
    access: { permission: Permissions.bpm.task.update },
    summary: '把我的任务委派给另一个人（其处理后回到我）',
    body: Type.Object({ id: TaskId, delegateUserId: Id('被委派人'), reason: Reason('委派理由') }),
    response: Type.Boolean(),
  }),
  returnList: returnList('/bpm/task/return-list', '获得我的任务可退回到的、此前经过的用户任务'),
  // The reference's client calls this name (docs/compatibility.md, 工作流); same answer.
  getReturnList: returnList('/bpm/task/get-return-list', '获得可退回的用户任务（return-list 的别名）'),
  return: endpoint({
    method: 'PUT',
    path: '/bpm/task/return',
    access: { permission: Permissions.bpm.task.update },
    summary: '把我的任务退回到此前经过的一个用户任务',
    body: Type.Object({
      id: TaskId,
      targetDefinitionKey: Type.String({ minLength: 1, maxLength: 255, title: '退回节点' }),
      reason: Reason('退回理由'),
    }),
    response: Type.Boolean(),
  }),
  createSign: endpoint({
    method: 'PUT',
    path: '/bpm/task/create-sign',
    access: { permission: Permissions.bpm.task.update },
    summary: '加签：before 先由加签人处理再回到我，after 我通过后还需加签人处理',
    body: Type.Object({
      id: TaskId,
      userIdList: { ...IdList('加签处理人'), minItems: 1, maxItems: 50 },
      type: Type.Union([Type.Literal('before'), Type.Literal('after')], { title: '加签类型' }),
      reason: Reason('加签理由'),
    }),
    response: Type.Boolean(),
  }),
  deleteSign: endpoint({
    method: 'DELETE',
    path: '/bpm/task/delete-sign',
    access: { permission: Permissions.bpm.task.update },
    summary: '减签：撤回我加签出的一个任务',
    body: Type.Object({ id: TaskId, reason: Reason('减签理由') }),
    response: Type.Boolean(),
  }),
  childrenList: endpoint({
    method: 'GET',
    path: '/bpm/task/children-list',
    access: { permission: Permissions.bpm.task.query },
    summary: '获得一个任务加签出的子任务',
    query: Type.Object({ parentId: TaskId }),
    response: Type.Array(InstanceTaskItem),
  }),
});
