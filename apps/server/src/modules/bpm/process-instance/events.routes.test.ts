// @postgres: event subscriptions, timers and called instances are rows locked and claimed across instances
/**
 * What the designer draws beyond tasks and gateways, driven through the API as users drive it:
 * boundary events, catch and throw events, event gateways, error and terminate ends, message
 * and signal starts, embedded and multi-instance sub-processes, call activities, receive tasks,
 * multi-instance over collections, expressions in names, due dates and assignees, approvals that
 * set variables, and the model tolerance Flowable has. Each case follows one of Flowable's own
 * engine tests (named in its title: `org.flowable.engine.test.bpmn…`), re-drawn for our API;
 * timers fire through a runtime with a later clock, as a server would once the time came.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityApi, BpmResult, modelApi, processDefinitionApi, processEventApi, processInstanceApi, taskApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { secondInstance } from '../../../test/secondInstance.ts';
import { uniq } from '../../system/role/testing/rbac.fixtures.ts';
import { bpmnXml } from '../definition/testing/fixtures.ts';
import { flow } from '../engine/testing/fixtures.ts';
import { ProcessRuntime } from '../runtime/process-runtime.ts';
import { bpmEventSubscription, bpmTask, bpmTimer } from '../runtime/runtime.schema.ts';
import { deployProcess, deployXml, staff, todoOf, type Staff } from './testing/runtime.fixtures.ts';
import { PURCHASE_PROCESS_KEY } from './purchase.bpmn.ts';

let t: TestApp;
let admin: Session;
let starter: Staff;
let a: Staff;
let b: Staff;
let c: Staff;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  [starter, a, b, c] = [await staff(t, admin, 103), await staff(t, admin), await staff(t, admin), await staff(t, admin)];
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const user = (...s: Staff[]) => ({ type: 30 as const, options: s.map((x) => x.id) });
const userTask = (id: string, name = id, attrs = '', inner = '') => `<bpmn:userTask id="${id}" name="${name}"${attrs}>${inner}</bpmn:userTask>`;
const startEv = '<bpmn:startEvent id="start" />';
const endEv = (id = 'end') => `<bpmn:endEvent id="${id}" />`;
const timerDef = (kind: 'timeDuration' | 'timeDate' | 'timeCycle', value: string) =>
  `<bpmn:timerEventDefinition><bpmn:${kind}>${value}</bpmn:${kind}></bpmn:timerEventDefinition>`;
const boundary = (id: string, on: string, def: string, cancel = true, name = id) =>
  `<bpmn:boundaryEvent id="${id}" name="${name}" attachedToRef="${on}"${cancel ? '' : ' cancelActivity="false"'}>${def}</bpmn:boundaryEvent>`;
const message = (id: string, name: string) => `<bpmn:message id="${id}" name="${name}" />`;
const signal = (id: string, name: string) => `<bpmn:signal id="${id}" name="${name}" />`;

/** Deploys a body with messages, signals or errors declared beside the process. */
const deploy = (body: string, rules: Record<string, ReturnType<typeof user>>, roots = '') => deployProcess(t, admin, body, rules, undefined, roots);

const start = async (definitionId: string, variables: Record<string, unknown> = {}, who = starter) => {
  const res = await t.call(processInstanceApi.create, { body: { processDefinitionId: definitionId, variables: { reason: '事由', ...variables } as never }, as: who.session });
  expect(res, res.msg).toMatchObject({ code: 0 });
  return res.data;
};
const instance = (id: string, who = starter) => t.callOk(processInstanceApi.get, { query: { id }, as: who.session });
const activities = (id: string) => t.callOk(activityApi.list, { query: { processInstanceId: id }, as: starter.session });
const waiting = (id: string) => t.callOk(processEventApi.waitingEvents, { query: { id }, as: starter.session });
const openTasks = (id: string) => t.db.select().from(bpmTask).where(eq(bpmTask.processInstanceId, id)).then((rows) => rows.filter((r) => r.endTime === null));
const openNames = async (id: string) => (await openTasks(id)).map((r) => r.name).sort();
const approve = async (who: Staff, id: string, variables?: Record<string, unknown>) => {
  const [task] = await todoOf(t, who.session, id);
  expect(task, 'an open task for this user').toBeDefined();
  const res = await t.call(taskApi.approve, { body: { id: task!.id, reason: '同意', ...(variables ? { variables: variables as never } : {}) }, as: who.session });
  expect(res, res.msg).toMatchObject({ code: 0 });
};
/** Fires what is due `ms` from now, as a server would then. */
const fireLater = (ms: number) => new ProcessRuntime(t.db, t.app.notify, () => Date.now() + ms).fireDueTimers();

