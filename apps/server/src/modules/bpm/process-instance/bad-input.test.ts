// @postgres: refused commands roll back their transaction and leave no rows
/**
 * The bad-input and abuse pass over every workflow endpoint (issue 12): wrong ids of every kind,
 * another tenant's ids both ways, tasks that are not the caller's or no longer open, suspended
 * definitions, and bodies outside the contract. Each refusal is asserted by code and message, and
 * each refused write is shown to have changed nothing, read back as the owner would read it.
 * The happy paths are in runtime.routes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  activityApi,
  ConfigKeys,
  configApi,
  modelApi,
  oaLeaveApi,
  OA_LEAVE_PROCESS_KEY,
  Permissions,
  processDefinitionApi,
  processInstanceApi,
  taskApi,
  taskAssignRuleApi,
} from '@tenon/contracts';
import { testApp, type ApiCall, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin } from '../../system/role/testing/rbac.fixtures.ts';
import { approvalBody } from '../definition/testing/fixtures.ts';
import { flow } from '../engine/testing/fixtures.ts';
import { bpmOaLeave } from '../oa-leave/oa-leave.schema.ts';
import { bpmProcessInstance } from '../runtime/runtime.schema.ts';
import { deployProcess, staff, todoOf, type Rule, type Staff } from './testing/runtime.fixtures.ts';

let t: TestApp;
let admin: Session;
/** Tenant 121's administrator, given every workflow permission. */
let other: Session;
/** 李四 of the demo, who may ask for leave. */
let lisi: Session;
let starter: Staff;
let a: Staff;
let b: Staff;
let c: Staff;
/** A two-step chain of tenant 1: 初审 by a, then 复审 by b. */
let chain: { key: string; modelId: number; definitionId: string };
/** The same in tenant 121, approved by its administrator; one instance of it is running. */
let foreign: { key: string; modelId: number; definitionId: string; instanceId: string; taskId: string; ruleId: number };

const user = (...s: Array<{ id: number }>): Rule => ({ type: 30, options: s.map((x) => x.id) });

beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.bpm).flatMap((group) => Object.values(group)));
  [admin, other, lisi] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121), t.login('lisi', 'test123')]);
  [starter, a, b, c] = [await staff(t, admin, 103), await staff(t, admin), await staff(t, admin), await staff(t, admin)];
  chain = await deployProcess(t, admin, approvalBody([['first', '初审'], ['second', '复审']]), { first: user(a), second: user(b) });
  const deployed = await deployProcess(t, other, approvalBody([['x', '审批']]), { x: user({ id: other.userId }) });
  // Tenant 121 has one user, who starts and approves: separation of duties is off meanwhile.
  const starterSwitch = async (value: string) => {
    const [row] = (await t.callOk(configApi.page, { query: { key: ConfigKeys.BPM_FORBID_STARTER_APPROVAL }, as: admin })).list;
    await t.callOk(configApi.update, { body: { ...row!, value }, as: admin });
  };
  await starterSwitch('false');
  const instanceId = await t
    .callOk(processInstanceApi.create, { body: { processDefinitionId: deployed.definitionId, variables: { reason: '他租户' } }, as: other })
    .finally(() => starterSwitch('true'));
  const [task] = (await t.callOk(taskApi.todoPage, { query: {}, as: other })).list.filter((x) => x.processInstance.id === instanceId);
  const [rule] = await t.callOk(taskAssignRuleApi.list, { query: { modelId: deployed.modelId }, as: other });
  foreign = { ...deployed, instanceId, taskId: task!.id, ruleId: rule!.id! };
});
afterAll(() => t.close());

// ---- helpers ----

const raw = (call: ApiCall, as: Session = admin) => t.api({ ...call, token: as.accessToken, tenantId: as.tenantId });
const refusal = (code: number, msg: string) => ({ code, msg, data: null });

async function startChain(who = starter): Promise<string> {
  return t.callOk(processInstanceApi.create, { body: { processDefinitionId: chain.definitionId, variables: { reason: '事由' } }, as: who.session });
}

/** The first open task of `who` in the instance. */
async function taskOf(who: Staff, instanceId: string): Promise<string> {
  const [task] = await todoOf(t, who.session, instanceId);
  if (!task) throw new Error('no open task for this user');
  return task.id;
}

/** All an owner sees of an instance: its status and result, the timeline, and each person's todo. */
async function seen(instanceId: string, owner: Session = starter.session, people: Staff[] = [starter, a, b, c]) {
  const instance = await t.callOk(processInstanceApi.get, { query: { id: instanceId }, as: owner });
  const timeline = await t.callOk(taskApi.listByProcessInstanceId, { query: { processInstanceId: instanceId }, as: owner });
  const activities = await t.callOk(activityApi.list, { query: { processInstanceId: instanceId }, as: owner });
  const todo = await Promise.all(people.map(async (p) => (await todoOf(t, p.session, instanceId)).map((x) => x.id)));
  return { status: instance.status, result: instance.result, endTime: instance.endTime, timeline, activities, todo };
}

