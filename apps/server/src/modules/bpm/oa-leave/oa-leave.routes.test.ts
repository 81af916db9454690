// @postgres: a leave whose process cannot start is rolled back; dates in the product's time zone
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions, oaLeaveApi, processInstanceApi, taskApi, type BodyOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin } from '../../system/role/testing/rbac.fixtures.ts';
import { leaveDays } from './leave-days.ts';

/**
 * Against the demo's deployed `oa_leave`: 李四 (市场部门) asks, its leader 张三 approves, and 赵六
 * (post 人力资源) approves leaves longer than 3 days.
 */
let t: TestApp;
let lisi: Session;
let zhangsan: Session;
let zhaoliu: Session;
let admin: Session;
/** 测试号: 普通角色, in 测试部门, which has no leader. */
let tester: Session;
let otherTenant: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.bpm.oaLeave));
  [lisi, zhangsan, zhaoliu, admin, tester, otherTenant] = await Promise.all([
    t.login('lisi', 'test123'),
    t.login('zhangsan', 'test123'),
    t.login('zhaoliu', 'test123'),
    t.login(),
    t.login('test', 'test123'),
    t.login('admin110', 'admin123', 121),
  ]);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const MONDAY_9AM = Date.parse('2030-03-04T09:00:00+08:00');
const leave = (days: number, more: Partial<BodyOf<typeof oaLeaveApi.create>> = {}) => ({
  type: 1,
  reason: '家中有事',
  startTime: MONDAY_9AM,
  endTime: MONDAY_9AM + days * DAY,
  ...more,
});
const create = (body: BodyOf<typeof oaLeaveApi.create>, as = lisi) => t.call(oaLeaveApi.create, { body, as });
const get = (id: number, as = lisi) => t.call(oaLeaveApi.get, { query: { id }, as });
const myLeave = (id: number) => t.callOk(oaLeaveApi.get, { query: { id }, as: lisi });

/** The open task of the leave's instance in `as`'s todo list. */
async function todoOf(as: Session, instanceId: string) {
  const todo = await t.callOk(taskApi.todoPage, { query: { pageSize: 100 }, as });
  return todo.list.find((task) => task.processInstance.id === instanceId);
}

describe('POST /bpm/oa/leave/create', () => {
  it('stores the leave with result 处理中, its whole days and the process it started, whose first task goes to the department leader', async () => {
    const id = await t.callOk(oaLeaveApi.create, { body: leave(2), as: lisi });
    const row = await myLeave(id);
    expect(row).toMatchObject({ id, type: 1, reason: '家中有事', startTime: MONDAY_9AM, endTime: MONDAY_9AM + 2 * DAY, day: 2, result: 1 });
    expect(row.processInstanceId).toEqual(expect.any(String));
    const task = await todoOf(zhangsan, row.processInstanceId!);
    expect(task).toMatchObject({ name: '领导审批', processInstance: { name: 'OA 请假', startUserNickname: '李四' } });
  });

  it('counts calendar dates in the product’s time zone: Monday evening to Tuesday morning is 1 day', async () => {
    const start = Date.parse('2030-03-04T18:00:00+08:00');
    const id = await t.callOk(oaLeaveApi.create, { body: leave(0, { startTime: start, endTime: start + 15 * 3_600_000 }), as: lisi });
    expect((await myLeave(id)).day).toBe(1);
  });

  it('refuses a leave that ends on the day it starts, or before it starts, with 请假天数必须>=1', async () => {
    const sameDay = await create(leave(0, { endTime: MONDAY_9AM + 8 * 3_600_000 }));
    expect({ code: sameDay.code, msg: sameDay.msg }).toEqual({ code: 1009001007, msg: '请假天数必须>=1' });
    const backwards = await create(leave(-2));
    expect(backwards.code).toBe(1009001007);
  });

  it('refuses a type the dictionary bpm_oa_leave_type does not have', async () => {
    const res = await create(leave(2, { type: 9 }));
    expect({ code: res.code, msg: res.msg }).toEqual({ code: 400, msg: '请假类型【9】不存在' });
  });

  it('keeps no leave when the process cannot start: nobody to approve, or no deployed oa_leave', async () => {
    const noLeader = await create(leave(2), tester);
    expect({ code: noLeader.code, msg: noLeader.msg }).toEqual({ code: 1009006003, msg: '操作失败，原因：找不到任务的审批人！' });
    expect((await t.callOk(oaLeaveApi.page, { query: {}, as: tester })).total).toBe(0);

    const undeployed = await create(leave(2), otherTenant);
    expect({ code: undeployed.code, msg: undeployed.msg }).toEqual({ code: 1009003002, msg: '流程定义不存在' });
    expect((await t.callOk(oaLeaveApi.page, { query: {}, as: otherTenant })).total).toBe(0);
  });
});