describe('boundary events', () => {
  const escalation = [
    startEv,
    userTask('leader', '领导审批'),
    boundary('timeout', 'leader', timerDef('timeDuration', 'PT2H'), true, '两小时未审批'),
    userTask('escalated', '升级审批'),
    endEv(),
    endEv('end2'),
    flow('f0', 'start', 'leader'),
    flow('f1', 'leader', 'end'),
    flow('f2', 'timeout', 'escalated'),
    flow('f3', 'escalated', 'end2'),
  ].join('');

  it('an interrupting timer escalates a task not approved in time (BoundaryTimerEventTest.testInterruptingTimerDuration)', async () => {
    const { definitionId } = await deployProcess(t, admin, escalation, { leader: user(a), escalated: user(b) });
    const id = await start(definitionId);
    const [timer] = await waiting(id);
    expect(timer).toMatchObject({ activityId: 'timeout', activityName: '两小时未审批', type: 'timer', attachedTo: 'leader' });
    expect(timer!.dueTime! - Date.now()).toBeGreaterThan(HOUR + 59 * 60_000);
    expect(await fireLater(HOUR)).toBe(0);
    expect(await fireLater(2 * HOUR + 1000)).toBe(1);
    expect(await openNames(id)).toEqual(['升级审批']);
    expect(await todoOf(t, a.session, id)).toEqual([]);
    const acts = await activities(id);
    expect(acts.find((x) => x.key === 'timeout')).toMatchObject({ outcome: 'fired' });
    expect(acts.find((x) => x.key === 'leader')).toMatchObject({ outcome: 'cancelled' });
    await approve(b, id);
    expect(await instance(id)).toMatchObject({ status: 2, result: BpmResult.APPROVE });
  });

  it('a task approved in time drops its timer, shown as cancelled', async () => {
    const { definitionId } = await deployProcess(t, admin, escalation, { leader: user(a), escalated: user(b) });
    const id = await start(definitionId);
    await approve(a, id);
    expect(await instance(id)).toMatchObject({ status: 2, result: BpmResult.APPROVE });
    expect(await t.db.select().from(bpmTimer).where(eq(bpmTimer.processInstanceId, id))).toEqual([]);
    expect((await activities(id)).find((x) => x.key === 'timeout')).toMatchObject({ outcome: 'cancelled' });
    expect(await fireLater(3 * HOUR)).toBe(0);
  });

  it('a non-interrupting timer adds a reminder task and keeps the first (BoundaryTimerNonInterruptingEventTest.testTimerOnConcurrentTasks)', async () => {
    const body = [
      startEv,
      userTask('first', '审批'),
      boundary('remind', 'first', timerDef('timeDuration', 'PT1H'), false),
      userTask('timerFired', '催办跟进'),
      endEv(),
      endEv('end2'),
      flow('f0', 'start', 'first'),
      flow('f1', 'first', 'end'),
      flow('f2', 'remind', 'timerFired'),
      flow('f3', 'timerFired', 'end2'),
    ].join('');
    const { definitionId } = await deployProcess(t, admin, body, { first: user(a), timerFired: user(b) });
    const id = await start(definitionId);
    expect(await fireLater(HOUR + 1000)).toBe(1);
    expect(await openNames(id)).toEqual(['催办跟进', '审批']);
    await approve(a, id);
    expect((await instance(id)).status).toBe(1);
    await approve(b, id);
    expect(await instance(id)).toMatchObject({ status: 2, result: BpmResult.APPROVE });
  });

  it('a date timer on a sub-process interrupts all inside it (BoundaryTimerEventTest.testTimerOnEmbeddedSubprocess)', async () => {
    const due = new Date(Date.now() + 3 * HOUR).toISOString();
    const body = [
      startEv,
      '<bpmn:subProcess id="sp" name="会审">',
      '<bpmn:startEvent id="s" />',
      '<bpmn:parallelGateway id="fork" />',
      userTask('x', '甲审'),
      userTask('y', '乙审'),
      '<bpmn:parallelGateway id="join" />',
      '<bpmn:endEvent id="e" />',
      flow('i0', 's', 'fork'),
      flow('i1', 'fork', 'x'),
      flow('i2', 'fork', 'y'),
      flow('i3', 'x', 'join'),
      flow('i4', 'y', 'join'),
      flow('i5', 'join', 'e'),
      '</bpmn:subProcess>',
      boundary('deadline', 'sp', timerDef('timeDate', due)),
      userTask('late', '逾期处理'),
      endEv(),
      endEv('end2'),
      flow('f0', 'start', 'sp'),
      flow('f1', 'sp', 'end'),
      flow('f2', 'deadline', 'late'),
      flow('f3', 'late', 'end2'),
    ].join('');
    const { definitionId } = await deployProcess(t, admin, body, { x: user(a), y: user(b), late: user(c) });
    const id = await start(definitionId);
    await approve(a, id);
    expect(await openNames(id)).toEqual(['乙审']);
    expect(await fireLater(3 * HOUR + 1000)).toBe(1);
    expect(await openNames(id)).toEqual(['逾期处理']);
    const acts = await activities(id);
    expect(acts.find((x) => x.key === 'sp')).toMatchObject({ outcome: 'cancelled' });
    expect(acts.find((x) => x.key === 'y')).toMatchObject({ outcome: 'cancelled' });
  });

  it('a non-interrupting cycle reminds on each period while the task waits (BoundaryTimerNonInterruptingEventTest.testTimerWithCycle)', async () => {
    const body = [
      startEv,
      userTask('task', '审批'),
      boundary('nudge', 'task', timerDef('timeCycle', 'R2/PT1H'), false),
      userTask('remind', '催办'),
      endEv(),
      endEv('end2'),
      flow('f0', 'start', 'task'),
      flow('f1', 'task', 'end'),
      flow('f2', 'nudge', 'remind'),
      flow('f3', 'remind', 'end2'),
    ].join('');
    const { definitionId } = await deployProcess(t, admin, body, { task: user(a), remind: user(b) });
    const id = await start(definitionId);
    expect(await fireLater(HOUR + 1000)).toBe(1);
    expect(await fireLater(2 * HOUR + 1000)).toBe(1);
    // R2: two firings, then the cycle is spent.
    expect(await fireLater(5 * HOUR)).toBe(0);
    expect(await openNames(id)).toEqual(['催办', '催办', '审批']);
    await approve(a, id);
    expect(await t.db.select().from(bpmTimer).where(eq(bpmTimer.processInstanceId, id))).toEqual([]);
  });

  it('a message interrupts a task (MessageBoundaryEventTest.testSingleBoundaryMessageEvent)', async () => {
    const body = [
      startEv,
      userTask('task', '审批'),
      boundary('withdraw', 'task', '<bpmn:messageEventDefinition messageRef="msg" />'),
      userTask('after', '撤回处理'),
      endEv(),
      endEv('end2'),
      flow('f0', 'start', 'task'),
      flow('f1', 'task', 'end'),
      flow('f2', 'withdraw', 'after'),
      flow('f3', 'after', 'end2'),
    ].join('');
    const { definitionId } = await deploy(body, { task: user(a), after: user(b) }, message('msg', 'withdrawRequest'));
    const id = await start(definitionId);
    expect(await waiting(id)).toEqual([expect.objectContaining({ type: 'message', eventName: 'withdrawRequest', attachedTo: 'task' })]);
    const wrong = await t.call(processEventApi.message, { body: { processInstanceId: id, messageName: 'other' }, as: admin });
    expect(wrong).toMatchObject({ code: 1009004008, msg: '流程实例没有在等待消息【other】' });
    expect(await t.call(processEventApi.message, { body: { processInstanceId: id, messageName: 'withdrawRequest', variables: { why: '填错了' } }, as: admin })).toMatchObject({ code: 0, data: true });
    expect(await openNames(id)).toEqual(['撤回处理']);
    expect(await t.callOk(processEventApi.variables, { query: { id }, as: starter.session })).toMatchObject({ why: '填错了' });
    expect(await waiting(id)).toEqual([]);
  });

  it('a tenant-wide signal reaches every instance waiting for it (SignalEventTest.testSignalCatchBoundary)', async () => {
    const name = uniq('halt');
    const body = [
      startEv,
      userTask('task', '审批'),
      boundary('halt', 'task', '<bpmn:signalEventDefinition signalRef="sig" />'),
      endEv(),
      endEv('halted'),
      flow('f0', 'start', 'task'),
      flow('f1', 'task', 'end'),
      flow('f2', 'halt', 'halted'),
    ].join('');
    const { definitionId } = await deploy(body, { task: user(a) }, signal('sig', name));
    const [one, two] = [await start(definitionId), await start(definitionId)];
    expect(await t.callOk(processEventApi.signal, { body: { signalName: name }, as: admin })).toBe(2);
    for (const id of [one, two]) expect(await instance(id)).toMatchObject({ status: 2, result: BpmResult.APPROVE });
    expect(await t.callOk(processEventApi.signal, { body: { signalName: name }, as: admin })).toBe(0);
  });
});