const instanceRows = async () => (await t.db.select({ n: count() }).from(bpmProcessInstance))[0]!.n;
const leaveRows = async () => (await t.db.select({ n: count() }).from(bpmOaLeave))[0]!.n;
const LEAVE_START = Date.parse('2030-03-04T09:00:00+08:00');
const DAY = 86_400_000;
const leave = { type: 1, reason: '家中有事', startTime: LEAVE_START, endTime: LEAVE_START + 2 * DAY };

// ---- wrong ids ----

/** Ids no row has, of kinds a client may send: well-formed, SQL-ish, unicode, path-ish, at the longest allowed. */
const absentText = (max: number) => ['00000000-0000-0000-0000-000000000000', "' OR '1'='1' --", '流程🙂实例', '../../etc/passwd', '%', 'x'.repeat(max)];

interface TextIdProbe {
  name: string;
  call: (id: string) => ApiCall;
  notFound: ReturnType<typeof refusal>;
  title: string;
  max: number;
}

const INSTANCE_NOT_FOUND = refusal(1009004000, '流程实例不存在');
const TASK_NOT_FOUND = refusal(1009005002, '流程任务不存在');
const DEFINITION_NOT_FOUND = refusal(1009003002, '流程定义不存在');
const MODEL_NOT_FOUND = refusal(1009002001, '流程模型不存在');
const LEAVE_NOT_FOUND = refusal(1009001001, '请假申请不存在');
const RULE_NOT_FOUND = refusal(1009006001, '流程任务分配规则不存在');

const get = (path: string, name: string) => (id: string | number) => ({ path, query: { [name]: id } });
const send = (method: 'PUT' | 'DELETE' | 'POST', path: string, rest: Record<string, unknown>, name = 'id') => (id: unknown) => ({
  method,
  path,
  body: { [name]: id, ...rest },
});

const instanceProbes = (): TextIdProbe[] => [
  { name: 'process-instance/get', call: get('/bpm/process-instance/get', 'id'), notFound: INSTANCE_NOT_FOUND, title: '流程实例编号', max: 64 },
  { name: 'process-instance/cancel', call: send('DELETE', '/bpm/process-instance/cancel', { reason: '取消' }), notFound: INSTANCE_NOT_FOUND, title: '流程实例编号', max: 64 },
  { name: 'activity/list', call: get('/bpm/activity/list', 'processInstanceId'), notFound: INSTANCE_NOT_FOUND, title: '流程实例编号', max: 64 },
  { name: 'task/list-by-process-instance-id', call: get('/bpm/task/list-by-process-instance-id', 'processInstanceId'), notFound: INSTANCE_NOT_FOUND, title: '流程实例编号', max: 64 },
];
const taskProbes = (): TextIdProbe[] =>
  [
    ['approve', send('PUT', '/bpm/task/approve', { reason: '同意' })],
    ['reject', send('PUT', '/bpm/task/reject', { reason: '不同意' })],
    ['update-assignee', send('PUT', '/bpm/task/update-assignee', { assigneeUserId: c.id })],
    ['delegate', send('PUT', '/bpm/task/delegate', { delegateUserId: c.id, reason: '请帮忙' })],
    ['return-list', get('/bpm/task/return-list', 'taskId')],
    ['get-return-list', get('/bpm/task/get-return-list', 'taskId')],
    ['return', send('PUT', '/bpm/task/return', { targetDefinitionKey: 'first', reason: '退回' })],
    ['create-sign', send('PUT', '/bpm/task/create-sign', { userIdList: [c.id], type: 'before', reason: '加签' })],
    ['delete-sign', send('DELETE', '/bpm/task/delete-sign', { reason: '减签' })],
    ['children-list', get('/bpm/task/children-list', 'parentId')],
  ].map(([name, call]) => ({ name: `task/${name as string}`, call: call as TextIdProbe['call'], notFound: TASK_NOT_FOUND, title: '任务编号', max: 64 }));
const definitionProbes = (): TextIdProbe[] => [
  { name: 'process-definition/get-bpmn-xml', call: get('/bpm/process-definition/get-bpmn-xml', 'id'), notFound: DEFINITION_NOT_FOUND, title: '流程定义编号', max: 128 },
  { name: 'process-instance/create', call: send('POST', '/bpm/process-instance/create', { variables: { reason: '事由' } }, 'processDefinitionId'), notFound: DEFINITION_NOT_FOUND, title: '流程定义编号', max: 128 },
  { name: 'task-assign-rule/list', call: get('/bpm/task-assign-rule/list', 'processDefinitionId'), notFound: DEFINITION_NOT_FOUND, title: '流程定义编号', max: 128 },
];

