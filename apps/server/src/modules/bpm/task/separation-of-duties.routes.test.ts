/**
 * Separation of duties (issue 21): with 配置管理's `bpm.task.forbid-starter-approval` on (its
 * first value), no path gives a task to its process's starter — 转办 (update-assignee), 委派,
 * 加签 are refused with the reason, and a rule's candidates go without the starter (nobody else
 * left refuses the command). Switched off through the config API, the reference's behaviour
 * returns at the next command.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigKeys, ConfigType, configApi, processInstanceApi, taskApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { approvalBody } from '../definition/testing/fixtures.ts';
import { deployProcess, staff, todoOf, type Staff } from '../process-instance/testing/runtime.fixtures.ts';

let t: TestApp;
let admin: Session;
let starter: Staff;
let a: Staff;
let b: Staff;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  // Created first: the starter has the lowest id, so a rule naming several picks them first.
  [starter, a, b] = [await staff(t, admin), await staff(t, admin), await staff(t, admin)];
});
afterAll(() => t.close());

const KEY = ConfigKeys.BPM_FORBID_STARTER_APPROVAL;
const REFUSED = { code: 1009005014, data: null, msg: '不能将任务交给流程发起人本人审批（职责分离）' };
const configRow = async () => (await t.callOk(configApi.page, { query: { key: KEY, pageSize: 100 }, as: admin })).list.find((c) => c.key === KEY)!;
const setSwitch = async (value: string) => t.call(configApi.update, { body: { ...(await configRow()), value }, as: admin });

const users = (...s: Staff[]) => ({ type: 30 as const, options: s.map((x) => x.id) });
const start = (definitionId: string, as: Session = starter.session) =>
  t.call(processInstanceApi.create, { body: { processDefinitionId: definitionId, variables: { reason: '事由' } }, as });
/** A one-step process whose task `a` holds, started by the starter. */
async function openTaskOfA() {
  const { definitionId } = await deployProcess(t, admin, approvalBody([['x', '审批']]), { x: users(a) });
  const id = (await start(definitionId)).data!;
  const [task] = await todoOf(t, a.session, id);
  return { id, taskId: task!.id };
}
const timeline = (id: string) => t.callOk(taskApi.listByProcessInstanceId, { query: { processInstanceId: id }, as: starter.session });

describe('the switch in 配置管理', () => {
  it('is a built-in key, on from the first start, explained, and only true or false', async () => {
    const row = await configRow();
    expect(row).toMatchObject({ type: ConfigType.SYSTEM, category: 'bpm', value: 'true', visible: false, name: '工作流-禁止发起人审批自己的流程' });
    expect(row.remark).toContain('职责分离（true/false）');
    for (const value of ['yes', '1', 'TRUE', 'on'])
      expect(await setSwitch(value)).toEqual({ code: 1001000005, data: null, msg: '参数【bpm.task.forbid-starter-approval】的值不正确：须为 true 或 false' });
    expect((await configRow()).value).toBe('true');
    // A built-in key is never deleted.
    expect((await t.call(configApi.delete, { query: { id: row.id }, as: admin })).code).not.toBe(0);
  });
});