describe('catch and throw events, event gateways', () => {
  it('a timer catch event waits, then the path goes on (IntermediateTimerEventTest.testCatchingTimerEvent)', async () => {
    const body = [startEv, `<bpmn:intermediateCatchEvent id="wait" name="等五分钟">${timerDef('timeDuration', 'PT5M')}</bpmn:intermediateCatchEvent>`, userTask('task', '审批'), endEv(), flow('f0', 'start', 'wait'), flow('f1', 'wait', 'task'), flow('f2', 'task', 'end')].join('');
    const { definitionId } = await deployProcess(t, admin, body, { task: user(a) });
    const id = await start(definitionId);
    expect(await openNames(id)).toEqual([]);
    expect(await waiting(id)).toEqual([expect.objectContaining({ activityId: 'wait', type: 'timer', attachedTo: null })]);
    expect(await fireLater(5 * 60_000 + 1000)).toBe(1);
    expect(await openNames(id)).toEqual(['审批']);
  });

  it('a signal thrown by one process moves another waiting for it (SignalEventTest.testSignalCatchIntermediate)', async () => {
    const name = uniq('go');
    const catching = [startEv, '<bpmn:intermediateCatchEvent id="catch"><bpmn:signalEventDefinition signalRef="sig" /></bpmn:intermediateCatchEvent>', userTask('task', '信号后审批'), endEv(), flow('f0', 'start', 'catch'), flow('f1', 'catch', 'task'), flow('f2', 'task', 'end')].join('');
    const throwing = [startEv, '<bpmn:intermediateThrowEvent id="throw"><bpmn:signalEventDefinition signalRef="sig" /></bpmn:intermediateThrowEvent>', endEv(), flow('f0', 'start', 'throw'), flow('f1', 'throw', 'end')].join('');
    const waiter = await start((await deploy(catching, { task: user(a) }, signal('sig', name))).definitionId);
    expect(await openNames(waiter)).toEqual([]);
    const thrower = await start((await deploy(throwing, {}, signal('sig', name))).definitionId);
    expect(await instance(thrower)).toMatchObject({ status: 2 });
    expect(await openNames(waiter)).toEqual(['信号后审批']);
  });

  it('a message catch event takes the message and its variables (MessageIntermediateEventTest.testSingleIntermediateMessageEvent)', async () => {
    const body = [
      startEv,
      '<bpmn:intermediateCatchEvent id="paid" name="等待付款"><bpmn:messageEventDefinition messageRef="m" /></bpmn:intermediateCatchEvent>',
      '<bpmn:exclusiveGateway id="gw" default="small" />',
      userTask('big', '大额复核'),
      endEv(),
      flow('f0', 'start', 'paid'),
      flow('f1', 'paid', 'gw'),
      flow('large', 'gw', 'big', '${amount > 1000}'),
      flow('small', 'gw', 'end'),
      flow('f2', 'big', 'end'),
    ].join('');
    const { definitionId } = await deploy(body, { big: user(a) }, message('m', 'paymentReceived'));
    const id = await start(definitionId);
    await t.callOk(processEventApi.message, { body: { processInstanceId: id, messageName: 'paymentReceived', variables: { amount: 5000 } }, as: admin });
    expect(await openNames(id)).toEqual(['大额复核']);
    const again = await t.call(processEventApi.message, { body: { processInstanceId: id, messageName: 'paymentReceived' }, as: admin });
    expect(again.code).toBe(1009004008);
  });

  const gateway = (signalName: string) =>
    [
      startEv,
      '<bpmn:eventBasedGateway id="gw" />',
      `<bpmn:intermediateCatchEvent id="timer">${timerDef('timeDuration', 'PT1H')}</bpmn:intermediateCatchEvent>`,
      '<bpmn:intermediateCatchEvent id="alert"><bpmn:signalEventDefinition signalRef="sig" /></bpmn:intermediateCatchEvent>',
      userTask('afterTimer', '超时处理'),
      userTask('afterSignal', '告警处理'),
      endEv(),
      endEv('end2'),
      flow('f0', 'start', 'gw'),
      flow('f1', 'gw', 'timer'),
      flow('f2', 'gw', 'alert'),
      flow('f3', 'timer', 'afterTimer'),
      flow('f4', 'alert', 'afterSignal'),
      flow('f5', 'afterTimer', 'end'),
      flow('f6', 'afterSignal', 'end2'),
    ].join('') + `<!--${signalName}-->`;

  it('an event gateway takes the first event and drops the others (EventBasedGatewayTest.testCatchSignalCancelsTimer, testCatchTimerCancelsSignal)', async () => {
    const name = uniq('alert');
    const { definitionId } = await deploy(gateway(name), { afterTimer: user(a), afterSignal: user(b) }, signal('sig', name));
    const bySignal = await start(definitionId);
    expect((await waiting(bySignal)).map((w) => w.type).sort()).toEqual(['signal', 'timer']);
    expect(await t.callOk(processEventApi.signal, { body: { signalName: name, processInstanceId: bySignal }, as: admin })).toBe(1);
    expect(await openNames(bySignal)).toEqual(['告警处理']);
    expect(await waiting(bySignal)).toEqual([]);
    const byTimer = await start(definitionId);
    expect(await fireLater(HOUR + 1000)).toBe(1);
    expect(await openNames(byTimer)).toEqual(['超时处理']);
    expect(await t.db.select().from(bpmEventSubscription).where(eq(bpmEventSubscription.processInstanceId, byTimer))).toEqual([]);
  });
});