describe('the leave’s result follows its process', () => {
  it('a short leave is approved by the leader alone', async () => {
    const id = await t.callOk(oaLeaveApi.create, { body: leave(3), as: lisi });
    const { processInstanceId } = await myLeave(id);
    const task = await todoOf(zhangsan, processInstanceId!);
    await t.callOk(taskApi.approve, { body: { id: task!.id, reason: '同意' }, as: zhangsan });
    expect((await myLeave(id)).result).toBe(2);
    expect(await todoOf(zhaoliu, processInstanceId!)).toBeUndefined();
  });

  it('a leave longer than 3 days also needs HR, and stays 处理中 until HR approves', async () => {
    const id = await t.callOk(oaLeaveApi.create, { body: leave(5), as: lisi });
    const { processInstanceId } = await myLeave(id);
    const leaderTask = await todoOf(zhangsan, processInstanceId!);
    await t.callOk(taskApi.approve, { body: { id: leaderTask!.id, reason: '同意' }, as: zhangsan });
    expect((await myLeave(id)).result).toBe(1);
    const hrTask = await todoOf(zhaoliu, processInstanceId!);
    expect(hrTask?.name).toBe('HR审批');
    await t.callOk(taskApi.approve, { body: { id: hrTask!.id, reason: '同意' }, as: zhaoliu });
    expect((await myLeave(id)).result).toBe(2);
  });

  it('is 不通过 when the leader rejects, and 已取消 when the asker cancels', async () => {
    const rejected = await t.callOk(oaLeaveApi.create, { body: leave(2), as: lisi });
    const task = await todoOf(zhangsan, (await myLeave(rejected)).processInstanceId!);
    await t.callOk(taskApi.reject, { body: { id: task!.id, reason: '人手不足' }, as: zhangsan });
    expect((await myLeave(rejected)).result).toBe(3);

    const cancelled = await t.callOk(oaLeaveApi.create, { body: leave(2), as: lisi });
    await t.callOk(processInstanceApi.cancel, { body: { id: (await myLeave(cancelled)).processInstanceId!, reason: '不请了' }, as: lisi });
    expect((await myLeave(cancelled)).result).toBe(4);
  });
});

describe('GET /bpm/oa/leave/get and page: my own leaves, and the ones I approve', () => {
  it('answers 请假申请不存在 to a colleague outside its process, another tenant and an unknown id', async () => {
    const id = await t.callOk(oaLeaveApi.create, { body: leave(2), as: lisi });
    // 赵六 (HR) has no part in a 2-day leave.
    for (const res of [await get(id, zhaoliu), await get(id, otherTenant), await get(999_999)]) {
      expect({ code: res.code, msg: res.msg }).toEqual({ code: 1009001001, msg: '请假申请不存在' });
    }
    // Its approver and a process manager see it (the process detail page shows it as the application).
    expect((await get(id, zhangsan)).data).toMatchObject({ id, reason: expect.any(String) });
    expect((await get(id, admin)).code).toBe(0);
    const adminsPage = await t.callOk(oaLeaveApi.page, { query: { pageSize: 100 }, as: admin });
    expect(adminsPage.list.map((l) => l.id)).not.toContain(id);
  });

  it('filters by result, type, reason (contains) and application time, newest first', async () => {
    const marriage = await t.callOk(oaLeaveApi.create, { body: leave(4, { type: 3, reason: '回老家结婚' }), as: lisi });
    const page = (query: Record<string, unknown>) => t.callOk(oaLeaveApi.page, { query: { pageSize: 100, ...query }, as: lisi });

    const all = await page({});
    expect(all.list.map((l) => l.id)).toEqual([...all.list.map((l) => l.id)].sort((a, b) => b - a));
    expect(all.list[0]).toMatchObject({ id: marriage, type: 3, day: 4, result: 1 });
    expect((await page({ type: 3 })).list.map((l) => l.id)).toEqual([marriage]);
    expect((await page({ reason: '老家' })).list.map((l) => l.id)).toEqual([marriage]);
    expect((await page({ result: 2 })).list.every((l) => l.result === 2)).toBe(true);
    expect((await page({ result: 2 })).total).toBeGreaterThan(0);
    expect((await page({ createTime: ['2000-01-01 00:00:00', '2000-12-31 23:59:59'] })).total).toBe(0);
    expect((await page({ createTime: ['2000-01-01 00:00:00', '2099-12-31 23:59:59'] })).total).toBe(all.total);
  });
});

describe('leaveDays', () => {
  it('is the difference of calendar dates in the given time zone', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(leaveDays(at('2030-03-04T09:00:00+08:00'), at('2030-03-06T18:00:00+08:00'), 'Asia/Shanghai')).toBe(2);
    expect(leaveDays(at('2030-03-04T23:30:00+08:00'), at('2030-03-05T00:30:00+08:00'), 'Asia/Shanghai')).toBe(1);
    expect(leaveDays(at('2030-03-04T23:30:00+08:00'), at('2030-03-05T00:30:00+08:00'), 'UTC')).toBe(0);
  });
});