interface IntIdProbe {
  name: string;
  call: (id: unknown) => ApiCall;
  notFound: ReturnType<typeof refusal>;
  title: string;
  as?: () => Session;
}
const intProbes = (): IntIdProbe[] => [
  { name: 'oa/leave/get', call: get('/bpm/oa/leave/get', 'id') as IntIdProbe['call'], notFound: LEAVE_NOT_FOUND, title: '编号' },
  { name: 'model/deploy', call: (id) => ({ method: 'POST', path: '/bpm/model/deploy', query: { id: id as string } }), notFound: MODEL_NOT_FOUND, title: '编号' },
  { name: 'model/update-state', call: send('PUT', '/bpm/model/update-state', { state: 2 }), notFound: MODEL_NOT_FOUND, title: '编号' },
  { name: 'task-assign-rule/list', call: get('/bpm/task-assign-rule/list', 'modelId') as IntIdProbe['call'], notFound: MODEL_NOT_FOUND, title: '流程模型编号' },
  {
    name: 'task-assign-rule/create',
    call: send('POST', '/bpm/task-assign-rule/create', { taskDefinitionKey: 'first', type: 30, options: [1] }, 'modelId'),
    notFound: MODEL_NOT_FOUND,
    title: '流程模型编号',
  },
  { name: 'task-assign-rule/update', call: send('PUT', '/bpm/task-assign-rule/update', { type: 30, options: [1] }), notFound: RULE_NOT_FOUND, title: '编号' },
];

describe('a wrong id, on every endpoint that takes one', () => {
  it('answers "不存在" for any text id no row has, and 400 naming the field for an empty or over-long one', async () => {
    const probes = [...instanceProbes(), ...taskProbes(), ...definitionProbes()];
    for (const p of probes) {
      for (const id of absentText(p.max)) expect([p.name, id, await raw(p.call(id))]).toEqual([p.name, id, p.notFound]);
      expect([p.name, await raw(p.call(''))]).toEqual([p.name, refusal(400, `${p.title}不能为空`)]);
      expect([p.name, await raw(p.call('x'.repeat(p.max + 1)))]).toEqual([p.name, refusal(400, `${p.title}长度不能超过 ${p.max} 个字符`)]);
    }
  });

  it('answers "不存在" for an integer id no row has, and 400 naming the field for one that is not an id', async () => {
    for (const p of intProbes()) {
      expect([p.name, await raw(p.call(2_147_483_647))]).toEqual([p.name, p.notFound]);
      for (const id of ['', 'abc', '1 OR 1=1', '１２', '1; DROP TABLE bpm_task'])
        expect([p.name, id, await raw(p.call(id))]).toEqual([p.name, id, refusal(400, `${p.title}格式不正确，应为整数`)]);
      expect([p.name, await raw(p.call(0))]).toEqual([p.name, refusal(400, `${p.title}不能小于 1`)]);
      expect([p.name, await raw(p.call(2_147_483_648))]).toEqual([p.name, refusal(400, `${p.title}不能大于 2147483647`)]);
    }
    // The chain's definition is still the one to start, active, with its rules as deployed.
    const [definition] = (await t.callOk(processDefinitionApi.page, { query: { key: chain.key }, as: admin })).list;
    expect(definition).toMatchObject({ id: chain.definitionId, version: 1, suspensionState: 1 });
    const rules = await t.callOk(taskAssignRuleApi.list, { query: { processDefinitionId: chain.definitionId }, as: admin });
    expect(rules.map((r) => [r.taskDefinitionKey, r.options])).toEqual([['first', [a.id]], ['second', [b.id]]]);
  });

  it('lists nothing, not everything, for filters that match nothing', async () => {
    await startChain();
    const empty = { total: 0, list: [] };
    for (const text of ["' OR '1'='1", '%', '_', '流程🙂'.repeat(10)]) {
      expect(await t.callOk(processDefinitionApi.page, { query: { key: text }, as: admin })).toEqual(empty);
      expect(await t.callOk(processInstanceApi.myPage, { query: { name: text, processDefinitionId: text }, as: starter.session })).toEqual(empty);
      expect(await t.callOk(processInstanceApi.myPage, { query: { category: text }, as: starter.session })).toEqual(empty);
      expect(await t.callOk(taskApi.todoPage, { query: { name: text }, as: a.session })).toEqual(empty);
      expect(await t.callOk(taskApi.donePage, { query: { name: text }, as: a.session })).toEqual(empty);
      expect(await t.callOk(oaLeaveApi.page, { query: { reason: text }, as: lisi })).toEqual(empty);
    }
    expect(await raw({ path: '/bpm/process-definition/list', query: { suspensionState: 3 } })).toEqual(refusal(400, '挂起状态不能大于 2'));
    expect(await raw({ path: '/bpm/process-instance/my-page', query: { status: 'running' } }, starter.session)).toEqual(refusal(400, '流程实例的状态格式不正确，应为整数'));
    expect(await raw({ path: '/bpm/task/done-page', query: { beginCreateTime: '2024-13-99 99:99' } }, a.session)).toEqual(refusal(400, '创建时间格式不正确'));
    expect(await raw({ path: '/bpm/task-assign-rule/list' })).toEqual(
      refusal(400, '请指定流程模型编号（modelId）或流程定义编号（processDefinitionId）其中之一'),
    );
  });
});