describe('error and terminate ends', () => {
  it('an error end in a sub-process is caught by the boundary on it (BoundaryErrorEventTest.testCatchErrorOnEmbeddedSubprocess)', async () => {
    const body = [
      startEv,
      '<bpmn:subProcess id="sub" name="采购子流程">',
      '<bpmn:startEvent id="subStart" />',
      userTask('check', '采购核对'),
      '<bpmn:exclusiveGateway id="ok" default="fine" />',
      '<bpmn:endEvent id="subEnd" />',
      '<bpmn:endEvent id="fail"><bpmn:errorEventDefinition errorRef="err" /></bpmn:endEvent>',
      flow('s0', 'subStart', 'check'),
      flow('s1', 'check', 'ok'),
      flow('bad', 'ok', 'fail', '${stock == 0}'),
      flow('fine', 'ok', 'subEnd'),
      '</bpmn:subProcess>',
      boundary('caught', 'sub', '<bpmn:errorEventDefinition errorRef="err" />'),
      userTask('handle', '缺货处理'),
      endEv(),
      endEv('end2'),
      flow('f0', 'start', 'sub'),
      flow('f1', 'sub', 'end'),
      flow('f2', 'caught', 'handle'),
      flow('f3', 'handle', 'end2'),
    ].join('');
    const { definitionId } = await deploy(body, { check: user(a), handle: user(b) }, '<bpmn:error id="err" errorCode="OUT_OF_STOCK" />');
    const failing = await start(definitionId, { stock: 0 });
    await approve(a, failing);
    expect(await openNames(failing)).toEqual(['缺货处理']);
    const acts = await activities(failing);
    expect(acts.find((x) => x.key === 'caught')).toMatchObject({ outcome: 'fired' });
    const fine = await start(definitionId, { stock: 3 });
    await approve(a, fine);
    expect(await instance(fine)).toMatchObject({ status: 2, result: BpmResult.APPROVE });
  });

  it('a terminate end on one branch ends the instance, however many tokens are live (TerminateEndEventTest.testProcessTerminate)', async () => {
    const body = [
      startEv,
      '<bpmn:parallelGateway id="fork" />',
      userTask('slow', '慢的分支'),
      userTask('fast', '快的分支'),
      '<bpmn:endEvent id="kill"><bpmn:terminateEventDefinition /></bpmn:endEvent>',
      endEv(),
      flow('f0', 'start', 'fork'),
      flow('f1', 'fork', 'slow'),
      flow('f2', 'fork', 'fast'),
      flow('f3', 'slow', 'end'),
      flow('f4', 'fast', 'kill'),
    ].join('');
    const { definitionId } = await deployProcess(t, admin, body, { slow: user(a), fast: user(b) });
    const id = await start(definitionId);
    expect(await openNames(id)).toEqual(['快的分支', '慢的分支']);
    await approve(b, id);
    expect(await instance(id)).toMatchObject({ status: 2, result: BpmResult.APPROVE });
    expect(await openNames(id)).toEqual([]);
  });
});

