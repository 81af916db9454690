// @postgres: the engine's persistence: two simultaneous approvals (instance FOR UPDATE), a timer fired once by two servers
/**
 * The workflow runtime driven through the API, as users drive it: deployed fixtures started,
 * approved, rejected, returned, delegated, reassigned and signed; gateways and multi-instance;
 * a timer; two approvals at once; and a second server finishing what the first started.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityApi, BpmResult, modelApi, processInstanceApi, taskApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { approvalBody } from '../definition/testing/fixtures.ts';
import { flow } from '../engine/testing/fixtures.ts';
import { ProcessRuntime } from '../runtime/process-runtime.ts';
import { bpmTimer } from '../runtime/runtime.schema.ts';
import { notifyMessage, notifyTemplate } from '../../system/notify/notify.schema.ts';
import { approveMine, deployProcess, staff, todoOf, type Staff } from './testing/runtime.fixtures.ts';

let t: TestApp;
let admin: Session;
let starter: Staff;
let a: Staff;
let b: Staff;
let c: Staff;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  // The starter works in 研发部门 (103), whose leader is the administrator.
  [starter, a, b, c] = [await staff(t, admin, 103), await staff(t, admin), await staff(t, admin), await staff(t, admin)];
});
afterAll(() => t.close());

const user = (...s: Staff[]) => ({ type: 30 as const, options: s.map((x) => x.id) });
const start = (definitionId: string, variables: Record<string, string | number | boolean> = {}, who = starter) =>
  t.call(processInstanceApi.create, { body: { processDefinitionId: definitionId, variables: { reason: '事由', ...variables } }, as: who.session });
const startOk = async (definitionId: string, variables: Record<string, string | number | boolean> = {}) => {
  const res = await start(definitionId, variables);
  expect(res).toMatchObject({ code: 0, msg: '' });
  return res.data;
};
const instance = (id: string, who = starter) => t.callOk(processInstanceApi.get, { query: { id }, as: who.session });
const openNames = async (id: string) => (await t.callOk(processInstanceApi.myPage, { query: { pageSize: 100 }, as: starter.session })).list.find((i) => i.id === id)!.tasks.map((x) => x.name).sort();
const timeline = (id: string, who = starter) => t.callOk(taskApi.listByProcessInstanceId, { query: { processInstanceId: id }, as: who.session });

const userTask = (id: string, name = id, inner = '') => `<bpmn:userTask id="${id}" name="${name}">${inner}</bpmn:userTask>`;

describe('a chain of approvals', () => {
  it('goes to each assignee in turn, then ends approved and tells the starter', async () => {
    const { definitionId } = await deployProcess(t, admin, approvalBody([['first', '初审'], ['second', '复审']]), { first: user(a), second: user(b) });
    const id = await startOk(definitionId, { day: 2 });
    expect(await instance(id)).toMatchObject({ status: 1, result: 1, formVariables: { day: 2, reason: '事由' }, startUser: { id: starter.id, deptId: 103 } });
    expect(await openNames(id)).toEqual(['初审']);
    expect(await todoOf(t, b.session, id)).toEqual([]);
    expect(await approveMine(t, a.session, id, '可以')).toMatchObject({ code: 0 });
    expect(await openNames(id)).toEqual(['复审']);
    await approveMine(t, b.session, id);
    expect(await instance(id)).toMatchObject({ status: 2, result: BpmResult.APPROVE });
    const done = await t.callOk(taskApi.donePage, { query: {}, as: a.session });
    expect(done.list.find((x) => x.processInstance.id === id)).toMatchObject({ name: '初审', result: 2, reason: '可以' });
    const activities = await t.callOk(activityApi.list, { query: { processInstanceId: id }, as: starter.session });
    expect(activities.map((x) => x.key)).toEqual(['start', 'first', 'second', 'end']);
    expect(activities.every((x) => x.endTime !== null)).toBe(true);
    // Bell: each assignee was told of the task, the starter of the outcome (after each commit).
    const messages = await t.db.select().from(notifyMessage);
    const to = (userId: number) => messages.filter((m) => m.userId === userId).map((m) => m.templateCode);
    expect(to(a.id)).toContain('bpm-task-assigned');
    expect(to(b.id)).toContain('bpm-task-assigned');
    expect(to(starter.id)).toContain('bpm-process-approved');
  });

  it('approves, and tells whom it can, while a message template is off (a message never fails the work it reports)', async () => {
    const { definitionId } = await deployProcess(t, admin, approvalBody([['first', '初审'], ['second', '复审']]), { first: user(a), second: user(b) });
    const id = await startOk(definitionId);
    const setAssigned = async (status: number) => {
      await t.db.update(notifyTemplate).set({ status }).where(eq(notifyTemplate.code, 'bpm-task-assigned'));
      t.app.catalogue.invalidateAll();
    };
    const sentTo = async (userId: number) => (await t.db.select().from(notifyMessage).where(eq(notifyMessage.userId, userId))).map((m) => m.templateCode);
    const before = (await sentTo(b.id)).length;
    const approvedBefore = (await sentTo(starter.id)).filter((c) => c === 'bpm-process-approved').length;
    await setAssigned(1);
    try {
      expect(await approveMine(t, a.session, id)).toMatchObject({ code: 0 });
      expect(await openNames(id)).toEqual(['复审']);
      expect((await sentTo(b.id)).length).toBe(before);
      // The outcome's template is on: the starter is told, in the same transaction as the approval.
      expect(await approveMine(t, b.session, id)).toMatchObject({ code: 0 });
      expect(await instance(id)).toMatchObject({ status: 2, result: BpmResult.APPROVE });
      expect((await sentTo(starter.id)).filter((c) => c === 'bpm-process-approved').length).toBe(approvedBefore + 1);
    } finally {
      await setAssigned(0);
    }
  });

  it('refuses an approval without a reason, by someone else, or twice', async () => {
    const { definitionId } = await deployProcess(t, admin, approvalBody([['only', '审批']]), { only: user(a) });
    const id = await startOk(definitionId);
    const [open] = await todoOf(t, a.session, id);
    expect((await t.api({ method: 'PUT', path: '/bpm/task/approve', body: { id: open!.id, reason: '' }, token: a.session.accessToken })).code).toBe(400);
    expect(await t.call(taskApi.approve, { body: { id: open!.id, reason: '越权' }, as: b.session })).toMatchObject({ code: 1009005001, msg: '审批任务失败，原因：该任务的审批人不是你' });
    await approveMine(t, a.session, id);
    expect(await t.call(taskApi.approve, { body: { id: open!.id, reason: '再来' }, as: a.session })).toMatchObject({ code: 1009005000 });
    expect(await t.call(taskApi.approve, { body: { id: 'no-such-task', reason: 'x' }, as: a.session })).toMatchObject({ code: 1009005002, msg: '流程任务不存在' });
  });

  it('lets exactly one of two simultaneous approvals of a task through', async () => {
    const { definitionId } = await deployProcess(t, admin, approvalBody([['one', '审批'], ['two', '二审']]), { one: user(a), two: user(b) });
    const id = await startOk(definitionId);
    const [open] = await todoOf(t, a.session, id);
    const results = await Promise.all([1, 2].map(() => t.call(taskApi.approve, { body: { id: open!.id, reason: '同意' }, as: a.session })));
    expect(results.map((r) => r.code).sort()).toEqual([0, 1009005000]);
    expect(results.find((r) => r.code !== 0)!.msg).toBe('审批任务失败，原因：该任务不处于未审批');
    expect(await openNames(id)).toEqual(['二审']);
  });
});

describe('rules and refusals at start', () => {
  it("routes by the starter's department leader (script 20) and refuses when a rule finds nobody", async () => {
    const { definitionId } = await deployProcess(t, admin, approvalBody([['lead', '领导审批']]), { lead: { type: 50, options: [20] } });
    const id = await startOk(definitionId);
    expect(await todoOf(t, admin, id)).toHaveLength(1);
    // A starter with no department has no leader: the start is refused, nothing is left behind.
    const lonely = await staff(t, admin, null);
    const before = (await t.callOk(processInstanceApi.myPage, { query: {}, as: lonely.session })).total;
    expect(await start(definitionId, {}, lonely)).toMatchObject({ code: 1009006003, msg: '操作失败，原因：找不到任务的审批人！' });
    expect((await t.callOk(processInstanceApi.myPage, { query: {}, as: lonely.session })).total).toBe(before);
  });

  it('checks the start form on the server and refuses suspended or unknown definitions', async () => {
    const { definitionId, modelId } = await deployProcess(t, admin, approvalBody([['x', '审批']]), { x: user(a) });
    expect(await start(definitionId, { reason: '' })).toMatchObject({ code: 1009004003, msg: '表单校验失败：请假原因不能为空' });
    expect(await start('nope:1:x')).toMatchObject({ code: 1009003002, msg: '流程定义不存在' });
    await t.callOk(modelApi.updateState, { body: { id: modelId, state: 2 }, as: admin });
    expect(await start(definitionId)).toMatchObject({ code: 1009003003, msg: '流程定义处于挂起状态' });
  });
});

describe('gateways', () => {
  it('takes the exclusive flow whose condition on a start-form variable holds', async () => {
    const body = [
      '<bpmn:startEvent id="start" />',
      userTask('leader', '领导审批'),
      '<bpmn:exclusiveGateway id="gw" default="short" />',
      userTask('hr', 'HR审批'),
      '<bpmn:endEvent id="end" />',
      flow('f0', 'start', 'leader'),
      flow('f1', 'leader', 'gw'),
      flow('long', 'gw', 'hr', '${day > 3}'),
      flow('short', 'gw', 'end'),
      flow('f2', 'hr', 'end'),
    ].join('');
    const { definitionId } = await deployProcess(t, admin, body, { leader: user(a), hr: user(b) });
    const long = await startOk(definitionId, { day: 5 });
    const short = await startOk(definitionId, { day: 2 });
    await approveMine(t, a.session, long);
    await approveMine(t, a.session, short);
    expect(await openNames(long)).toEqual(['HR审批']);
    expect(await instance(short)).toMatchObject({ status: 2, result: 2 });
  });

  it('waits at a parallel join for both branches', async () => {
    const body = [
      '<bpmn:startEvent id="start" />',
      '<bpmn:parallelGateway id="fork" />',
      userTask('fin', '财务'),
      userTask('law', '法务'),
      '<bpmn:parallelGateway id="join" />',
      '<bpmn:endEvent id="end" />',
      flow('f0', 'start', 'fork'),
      flow('f1', 'fork', 'fin'),
      flow('f2', 'fork', 'law'),
      flow('f3', 'fin', 'join'),
      flow('f4', 'law', 'join'),
      flow('f5', 'join', 'end'),
    ].join('');
    const { definitionId } = await deployProcess(t, admin, body, { fin: user(a), law: user(b) });
    const id = await startOk(definitionId);
    expect(await openNames(id)).toEqual(['法务', '财务']);
    await approveMine(t, b.session, id);
    expect((await instance(id)).status).toBe(1);
    await approveMine(t, a.session, id);
    expect(await instance(id)).toMatchObject({ status: 2, result: 2 });
  });

  it('opens only the inclusive branches whose conditions hold and joins them', async () => {
    const body = [
      '<bpmn:startEvent id="start" />',
      '<bpmn:inclusiveGateway id="fork" />',
      userTask('fin', '财务'),
      userTask('law', '法务'),
      '<bpmn:inclusiveGateway id="join" />',
      userTask('boss', '总经理'),
      '<bpmn:endEvent id="end" />',
      flow('f0', 'start', 'fork'),
      flow('f1', 'fork', 'fin', '${day >= 1}'),
      flow('f2', 'fork', 'law', '${day > 10}'),
      flow('f3', 'fin', 'join'),
      flow('f4', 'law', 'join'),
      flow('f5', 'join', 'boss'),
      flow('f6', 'boss', 'end'),
    ].join('');
    const { definitionId } = await deployProcess(t, admin, body, { fin: user(a), law: user(b), boss: user(c) });
    const id = await startOk(definitionId, { day: 3 });
    expect(await openNames(id)).toEqual(['财务']);
    await approveMine(t, a.session, id);
    expect(await openNames(id)).toEqual(['总经理']);
  });
});

describe('multi-instance', () => {
  it('ends a countersign once half have approved, withdrawing the rest', async () => {
    const loop =
      '<bpmn:multiInstanceLoopCharacteristics><bpmn:completionCondition xsi:type="bpmn:tFormalExpression" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${nrOfCompletedInstances / nrOfInstances &gt;= 0.5}</bpmn:completionCondition></bpmn:multiInstanceLoopCharacteristics>';
    const body = ['<bpmn:startEvent id="start" />', userTask('vote', '会签', loop), '<bpmn:endEvent id="end" />', flow('f0', 'start', 'vote'), flow('f1', 'vote', 'end')].join('');
    // Four voters other than the starter (a starter is nobody's voter while separation of duties is on).
    const { definitionId } = await deployProcess(t, admin, body, { vote: user(a, b, c, await staff(t, admin)) });
    const id = await startOk(definitionId);
    expect((await timeline(id)).filter((x) => x.endTime === null)).toHaveLength(4);
    await approveMine(t, a.session, id);
    expect((await instance(id)).status).toBe(1);
    await approveMine(t, c.session, id);
    expect(await instance(id)).toMatchObject({ status: 2, result: 2 });
    expect((await timeline(id)).map((x) => x.result).sort()).toEqual([2, 2, 4, 4]);
    expect(await todoOf(t, b.session, id)).toEqual([]);
  });
});

describe('reject, cancel, return', () => {
  it('ends the instance as rejected, cancelling the other open tasks, and tells the starter why', async () => {
    const body = [
      '<bpmn:startEvent id="start" />',
      '<bpmn:parallelGateway id="fork" />',
      userTask('x', '甲'),
      userTask('y', '乙'),
      '<bpmn:parallelGateway id="join" />',
      '<bpmn:endEvent id="end" />',
      flow('f0', 'start', 'fork'),
      flow('f1', 'fork', 'x'),
      flow('f2', 'fork', 'y'),
      flow('f3', 'x', 'join'),
      flow('f4', 'y', 'join'),
      flow('f5', 'join', 'end'),
    ].join('');
    const { definitionId } = await deployProcess(t, admin, body, { x: user(a), y: user(b) });
    const id = await startOk(definitionId);
    const [mine] = await todoOf(t, a.session, id);
    expect(await t.call(taskApi.reject, { body: { id: mine!.id, reason: '预算不足' }, as: a.session })).toMatchObject({ code: 0 });
    expect(await instance(id)).toMatchObject({ status: 2, result: BpmResult.REJECT });
    expect(await todoOf(t, b.session, id)).toEqual([]);
    const rows = await timeline(id);
    expect(rows.find((x) => x.name === '甲')).toMatchObject({ result: 3, reason: '预算不足' });
    expect(rows.find((x) => x.name === '乙')).toMatchObject({ result: 4 });
    const told = await t.db.select().from(notifyMessage).where(eq(notifyMessage.userId, starter.id));
    expect(told.some((m) => m.templateCode === 'bpm-process-rejected' && m.templateContent.includes('预算不足'))).toBe(true);
  });

  it('lets only the starter cancel a running instance, with a reason', async () => {
    const { definitionId } = await deployProcess(t, admin, approvalBody([['x', '审批']]), { x: user(a) });
    const id = await startOk(definitionId);
    expect(await t.call(processInstanceApi.cancel, { body: { id, reason: '不请了' }, as: a.session })).toMatchObject({ code: 1009004002 });
    expect(await t.call(processInstanceApi.cancel, { body: { id, reason: '不请了' }, as: starter.session })).toMatchObject({ code: 0 });
    expect(await instance(id)).toMatchObject({ status: 2, result: 4 });
    expect(await todoOf(t, a.session, id)).toEqual([]);
    expect(await t.call(processInstanceApi.cancel, { body: { id, reason: '再取消' }, as: starter.session })).toMatchObject({ code: 1009004001 });
  });

  it('sends a task back to an earlier one, which is assigned again', async () => {
    const { definitionId } = await deployProcess(t, admin, approvalBody([['first', '初审'], ['second', '复审']]), { first: user(a), second: user(b) });
    const id = await startOk(definitionId);
    await approveMine(t, a.session, id);
    const [mine] = await todoOf(t, b.session, id);
    const targets = await t.callOk(taskApi.returnList, { query: { taskId: mine!.id }, as: b.session });
    expect(targets).toEqual([{ definitionKey: 'first', name: '初审' }]);
    // The reference client's name for the same list.
    expect(await t.callOk(taskApi.getReturnList, { query: { taskId: mine!.id }, as: b.session })).toEqual(targets);
    expect(await t.call(taskApi.return, { body: { id: mine!.id, targetDefinitionKey: 'second', reason: 'x' }, as: b.session })).toMatchObject({ code: 1009005006 });
    expect(await t.call(taskApi.return, { body: { id: mine!.id, targetDefinitionKey: 'first', reason: '补材料' }, as: b.session })).toMatchObject({ code: 0 });
    expect(await openNames(id)).toEqual(['初审']);
    expect((await timeline(id)).find((x) => x.name === '复审')).toMatchObject({ result: BpmResult.BACK, reason: '补材料' });
    const told = await t.db.select().from(notifyMessage).where(eq(notifyMessage.userId, starter.id));
    expect(told.some((m) => m.templateCode === 'bpm-process-returned')).toBe(true);
    await approveMine(t, a.session, id);
    await approveMine(t, b.session, id);
    expect((await instance(id)).result).toBe(2);
  });
});

describe('delegate, reassign and signers', () => {
  it('delegates: the delegate approves, the task comes back to its owner, who decides', async () => {
    const { definitionId } = await deployProcess(t, admin, approvalBody([['x', '审批']]), { x: user(a) });
    const id = await startOk(definitionId);
    const [mine] = await todoOf(t, a.session, id);
    expect(await t.call(taskApi.delegate, { body: { id: mine!.id, delegateUserId: a.id, reason: 'x' }, as: a.session })).toMatchObject({ code: 1009005007 });
    expect(await t.call(taskApi.delegate, { body: { id: mine!.id, delegateUserId: 999_999, reason: 'x' }, as: a.session })).toMatchObject({ code: 1009005008 });
    await t.callOk(taskApi.delegate, { body: { id: mine!.id, delegateUserId: b.id, reason: '请帮忙看看' }, as: a.session });
    expect(await todoOf(t, a.session, id)).toEqual([]);
    await approveMine(t, b.session, id, '没问题');
    expect((await instance(id)).status).toBe(1);
    await approveMine(t, a.session, id, '同意');
    expect((await instance(id)).result).toBe(2);
  });

  it('reassigns a task to another person, who then owns it', async () => {
    const { definitionId } = await deployProcess(t, admin, approvalBody([['x', '审批']]), { x: user(a) });
    const id = await startOk(definitionId);
    const [mine] = await todoOf(t, a.session, id);
    expect(await t.call(taskApi.updateAssignee, { body: { id: mine!.id, assigneeUserId: c.id }, as: b.session })).toMatchObject({ code: 1009005001 });
    await t.callOk(taskApi.updateAssignee, { body: { id: mine!.id, assigneeUserId: c.id }, as: a.session });
    expect(await todoOf(t, a.session, id)).toEqual([]);
    await approveMine(t, c.session, id);
    expect((await instance(id)).result).toBe(2);
  });

  it('adds signers before: they decide first, then the task returns to its owner; one can be withdrawn', async () => {
    const { definitionId } = await deployProcess(t, admin, approvalBody([['x', '审批']]), { x: user(a) });
    const id = await startOk(definitionId);
    const [mine] = await todoOf(t, a.session, id);
    await t.callOk(taskApi.createSign, { body: { id: mine!.id, userIdList: [b.id, c.id], type: 'before', reason: '请会签' }, as: a.session });
    expect(await todoOf(t, a.session, id)).toEqual([]);
    const children = await t.callOk(taskApi.childrenList, { query: { parentId: mine!.id }, as: a.session });
    expect(children.map((x) => x.assigneeUser?.id).sort()).toEqual([b.id, c.id].sort());
    const cTask = children.find((x) => x.assigneeUser?.id === c.id)!;
    await t.callOk(taskApi.deleteSign, { body: { id: cTask.id, reason: '不需要了' }, as: a.session });
    await approveMine(t, b.session, id);
    expect(await todoOf(t, a.session, id)).toHaveLength(1);
    const parent = (await timeline(id)).find((x) => x.id === mine!.id)!;
    expect(parent.children.map((x) => x.result).sort()).toEqual([2, 4]);
    await approveMine(t, a.session, id);
    expect((await instance(id)).result).toBe(2);
  });

  it('adds signers after: the process moves on once they have approved', async () => {
    const { definitionId } = await deployProcess(t, admin, approvalBody([['x', '审批'], ['y', '下一步']]), { x: user(a), y: user(c) });
    const id = await startOk(definitionId);
    const [mine] = await todoOf(t, a.session, id);
    await t.callOk(taskApi.createSign, { body: { id: mine!.id, userIdList: [b.id], type: 'after', reason: '也请看看' }, as: a.session });
    expect(await t.call(taskApi.createSign, { body: { id: mine!.id, userIdList: [c.id], type: 'before', reason: 'x' }, as: a.session })).toMatchObject({ code: 1009005000 });
    expect(await openNames(id)).toEqual(['审批']);
    await approveMine(t, b.session, id);
    expect(await openNames(id)).toEqual(['下一步']);
  });
});

describe('timers', () => {
  it('fires a timeout listener once, on whichever server looks first', async () => {
    const listener =
      '<bpmn:extensionElements><camunda:taskListener event="timeout" delegateExpression="${bpmTaskAutoApprove}" id="auto"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1H</bpmn:timeDuration></bpmn:timerEventDefinition></camunda:taskListener></bpmn:extensionElements>';
    const body = ['<bpmn:startEvent id="start" />', userTask('x', '审批', listener), userTask('y', '下一步'), '<bpmn:endEvent id="end" />', flow('f0', 'start', 'x'), flow('f1', 'x', 'y'), flow('f2', 'y', 'end')].join('');
    const { definitionId } = await deployProcess(t, admin, body, { x: user(a), y: user(b) });
    const id = await startOk(definitionId);
    const [timer] = await t.db.select().from(bpmTimer).where(eq(bpmTimer.processInstanceId, id));
    expect(timer!.dueTime - Date.now()).toBeGreaterThan(59 * 60_000);
    // Two servers an hour later.
    const later = () => Date.now() + 3_600_001;
    const servers = [new ProcessRuntime(t.db, t.app.notify, later), new ProcessRuntime(t.db, t.app.notify, later)];
    expect([await servers[0]!.fireDueTimers(), await servers[1]!.fireDueTimers()]).toEqual([1, 0]);
    expect(await openNames(id)).toEqual(['下一步']);
    expect((await timeline(id)).find((x) => x.name === '审批')).toMatchObject({ result: 2, reason: '超时自动通过' });
    expect(await t.db.select().from(bpmTimer).where(eq(bpmTimer.processInstanceId, id))).toEqual([]);
  });
});

describe('restart', () => {
  it('a new server on the same database finishes a process the first one started', async () => {
    const { definitionId } = await deployProcess(t, admin, approvalBody([['first', '初审'], ['second', '复审']]), { first: user(a), second: user(b) });
    const id = await startOk(definitionId);
    await approveMine(t, a.session, id);
    const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-second-')), logLevel: 'silent', webDist: undefined };
    const second = await buildApp(config, { database: t.app.database });
    try {
      const [mine] = await todoOf(t, b.session, id);
      const res = await second.inject({
        method: 'PUT',
        url: '/tri-real-api/admin-api/bpm/task/approve',
        headers: { authorization: `Bearer ${b.session.accessToken}`, 'tenant-id': '1', 'content-type': 'application/json' },
        payload: JSON.stringify({ id: mine!.id, reason: '第二台服务器' }),
      });
      expect(res.json()).toMatchObject({ code: 0, data: true });
    } finally {
      await second.close();
    }
    expect(await instance(id)).toMatchObject({ status: 2, result: 2 });
  });
});

describe('who may see and act, across tenants', () => {
  it('hides an instance from an unrelated colleague and from another tenant', async () => {
    const { definitionId } = await deployProcess(t, admin, approvalBody([['x', '审批']]), { x: user(a) });
    const id = await startOk(definitionId);
    expect(await t.call(processInstanceApi.get, { query: { id }, as: c.session })).toMatchObject({ code: 1009004000 });
    expect(await t.call(taskApi.listByProcessInstanceId, { query: { processInstanceId: id }, as: c.session })).toMatchObject({ code: 1009004000 });
    expect(await t.call(activityApi.list, { query: { processInstanceId: id }, as: c.session })).toMatchObject({ code: 1009004000 });
    expect((await t.call(processInstanceApi.get, { query: { id }, as: a.session })).code).toBe(0);
    const other = await t.login('admin110', 'admin123', 121);
    expect((await t.call(processInstanceApi.get, { query: { id }, as: other })).code).not.toBe(0);
    const [mine] = await todoOf(t, a.session, id);
    expect((await t.call(taskApi.approve, { body: { id: mine!.id, reason: 'x' }, as: other })).code).not.toBe(0);
    expect((await instance(id)).status).toBe(1);
  });
});