// ---- other tenants ----

describe("another tenant's ids", () => {
  it("are not found from tenant 1, and tenant 121's process is as it was", async () => {
    const before = await seen(foreign.instanceId, other, []);
    const probes = [...instanceProbes(), ...taskProbes()];
    for (const p of probes) {
      const id = p.notFound === TASK_NOT_FOUND ? foreign.taskId : foreign.instanceId;
      expect([p.name, await raw(p.call(id))]).toEqual([p.name, p.notFound]);
    }
    for (const p of definitionProbes()) expect([p.name, await raw(p.call(foreign.definitionId))]).toEqual([p.name, DEFINITION_NOT_FOUND]);
    for (const p of intProbes().filter((x) => x.notFound === MODEL_NOT_FOUND)) expect([p.name, await raw(p.call(foreign.modelId))]).toEqual([p.name, MODEL_NOT_FOUND]);
    expect(await raw(send('PUT', '/bpm/task-assign-rule/update', { type: 30, options: [admin.userId] })(foreign.ruleId))).toEqual(RULE_NOT_FOUND);
    expect(await t.callOk(processDefinitionApi.page, { query: { key: foreign.key }, as: admin })).toEqual({ total: 0, list: [] });

    expect(await seen(foreign.instanceId, other, [])).toEqual(before);
    expect((await t.callOk(taskApi.todoPage, { query: {}, as: other })).list.map((x) => x.id)).toContain(foreign.taskId);
    const [definition, ...older] = (await t.callOk(processDefinitionApi.page, { query: { key: foreign.key }, as: other })).list;
    expect([definition?.suspensionState, older]).toEqual([1, []]);
    const [rule] = await t.callOk(taskAssignRuleApi.list, { query: { modelId: foreign.modelId }, as: other });
    expect(rule).toMatchObject({ id: foreign.ruleId, type: 30, options: [other.userId] });
  });

  it("are not found from tenant 121, and tenant 1's process, definition, rules and leave are as they were", async () => {
    const id = await startChain();
    const task = await taskOf(a, id);
    const leaveId = await t.callOk(oaLeaveApi.create, { body: leave, as: lisi });
    const leaveBefore = await t.callOk(oaLeaveApi.get, { query: { id: leaveId }, as: lisi });
    const [rule] = await t.callOk(taskAssignRuleApi.list, { query: { modelId: chain.modelId }, as: admin });
    const before = await seen(id);

    for (const p of instanceProbes()) expect([p.name, await raw(p.call(id), other)]).toEqual([p.name, INSTANCE_NOT_FOUND]);
    for (const p of taskProbes()) expect([p.name, await raw(p.call(task), other)]).toEqual([p.name, TASK_NOT_FOUND]);
    for (const p of definitionProbes()) expect([p.name, await raw(p.call(chain.definitionId), other)]).toEqual([p.name, DEFINITION_NOT_FOUND]);
    for (const p of intProbes().filter((x) => x.notFound === MODEL_NOT_FOUND)) expect([p.name, await raw(p.call(chain.modelId), other)]).toEqual([p.name, MODEL_NOT_FOUND]);
    expect(await raw(send('PUT', '/bpm/task-assign-rule/update', { type: 30, options: [other.userId] })(rule!.id), other)).toEqual(RULE_NOT_FOUND);
    expect(await raw(get('/bpm/oa/leave/get', 'id')(leaveId), other)).toEqual(LEAVE_NOT_FOUND);
    expect((await t.callOk(oaLeaveApi.page, { query: {}, as: other })).list.map((x) => x.id)).not.toContain(leaveId);

    expect(await seen(id)).toEqual(before);
    expect(await t.callOk(taskAssignRuleApi.list, { query: { modelId: chain.modelId }, as: admin })).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: rule!.id, options: [a.id] })]),
    );
    expect((await t.callOk(processDefinitionApi.page, { query: { key: chain.key }, as: admin })).list.map((d) => d.suspensionState)).toEqual([1]);
    expect(await t.callOk(oaLeaveApi.get, { query: { id: leaveId }, as: lisi })).toEqual(leaveBefore);
  });

  it('cannot name another tenant’s people as delegate, new assignee or signer', async () => {
    const id = await startChain();
    const task = await taskOf(a, id);
    const before = await seen(id);
    const as = { as: a.session };
    expect(await t.call(taskApi.delegate, { body: { id: task, delegateUserId: other.userId, reason: '请帮忙' }, ...as })).toEqual(refusal(1009005008, '任务委派失败，被委派人不存在'));
    expect(await t.call(taskApi.updateAssignee, { body: { id: task, assigneeUserId: other.userId }, ...as })).toEqual(refusal(1009005013, '转办失败，原因：新审批人不存在或已停用'));
    expect(await t.call(taskApi.createSign, { body: { id: task, userIdList: [b.id, other.userId], type: 'before', reason: '加签' }, ...as })).toEqual(
      refusal(1009005009, '任务加签：选择的用户不存在'),
    );
    expect(await seen(id)).toEqual(before);
  });
});