describe('message and signal starts', () => {
  it('starts the newest version that starts with the message (MessageStartEventTest.testSingleMessageStartEvent)', async () => {
    const name = uniq('newOrder');
    const body = ['<bpmn:startEvent id="byMessage"><bpmn:messageEventDefinition messageRef="m" /></bpmn:startEvent>', userTask('task', '处理订单'), endEv(), flow('f0', 'byMessage', 'task'), flow('f1', 'task', 'end')].join('');
    const { definitionId } = await deploy(body, { task: user(a) }, message('m', name));
    const id = await t.callOk(processEventApi.startByMessage, { body: { messageName: name, variables: { orderNo: 'A1' } }, as: starter.session });
    expect(await instance(id)).toMatchObject({ status: 1, formVariables: { orderNo: 'A1' } });
    expect(await openNames(id)).toEqual(['处理订单']);
    expect(await t.call(processEventApi.startByMessage, { body: { messageName: uniq('none') }, as: starter.session })).toMatchObject({ code: 1009004008 });
    // Without a none start event the start page cannot start it, and says how it starts.
    const page = await t.call(processInstanceApi.create, { body: { processDefinitionId: definitionId, variables: { reason: 'x' } }, as: starter.session });
    expect(page.msg).toContain('只能通过消息或信号发起');
  });

  it('a signal with no instance named starts the processes that start with it (SignalEventTest.testSignalStartEvent)', async () => {
    const name = uniq('kickoff');
    const body = ['<bpmn:startEvent id="bySignal"><bpmn:signalEventDefinition signalRef="s" /></bpmn:startEvent>', userTask('task', '信号发起的审批'), endEv(), flow('f0', 'bySignal', 'task'), flow('f1', 'task', 'end')].join('');
    await deploy(body, { task: user(a) }, signal('s', name));
    expect(await t.callOk(processEventApi.signal, { body: { signalName: name }, as: starter.session })).toBe(1);
    const todo = await t.callOk(taskApi.todoPage, { query: { pageSize: 100 }, as: a.session });
    expect(todo.list.some((x) => x.name === '信号发起的审批')).toBe(true);
  });
});

describe('sub-processes', () => {
  const nested = [
    startEv,
    '<bpmn:subProcess id="outer" name="外层">',
    '<bpmn:startEvent id="os" />',
    '<bpmn:subProcess id="inner" name="内层">',
    '<bpmn:startEvent id="is" />',
    userTask('deep', '子流程内审批'),
    '<bpmn:endEvent id="ie" />',
    flow('i0', 'is', 'deep'),
    flow('i1', 'deep', 'ie'),
    '</bpmn:subProcess>',
    '<bpmn:endEvent id="oe" />',
    flow('o0', 'os', 'inner'),
    flow('o1', 'inner', 'oe'),
    '</bpmn:subProcess>',
    userTask('after', '子流程后审批'),
    endEv(),
    flow('f0', 'start', 'outer'),
    flow('f1', 'outer', 'after'),
    flow('f2', 'after', 'end'),
  ].join('');

  it('runs nested sub-processes, and a second server finishes a task inside one (SubProcessTest.testNestedSimpleSubProcess)', async () => {
    const { definitionId } = await deployProcess(t, admin, nested, { deep: user(a), after: user(b) });
    const id = await start(definitionId);
    expect(await openNames(id)).toEqual(['子流程内审批']);
    // A restart in the middle of the sub-process: another server on the same database approves.
    const second = await secondInstance(t);
    try {
      const [mine] = await todoOf(t, a.session, id);
      const res = await second.app.inject({
        method: 'PUT',
        url: '/tri-real-api/admin-api/bpm/task/approve',
        headers: { authorization: `Bearer ${a.session.accessToken}`, 'tenant-id': '1', 'content-type': 'application/json' },
        payload: JSON.stringify({ id: mine!.id, reason: '第二台服务器' }),
      });
      expect(res.json()).toMatchObject({ code: 0, data: true });
    } finally {
      await second.close();
    }
    expect(await openNames(id)).toEqual(['子流程后审批']);
    const acts = await activities(id);
    expect(acts.filter((x) => ['outer', 'inner', 'deep'].includes(x.key)).every((x) => x.endTime !== null)).toBe(true);
    await approve(b, id);
    expect((await instance(id)).result).toBe(BpmResult.APPROVE);
  });

  it('runs a sub-process once per element of a collection, each with its own element and counter (MultiInstanceTest.testParallelSubProcess)', async () => {
    const body = [
      startEv,
      '<bpmn:subProcess id="each" name="各部门会签">',
      '<bpmn:multiInstanceLoopCharacteristics camunda:collection="${heads}" camunda:elementVariable="head" />',
      '<bpmn:startEvent id="es" />',
      userTask('sign', '部门会签 ${loopCounter + 1}', ' camunda:assignee="${head}"'),
      '<bpmn:endEvent id="ee" />',
      flow('e0', 'es', 'sign'),
      flow('e1', 'sign', 'ee'),
      '</bpmn:subProcess>',
      userTask('after', '汇总'),
      endEv(),
      flow('f0', 'start', 'each'),
      flow('f1', 'each', 'after'),
      flow('f2', 'after', 'end'),
    ].join('');
    const { definitionId } = await deployProcess(t, admin, body, { after: user(c) });
    const id = await start(definitionId, { heads: [a.id, b.id] });
    const open = await openTasks(id);
    expect(open.map((x) => [x.name, x.assigneeUserId]).sort()).toEqual([
      ['部门会签 1', a.id],
      ['部门会签 2', b.id],
    ]);
    await approve(a, id);
    expect(await openNames(id)).toEqual(['部门会签 2']);
    await approve(b, id);
    expect(await openNames(id)).toEqual(['汇总']);
  });
});