describe('on: nobody hands a task to the starter', () => {
  it('refuses 转办 (update-assignee) to the starter, with the reason, and leaves the task as it was', async () => {
    const { id, taskId } = await openTaskOfA();
    expect(await t.call(taskApi.updateAssignee, { body: { id: taskId, assigneeUserId: starter.id }, as: a.session })).toEqual(REFUSED);
    expect(await todoOf(t, starter.session, id)).toEqual([]);
    expect((await todoOf(t, a.session, id)).map((x) => x.id)).toEqual([taskId]);
    expect((await timeline(id))[0]).toMatchObject({ id: taskId, result: 1, assigneeUser: { id: a.id } });
    // Anyone else still may.
    await t.callOk(taskApi.updateAssignee, { body: { id: taskId, assigneeUserId: b.id }, as: a.session });
    expect(await todoOf(t, b.session, id)).toHaveLength(1);
  });

  it('refuses 委派 to the starter and leaves the task as it was', async () => {
    const { id, taskId } = await openTaskOfA();
    expect(await t.call(taskApi.delegate, { body: { id: taskId, delegateUserId: starter.id, reason: '你来看看' }, as: a.session })).toEqual(REFUSED);
    expect(await todoOf(t, starter.session, id)).toEqual([]);
    expect((await timeline(id))[0]).toMatchObject({ id: taskId, result: 1, reason: null, assigneeUser: { id: a.id } });
    // a still decides.
    await t.callOk(taskApi.approve, { body: { id: taskId, reason: '同意' }, as: a.session });
    expect((await t.callOk(processInstanceApi.get, { query: { id }, as: starter.session })).result).toBe(2);
  });

  it('refuses 加签 of the starter, adding nobody', async () => {
    const { id, taskId } = await openTaskOfA();
    expect(await t.call(taskApi.createSign, { body: { id: taskId, userIdList: [b.id, starter.id], type: 'before', reason: '会签' }, as: a.session })).toEqual(REFUSED);
    expect(await t.callOk(taskApi.childrenList, { query: { parentId: taskId }, as: a.session })).toEqual([]);
    expect((await todoOf(t, a.session, id)).map((x) => x.id)).toEqual([taskId]);
  });

  it('skips the starter among a rule’s candidates', async () => {
    const { definitionId } = await deployProcess(t, admin, approvalBody([['x', '审批']]), { x: users(starter, a) });
    const id = (await start(definitionId)).data!;
    expect(await todoOf(t, starter.session, id)).toEqual([]);
    expect(await todoOf(t, a.session, id)).toHaveLength(1);
  });

  it('refuses the command when a rule finds only the starter, naming the task, and keeps nothing', async () => {
    // 发起人自己 (script 10), and the administrator as the leader of their own department 研发部门 (script 20).
    const self = await deployProcess(t, admin, approvalBody([['x', '自己确认']]), { x: { type: 50, options: [10] } });
    const before = (await t.callOk(processInstanceApi.myPage, { query: {}, as: starter.session })).total;
    expect(await start(self.definitionId)).toEqual({ code: 1009006007, data: null, msg: '操作失败，原因：任务【自己确认】的审批人只有流程发起人本人，不能由其本人审批（职责分离）' });
    expect((await t.callOk(processInstanceApi.myPage, { query: {}, as: starter.session })).total).toBe(before);
    const leader = await deployProcess(t, admin, approvalBody([['lead', '领导审批']]), { lead: { type: 50, options: [20] } });
    expect(await start(leader.definitionId, admin)).toMatchObject({ code: 1009006007, msg: '操作失败，原因：任务【领导审批】的审批人只有流程发起人本人，不能由其本人审批（职责分离）' });
    // A later step is refused the same way: the approval that would open it fails and the task stays open.
    const later = await deployProcess(t, admin, approvalBody([['x', '审批'], ['y', '确认']]), { x: users(a), y: users(starter) });
    const id = (await start(later.definitionId)).data!;
    const [task] = await todoOf(t, a.session, id);
    expect(await t.call(taskApi.approve, { body: { id: task!.id, reason: '同意' }, as: a.session })).toMatchObject({ code: 1009006007 });
    expect((await todoOf(t, a.session, id)).map((x) => x.id)).toEqual([task!.id]);
  });
});

describe('off: the reference’s behaviour, from the next command', () => {
  it('lets 转办 and 委派 hand the starter the task, and a rule pick them; on again, refused at once', async () => {
    expect(await setSwitch('false')).toMatchObject({ code: 0 });
    try {
      const transferred = await openTaskOfA();
      await t.callOk(taskApi.updateAssignee, { body: { id: transferred.taskId, assigneeUserId: starter.id }, as: a.session });
      expect((await todoOf(t, starter.session, transferred.id)).map((x) => x.id)).toEqual([transferred.taskId]);
      await t.callOk(taskApi.approve, { body: { id: transferred.taskId, reason: '我自己批' }, as: starter.session });
      expect((await t.callOk(processInstanceApi.get, { query: { id: transferred.id }, as: starter.session })).result).toBe(2);

      const delegated = await openTaskOfA();
      await t.callOk(taskApi.delegate, { body: { id: delegated.taskId, delegateUserId: starter.id, reason: '你来看看' }, as: a.session });
      expect(await todoOf(t, starter.session, delegated.id)).toHaveLength(1);

      const { definitionId } = await deployProcess(t, admin, approvalBody([['x', '审批']]), { x: users(starter, a) });
      const id = (await start(definitionId)).data!;
      expect(await todoOf(t, starter.session, id)).toHaveLength(1);
    } finally {
      expect(await setSwitch('true')).toMatchObject({ code: 0 });
    }
    const again = await openTaskOfA();
    expect(await t.call(taskApi.updateAssignee, { body: { id: again.taskId, assigneeUserId: starter.id }, as: a.session })).toEqual(REFUSED);
  });
});