// ---- tasks not yours ----

const NOT_YOURS = refusal(1009005001, '审批任务失败，原因：该任务的审批人不是你');
const NOT_OPEN = refusal(1009005000, '审批任务失败，原因：该任务不处于未审批');

/** Every command a person may try on a task, as `who`; answers each name with its envelope. */
async function tryEverything(who: Staff, task: string) {
  const as = { as: who.session };
  const someone = [a, b, c].find((x) => x.id !== who.id)!;
  const answers = {
    approve: await t.call(taskApi.approve, { body: { id: task, reason: '同意' }, ...as }),
    reject: await t.call(taskApi.reject, { body: { id: task, reason: '不同意' }, ...as }),
    delegate: await t.call(taskApi.delegate, { body: { id: task, delegateUserId: someone.id, reason: '请帮忙' }, ...as }),
    updateAssignee: await t.call(taskApi.updateAssignee, { body: { id: task, assigneeUserId: someone.id }, ...as }),
    return: await t.call(taskApi.return, { body: { id: task, targetDefinitionKey: 'first', reason: '退回' }, ...as }),
    createSign: await t.call(taskApi.createSign, { body: { id: task, userIdList: [someone.id], type: 'after', reason: '加签' }, ...as }),
    returnList: await t.call(taskApi.returnList, { query: { taskId: task }, ...as }),
    getReturnList: await t.call(taskApi.getReturnList, { query: { taskId: task }, ...as }),
  };
  return answers;
}
const all = <T>(value: T) => ({
  approve: value,
  reject: value,
  delegate: value,
  updateAssignee: value,
  return: value,
  createSign: value,
  returnList: value,
  getReturnList: value,
});

describe('a task that is not yours, or no longer open', () => {
  it('refuses every command by a colleague, the starter or the delegator, and changes nothing', async () => {
    const id = await startChain();
    await t.callOk(taskApi.approve, { body: { id: await taskOf(a, id), reason: '同意' }, as: a.session });
    const task = await taskOf(b, id);
    const before = await seen(id);
    for (const who of [a, c, starter]) expect(await tryEverything(who, task)).toEqual(all(NOT_YOURS));
    expect(await seen(id)).toEqual(before);

    // Delegated to c, the task is no longer b's to decide until c has answered.
    await t.callOk(taskApi.delegate, { body: { id: task, delegateUserId: c.id, reason: '请帮忙' }, as: b.session });
    const delegated = await seen(id);
    expect(await t.call(taskApi.approve, { body: { id: task, reason: '同意' }, as: b.session })).toEqual(NOT_YOURS);
    expect(await t.call(taskApi.reject, { body: { id: task, reason: '不同意' }, as: b.session })).toEqual(NOT_YOURS);
    expect(await seen(id)).toEqual(delegated);
  });

  it('refuses every command on a task its assignee already finished, and changes nothing', async () => {
    const id = await startChain();
    const task = await taskOf(a, id);
    await t.callOk(taskApi.approve, { body: { id: task, reason: '同意' }, as: a.session });
    const before = await seen(id);
    expect(await tryEverything(a, task)).toEqual(all(NOT_OPEN));
    expect(await t.call(taskApi.deleteSign, { body: { id: task, reason: '减签' }, as: a.session })).toEqual(
      refusal(1009005012, '任务减签失败，被减签的任务必须是通过加签生成的任务'),
    );
    expect(await seen(id)).toEqual(before);
    expect(before.timeline.find((x) => x.id === task)).toMatchObject({ result: 2, reason: '同意' });
  });

  it('refuses every command on a task whose process was cancelled or rejected', async () => {
    const cancelled = await startChain();
    const cancelledTask = await taskOf(a, cancelled);
    await t.callOk(processInstanceApi.cancel, { body: { id: cancelled, reason: '不办了' }, as: starter.session });
    const rejected = await startChain();
    const rejectedTask = await taskOf(a, rejected);
    await t.callOk(taskApi.reject, { body: { id: rejectedTask, reason: '不同意' }, as: a.session });
    const before = [await seen(cancelled), await seen(rejected)];
    expect(await tryEverything(a, cancelledTask)).toEqual(all(NOT_OPEN));
    expect(await tryEverything(a, rejectedTask)).toEqual(all(NOT_OPEN));
    expect([await seen(cancelled), await seen(rejected)]).toEqual(before);
  });

  it('lets only the one who added a signer withdraw it, and only while it is open', async () => {
    const id = await startChain();
    const task = await taskOf(a, id);
    await t.callOk(taskApi.createSign, { body: { id: task, userIdList: [b.id, c.id], type: 'before', reason: '请会签' }, as: a.session });
    const children = await t.callOk(taskApi.childrenList, { query: { parentId: task }, as: a.session });
    const childOf = (s: Staff) => children.find((x) => x.assigneeUser?.id === s.id)!.id;
    const before = await seen(id);
    // Neither a signer nor the starter may withdraw one; the owner, waiting for them, cannot decide.
    for (const who of [b, c, starter]) expect(await t.call(taskApi.deleteSign, { body: { id: childOf(c), reason: '减签' }, as: who.session })).toEqual(NOT_YOURS);
    expect(await tryEverything(a, task)).toEqual(all(NOT_YOURS));
    expect(await seen(id)).toEqual(before);

    await t.callOk(taskApi.approve, { body: { id: childOf(b), reason: '同意' }, as: b.session });
    const afterB = await seen(id);
    expect(await t.call(taskApi.deleteSign, { body: { id: childOf(b), reason: '减签' }, as: a.session })).toEqual(NOT_OPEN);
    expect(await t.call(taskApi.approve, { body: { id: childOf(b), reason: '再同意' }, as: b.session })).toEqual(NOT_OPEN);
    expect(await seen(id)).toEqual(afterB);
  });
});