describe('call activities', () => {
  it('calls the newest active version with in/out mappings, and the detail pages link both (CallActivityAdvancedScenarioTest.testSubProcessWithDataInputOutput)', async () => {
    const childBody = [startEv, userTask('buy', '采购审批'), endEv(), flow('f0', 'start', 'buy'), flow('f1', 'buy', 'end')].join('');
    // Two versions of the called process: the call takes the newest.
    const child = await deployProcess(t, admin, childBody, { buy: user(a) });
    const model = await t.callOk(modelApi.get, { query: { id: child.modelId }, as: admin });
    await t.callOk(modelApi.update, {
      body: { id: model.id, name: model.name, formType: 10, formId: model.formId, bpmnXml: bpmnXml({ key: child.key, name: '测试流程', body: childBody.replace('采购审批', '采购审批（新版）') }) },
      as: admin,
    });
    await t.callOk(modelApi.deploy, { query: { id: child.modelId }, as: admin });
    const body = [
      startEv,
      `<bpmn:callActivity id="call" name="采购" calledElement="${child.key}"><bpmn:extensionElements><camunda:in source="amount" target="budget" /><camunda:out source="supplier" target="chosenSupplier" /></bpmn:extensionElements></bpmn:callActivity>`,
      userTask('after', '确认供应商 ${chosenSupplier}'),
      endEv(),
      flow('f0', 'start', 'call'),
      flow('f1', 'call', 'after'),
      flow('f2', 'after', 'end'),
    ].join('');
    const { definitionId } = await deployProcess(t, admin, body, { after: user(b) });
    const id = await start(definitionId, { amount: 800 });
    const parent = await instance(id);
    expect(parent.childProcessInstances).toHaveLength(1);
    const calledId = parent.childProcessInstances[0]!.id;
    expect(parent.childProcessInstances[0]).toMatchObject({ status: 1, activityId: 'call' });
    const called = await instance(calledId);
    expect(called).toMatchObject({ parentProcessInstance: { id, activityId: 'call' }, formVariables: { budget: 800 } });
    expect(await openNames(calledId)).toEqual(['采购审批（新版）']);
    expect((await activities(id)).find((x) => x.key === 'call')).toMatchObject({ calledProcessInstanceId: calledId, endTime: null });
    // Approving in the called process sets a variable that goes back out.
    await approve(a, calledId, { supplier: '华为' });
    expect(await instance(calledId)).toMatchObject({ status: 2, result: BpmResult.APPROVE });
    expect(await openNames(id)).toEqual(['确认供应商 华为']);
  });

  it('a rejection in the called process rejects the caller; cancelling the caller cancels the called', async () => {
    const childBody = [startEv, userTask('buy', '采购审批'), endEv(), flow('f0', 'start', 'buy'), flow('f1', 'buy', 'end')].join('');
    const child = await deployProcess(t, admin, childBody, { buy: user(a) });
    const body = [startEv, `<bpmn:callActivity id="call" calledElement="${child.key}" />`, endEv(), flow('f0', 'start', 'call'), flow('f1', 'call', 'end')].join('');
    const { definitionId } = await deployProcess(t, admin, body, {});
    const rejected = await start(definitionId);
    const [task] = await todoOf(t, a.session, (await instance(rejected)).childProcessInstances[0]!.id);
    await t.callOk(taskApi.reject, { body: { id: task!.id, reason: '预算不足' }, as: a.session });
    expect(await instance(rejected)).toMatchObject({ status: 2, result: BpmResult.REJECT });
    const cancelled = await start(definitionId);
    const calledId = (await instance(cancelled)).childProcessInstances[0]!.id;
    await t.callOk(processInstanceApi.cancel, { body: { id: cancelled, reason: '不买了' }, as: starter.session });
    expect(await instance(calledId)).toMatchObject({ status: 2, result: BpmResult.CANCEL });
    expect(await openNames(calledId)).toEqual([]);
  });
});

describe('tasks', () => {
  it('a receive task waits until triggered (ReceiveTaskTest.testWaitStateBehavior)', async () => {
    const body = [startEv, '<bpmn:receiveTask id="waitState" name="等待回执" />', userTask('task', '回执后审批'), endEv(), flow('f0', 'start', 'waitState'), flow('f1', 'waitState', 'task'), flow('f2', 'task', 'end')].join('');
    const { definitionId } = await deployProcess(t, admin, body, { task: user(a) });
    const id = await start(definitionId);
    expect(await waiting(id)).toEqual([expect.objectContaining({ activityId: 'waitState', activityName: '等待回执', type: 'receive' })]);
    expect(await t.call(processEventApi.trigger, { body: { processInstanceId: id, activityId: 'task' }, as: admin })).toMatchObject({ code: 1009004008 });
    expect(await t.callOk(processEventApi.trigger, { body: { processInstanceId: id, activityId: 'waitState' }, as: admin })).toBe(true);
    expect(await openNames(id)).toEqual(['回执后审批']);
    expect(await t.call(processEventApi.trigger, { body: { processInstanceId: id, activityId: 'waitState' }, as: admin })).toMatchObject({ code: 1009004008, msg: '接收任务【等待回执】没有在等待' });
  });

  it('one task per element of a collection, in Flowable\'s own namespace, with ${loopCounter} in the name (MultiInstanceTest.testParallelUserTasksBasedOnCollection)', async () => {
    const key = uniq('mi_');
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="Examples">',
      `<process id="${key}" name="测试流程">`,
      '<startEvent id="theStart" />',
      '<sequenceFlow sourceRef="theStart" targetRef="miTasks" />',
      '<userTask id="miTasks" name="会签 ${loopCounter}" flowable:assignee="${assignee}">',
      '<multiInstanceLoopCharacteristics isSequential="false" flowable:collection="${assigneeList}" flowable:elementVariable="assignee">',
      '<completionCondition>${nrOfCompletedInstances / nrOfInstances >= 0.6}</completionCondition>',
      '</multiInstanceLoopCharacteristics>',
      '</userTask>',
      '<sequenceFlow sourceRef="miTasks" targetRef="theEnd" />',
      '<endEvent id="theEnd" />',
      '</process>',
      '</definitions>',
    ].join('\n');
    const { definitionId } = await deployXml(t, admin, key, xml, {});
    const id = await start(definitionId, { assigneeList: [a.id, b.id, c.id] });
    expect((await openTasks(id)).map((x) => [x.name, x.assigneeUserId]).sort()).toEqual([
      ['会签 0', a.id],
      ['会签 1', b.id],
      ['会签 2', c.id],
    ]);
    await approve(a, id);
    await approve(b, id);
    // 2 of 3 is 0.67 ≥ 0.6: the third task is cancelled and the instance ends.
    expect(await instance(id)).toMatchObject({ status: 2, result: BpmResult.APPROVE });
  });

  it('loopCardinality 0 skips the activity (MultiInstanceTest.testZeroLoopCardinalityOnParallelUserTask)', async () => {
    const body = [startEv, userTask('mi', '会签', '', '<bpmn:multiInstanceLoopCharacteristics><bpmn:loopCardinality>${n}</bpmn:loopCardinality></bpmn:multiInstanceLoopCharacteristics>'), userTask('next', '下一步'), endEv(), flow('f0', 'start', 'mi'), flow('f1', 'mi', 'next'), flow('f2', 'next', 'end')].join('');
    const { definitionId } = await deployProcess(t, admin, body, { mi: user(a), next: user(b) });
    const id = await start(definitionId, { n: 0 });
    expect(await openNames(id)).toEqual(['下一步']);
  });

  it('evaluates names and due dates, and assignees that name the starter only while that is allowed', async () => {
    const body = [startEv, userTask('task', '${reason}：复核', ' camunda:dueDate="PT2H"'), userTask('self', '发起人确认', ' camunda:assignee="${starter}"'), endEv(), flow('f0', 'start', 'task'), flow('f1', 'task', 'self'), flow('f2', 'self', 'end')].join('');
    const { definitionId } = await deployProcess(t, admin, body, { task: user(a) });
    const id = await start(definitionId, { reason: '出差' });
    const [task] = await openTasks(id);
    expect(task).toMatchObject({ name: '出差：复核' });
    expect(task!.dueTime! - Date.now()).toBeGreaterThan(HOUR + 59 * 60_000);
    // Separation of duties is on: the starter may not be given a task, even by an expression.
    const [mine] = await todoOf(t, a.session, id);
    const res = await t.call(taskApi.approve, { body: { id: mine!.id, reason: '同意' }, as: a.session });
    expect(res.code).not.toBe(0);
    expect(res.msg).toContain('发起人');
    expect(await openNames(id)).toEqual(['出差：复核']);
  });

  it('a service task calls a bean a feature declared: the starter\'s leader gets the next task (ExpressionServiceTaskTest, by delegate expression)', async () => {
    const body = [
      startEv,
      '<bpmn:serviceTask id="find" name="查找部门负责人" camunda:delegateExpression="${bpmStarterLeader}" />',
      userTask('leader', '部门负责人审批', ' camunda:assignee="${starterLeader}"'),
      endEv(),
      flow('f0', 'start', 'find'),
      flow('f1', 'find', 'leader'),
      flow('f2', 'leader', 'end'),
    ].join('');
    const { definitionId } = await deployProcess(t, admin, body, {});
    const id = await start(definitionId);
    // The starter works in 研发部门 (103), whose leader is the administrator (1).
    expect((await openTasks(id)).map((x) => x.assigneeUserId)).toEqual([1]);
    expect(await t.callOk(processEventApi.variables, { query: { id }, as: starter.session })).toMatchObject({ starterLeader: 1 });
  });

  it('approving can set variables a later gateway reads', async () => {
    const body = [
      startEv,
      userTask('review', '审核'),
      '<bpmn:exclusiveGateway id="gw" default="no" />',
      userTask('finance', '财务'),
      endEv(),
      flow('f0', 'start', 'review'),
      flow('f1', 'review', 'gw'),
      flow('yes', 'gw', 'finance', '${needFinance == true}'),
      flow('no', 'gw', 'end'),
      flow('f2', 'finance', 'end'),
    ].join('');
    const { definitionId } = await deployProcess(t, admin, body, { review: user(a), finance: user(b) });
    const id = await start(definitionId);
    const [task] = await todoOf(t, a.session, id);
    const bad = await t.api({ method: 'PUT', path: '/bpm/task/approve', body: { id: task!.id, reason: 'x', variables: { 'bad name': 1 } }, token: a.session.accessToken });
    expect(bad.code).toBe(400);
    await approve(a, id, { needFinance: true });
    expect(await openNames(id)).toEqual(['财务']);
  });
});