// ---- suspended definitions ----

describe('a suspended definition', () => {
  it('refuses a start and leaves no instance behind; an older version is suspended too', async () => {
    const { definitionId, modelId } = await deployProcess(t, admin, approvalBody([['x', '审批']]), { x: user(a) });
    const start = () => t.call(processInstanceApi.create, { body: { processDefinitionId: definitionId, variables: { reason: '事由' } }, as: starter.session });
    const instances = await instanceRows();
    await t.callOk(modelApi.updateState, { body: { id: modelId, state: 2 }, as: admin });
    expect(await start()).toEqual(refusal(1009003003, '流程定义处于挂起状态'));
    expect(await instanceRows()).toBe(instances);

    // A new version replaces it: the old one stays closed to new starts.
    await t.callOk(modelApi.updateState, { body: { id: modelId, state: 1 }, as: admin });
    await t.callOk(taskAssignRuleApi.update, {
      body: { id: (await t.callOk(taskAssignRuleApi.list, { query: { modelId }, as: admin }))[0]!.id!, type: 30, options: [b.id] },
      as: admin,
    });
    await t.callOk(modelApi.deploy, { query: { id: modelId }, as: admin });
    expect(await start()).toEqual(refusal(1009003003, '流程定义处于挂起状态'));
    expect(await instanceRows()).toBe(instances);
  });

  it('refuses a leave while oa_leave is suspended, writing no leave row', async () => {
    const [oaModel] = (await t.callOk(modelApi.page, { query: { key: OA_LEAVE_PROCESS_KEY }, as: admin })).list.filter((m) => m.key === OA_LEAVE_PROCESS_KEY);
    const [rows, instances] = [await leaveRows(), await instanceRows()];
    await t.callOk(modelApi.updateState, { body: { id: oaModel!.id, state: 2 }, as: admin });
    try {
      expect(await t.call(oaLeaveApi.create, { body: leave, as: lisi })).toEqual(refusal(1009003003, '流程定义处于挂起状态'));
    } finally {
      await t.callOk(modelApi.updateState, { body: { id: oaModel!.id, state: 1 }, as: admin });
    }
    expect([await leaveRows(), await instanceRows()]).toEqual([rows, instances]);
    // Active again, the same leave goes through.
    expect((await t.call(oaLeaveApi.create, { body: leave, as: lisi })).code).toBe(0);
  });
});

// ---- bodies outside the contract ----