describe('model tolerance', () => {
  it('names flows that have no id, ends a path without an end event, and refuses a default flow with a condition, naming it', async () => {
    const tolerant = [startEv, userTask('task', '审批'), '<bpmn:sequenceFlow sourceRef="start" targetRef="task" />'].join('');
    const { definitionId } = await deployProcess(t, admin, tolerant, { task: user(a) });
    const id = await start(definitionId);
    await approve(a, id);
    expect(await instance(id)).toMatchObject({ status: 2, result: BpmResult.APPROVE });

    const key = uniq('p_');
    const modelId = await t.callOk(modelApi.create, { body: { key, name: '默认连线' }, as: admin });
    const refused = [startEv, '<bpmn:exclusiveGateway id="gw" default="dflt" />', endEv(), endEv('end2'), flow('f0', 'start', 'gw'), flow('dflt', 'gw', 'end', '${x > 1}'), flow('f2', 'gw', 'end2')].join('');
    const formId = (await t.callOk(modelApi.get, { query: { id: (await deployProcess(t, admin, tolerant, { task: user(a) })).modelId }, as: admin })).formId!;
    await t.callOk(modelApi.update, { body: { id: modelId, name: '默认连线', bpmnXml: bpmnXml({ key, name: '默认连线', body: refused }), formType: 10, formId }, as: admin });
    const res = await t.call(modelApi.deploy, { query: { id: modelId }, as: admin });
    expect(res.code).not.toBe(0);
    expect(res.msg).toContain('默认连线【dflt】不能设置条件');
  });
});

describe('variables', () => {
  it('shows the variables to those who may read the instance, secrets masked', async () => {
    const { definitionId } = await deployProcess(t, admin, [startEv, userTask('task', '审批'), endEv(), flow('f0', 'start', 'task'), flow('f1', 'task', 'end')].join(''), { task: user(a) });
    const id = await start(definitionId, { day: 3, apiPassword: 'p@ss' });
    expect(await t.callOk(processEventApi.variables, { query: { id }, as: a.session })).toMatchObject({ day: 3, apiPassword: '******', reason: '事由' });
    expect(await t.call(processEventApi.variables, { query: { id }, as: c.session })).toMatchObject({ code: 1009004000 });
    const other = await t.login('admin110', 'admin123', 121);
    expect((await t.call(processEventApi.variables, { query: { id }, as: other })).code).not.toBe(0);
    expect((await t.call(processEventApi.signal, { body: { signalName: 'x', processInstanceId: id }, as: other })).code).not.toBe(0);
  });
});


describe('the demo', () => {
  it('deploys 采购申请（超时升级）: 李四 starts it, two days later it escalates to the administrator, then calls 采购子流程', async () => {
    const lisi = { id: 102, session: await t.login('lisi', 'test123') };
    const zhangsan = { id: 101, session: await t.login('zhangsan', 'test123') };
    const [definition] = (await t.callOk(processDefinitionApi.page, { query: { key: PURCHASE_PROCESS_KEY }, as: admin })).list;
    expect(definition).toMatchObject({ name: '采购申请（超时升级）', suspensionState: 1 });
    const id = await start(definition!.id, { item: '显示器', purchaseType: 2, quantity: 2, amount: 2400, reason: '新同事入职' }, lisi);
    // 领导审批 goes to 李四's department leader, 张三.
    expect((await openTasks(id)).map((x) => [x.name, x.assigneeUserId])).toEqual([['领导审批', 101]]);
    expect(await fireLater(2 * 24 * HOUR + 1000)).toBeGreaterThanOrEqual(1);
    expect((await openTasks(id)).map((x) => [x.name, x.assigneeUserId])).toEqual([['升级审批', 1]]);
    await approve({ id: 1, session: admin }, id);
    const [called] = (await t.callOk(processInstanceApi.get, { query: { id }, as: lisi.session })).childProcessInstances;
    expect(called).toMatchObject({ name: '采购子流程', status: 1 });
    const calledVariables = await t.callOk(processEventApi.variables, { query: { id: called!.id }, as: lisi.session });
    expect(calledVariables).toMatchObject({ amount: 2400, reason: '新同事入职' });
    // 采购审批组 is 张三 and 赵六: the first candidate takes it.
    await approve(zhangsan, called!.id, { supplier: '京东企业购' });
    expect(await t.callOk(processInstanceApi.get, { query: { id }, as: lisi.session })).toMatchObject({ status: 2, result: BpmResult.APPROVE });
  });
});