describe('bodies outside the contract', () => {
  it('refuses a task command without its reason, or with one over 500 characters, naming the field', async () => {
    const id = await startChain();
    const task = await taskOf(a, id);
    const before = await seen(id);
    const cases: Array<[string, 'PUT' | 'DELETE', Record<string, unknown>, string]> = [
      ['/bpm/task/approve', 'PUT', {}, '审批建议'],
      ['/bpm/task/reject', 'PUT', {}, '审批建议'],
      ['/bpm/task/delegate', 'PUT', { delegateUserId: b.id }, '委派理由'],
      ['/bpm/task/return', 'PUT', { targetDefinitionKey: 'first' }, '退回理由'],
      ['/bpm/task/create-sign', 'PUT', { userIdList: [b.id], type: 'before' }, '加签理由'],
      ['/bpm/task/delete-sign', 'DELETE', {}, '减签理由'],
    ];
    for (const [path, method, rest, title] of cases) {
      const call = (reason?: unknown) => raw({ method, path, body: { id: task, ...rest, ...(reason === undefined ? {} : { reason }) } }, a.session);
      expect([path, await call()]).toEqual([path, refusal(400, `${title}不能为空`)]);
      expect([path, await call('')]).toEqual([path, refusal(400, `${title}不能为空`)]);
      expect([path, await call('理'.repeat(501))]).toEqual([path, refusal(400, `${title}长度不能超过 500 个字符`)]);
      expect([path, await call(12)]).toEqual([path, refusal(400, `${title}格式不正确，应为字符串`)]);
    }
    const cancel = (reason?: unknown) => raw({ method: 'DELETE', path: '/bpm/process-instance/cancel', body: { id, reason } }, starter.session);
    expect(await cancel()).toEqual(refusal(400, '取消原因不能为空'));
    expect(await cancel('因'.repeat(501))).toEqual(refusal(400, '取消原因长度不能超过 500 个字符'));
    expect(await raw({ method: 'PUT', path: '/bpm/task/return', body: { id: task, targetDefinitionKey: '', reason: '退回' } }, a.session)).toEqual(refusal(400, '退回节点不能为空'));
    expect(await raw({ method: 'PUT', path: '/bpm/task/update-assignee', body: { id: task } }, a.session)).toEqual(refusal(400, '新审批人不能为空'));
    // A string of plain digits is the integer (as the reference's console sends it); anything else is not.
    expect(await raw({ method: 'PUT', path: '/bpm/task/delegate', body: { id: task, delegateUserId: '2x', reason: 'x' } }, a.session)).toEqual(
      refusal(400, '被委派人格式不正确，应为整数'),
    );
    expect(await seen(id)).toEqual(before);
  });

  it('refuses signers as an empty list, over 50, repeated, or of an unknown type', async () => {
    const id = await startChain();
    const task = await taskOf(a, id);
    const before = await seen(id);
    const sign = (more: Record<string, unknown>) =>
      raw({ method: 'PUT', path: '/bpm/task/create-sign', body: { id: task, userIdList: [b.id], type: 'before', reason: '加签', ...more } }, a.session);
    expect(await sign({ userIdList: [] })).toEqual(refusal(400, '加签处理人至少需要 1 项'));
    expect(await sign({ userIdList: Array.from({ length: 51 }, (_, i) => i + 1) })).toEqual(refusal(400, '加签处理人最多 50 项'));
    expect(await sign({ userIdList: [b.id, b.id] })).toEqual(refusal(400, '加签处理人格式不正确'));
    expect(await sign({ userIdList: '1,2' })).toEqual(refusal(400, '加签处理人格式不正确，应为数组'));
    expect(await sign({ type: 'middle' })).toEqual(refusal(400, '加签类型格式不正确'));
    expect(await sign({ type: undefined })).toEqual(refusal(400, '加签类型不能为空'));
    const mine = before.timeline.find((x) => x.id === task)!.assigneeUser!.nickname;
    expect(await sign({ userIdList: [a.id] })).toEqual(refusal(1009005011, `任务加签失败，加签人与现有审批人[${mine}]重复`));
    expect(await seen(id)).toEqual(before);
  });

  it('refuses start variables with a bad name, too many, or a value no form holds, and starts nothing', async () => {
    const instances = await instanceRows();
    const start = (variables: unknown) => raw({ method: 'POST', path: '/bpm/process-instance/create', body: { processDefinitionId: chain.definitionId, variables } }, starter.session);
    const badName = (name: string) => refusal(400, `流程变量名【${name}】格式不正确，需以字母或下划线开头，只能包含字母、数字和下划线，最长 64 个字符`);
    expect(await start({ reason: '事由', '1abc': 1 })).toEqual(badName('1abc'));
    expect(await start({ reason: '事由', 'a-b': 'x' })).toEqual(badName('a-b'));
    expect(await start({ reason: '事由', 'a-b': { nested: true } })).toEqual(badName('a-b'));
    expect(await start({ reason: '事由', ['v'.repeat(65)]: 1 })).toEqual(badName('v'.repeat(64)));
    expect(await start({ reason: '事由', 天数: 1 })).toEqual(badName('天数'));
    expect(await start({ reason: '事由', nested: { a: 1 } })).toEqual(refusal(400, 'nested格式不正确'));
    expect(await start({ reason: '事由', list: [{ a: 1 }] })).toEqual(refusal(400, 'list格式不正确'));
    expect(await start(Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`v${i}`, i])))).toEqual(refusal(400, '流程变量格式不正确'));
    expect(await start([1, 2])).toEqual(refusal(400, '流程变量格式不正确，应为对象'));
    expect(await instanceRows()).toBe(instances);
  });

  it('refuses a leave outside its rules and writes no row', async () => {
    const rows = await leaveRows();
    const create = (more: Record<string, unknown>) => raw({ method: 'POST', path: '/bpm/oa/leave/create', body: { ...leave, ...more } }, lisi);
    expect(await create({ type: 0 })).toEqual(refusal(400, '请假类型不能小于 1'));
    expect(await create({ type: 98 })).toEqual(refusal(400, '请假类型【98】不存在'));
    expect(await create({ reason: '' })).toEqual(refusal(400, '原因不能为空'));
    expect(await create({ reason: '因'.repeat(201) })).toEqual(refusal(400, '原因长度不能超过 200 个字符'));
    expect(await create({ startTime: undefined })).toEqual(refusal(400, '开始时间不能为空'));
    expect(await create({ endTime: LEAVE_START - DAY })).toEqual(refusal(1009001007, '请假天数必须>=1'));
    expect(await leaveRows()).toBe(rows);
  });
});

// ---- cancel and return ----

describe('cancel and return refused', () => {
  it("refuses to cancel someone else's instance or a finished one, and changes nothing", async () => {
    const id = await startChain();
    const before = await seen(id);
    const cancel = (who: Session, instanceId = id) => t.call(processInstanceApi.cancel, { body: { id: instanceId, reason: '取消' }, as: who });
    for (const who of [a, b, c]) expect(await cancel(who.session)).toEqual(refusal(1009004002, '流程取消失败，该流程不是你发起的'));
    expect(await cancel(other)).toEqual(INSTANCE_NOT_FOUND);
    expect(await seen(id)).toEqual(before);

    await t.callOk(taskApi.approve, { body: { id: await taskOf(a, id), reason: '同意' }, as: a.session });
    await t.callOk(taskApi.approve, { body: { id: await taskOf(b, id), reason: '同意' }, as: b.session });
    const finished = await seen(id);
    expect(finished).toMatchObject({ status: 2, result: 2 });
    expect(await cancel(starter.session)).toEqual(refusal(1009004001, '流程取消失败，流程不处于运行中'));
    expect(await seen(id)).toEqual(finished);
  });

  it('refuses a return to a node that is no user task, to a later task, or to one that never ran', async () => {
    // start → 初审 → gateway → (加审 when day > 3) → 复审 → 终审 → end
    const body = [
      '<bpmn:startEvent id="start" />',
      '<bpmn:userTask id="first" name="初审" />',
      '<bpmn:exclusiveGateway id="gw" default="toSecond" />',
      '<bpmn:userTask id="extra" name="加审" />',
      '<bpmn:userTask id="second" name="复审" />',
      '<bpmn:userTask id="third" name="终审" />',
      '<bpmn:endEvent id="end" />',
      flow('f0', 'start', 'first'),
      flow('f1', 'first', 'gw'),
      flow('long', 'gw', 'extra', '${day > 3}'),
      flow('toSecond', 'gw', 'second'),
      flow('f2', 'extra', 'second'),
      flow('f3', 'second', 'third'),
      flow('f4', 'third', 'end'),
    ].join('');
    const { definitionId } = await deployProcess(t, admin, body, { first: user(a), extra: user(c), second: user(b), third: user(c) });
    const id = await t.callOk(processInstanceApi.create, { body: { processDefinitionId: definitionId, variables: { reason: '事由', day: 1 } }, as: starter.session });
    const back = (who: Staff, task: string, targetDefinitionKey: string) => t.call(taskApi.return, { body: { id: task, targetDefinitionKey, reason: '退回' }, as: who.session });
    const NOT_A_TASK = refusal(1009005005, '目标节点不存在');
    const OFF_THE_LINE = refusal(1009005006, '回退任务失败，目标节点是在并行网关上或非同一路线上，不可跳转');

    const first = await taskOf(a, id);
    let before = await seen(id);
    expect(await t.callOk(taskApi.returnList, { query: { taskId: first }, as: a.session })).toEqual([]);
    for (const later of ['second', 'third', 'first']) expect([later, await back(a, first, later)]).toEqual([later, OFF_THE_LINE]);
    expect(await seen(id)).toEqual(before);

    await t.callOk(taskApi.approve, { body: { id: first, reason: '同意' }, as: a.session });
    const second = await taskOf(b, id);
    before = await seen(id);
    expect(await t.callOk(taskApi.returnList, { query: { taskId: second }, as: b.session })).toEqual([{ definitionKey: 'first', name: '初审' }]);
    for (const node of ['start', 'gw', 'end', 'f1', 'nope', '初审']) expect([node, await back(b, second, node)]).toEqual([node, NOT_A_TASK]);
    expect(await back(b, second, 'extra')).toEqual(OFF_THE_LINE);
    expect(await back(b, second, 'third')).toEqual(OFF_THE_LINE);
    expect(await seen(id)).toEqual(before);
  });
});
