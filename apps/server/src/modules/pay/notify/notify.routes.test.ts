// @postgres: two runs claiming the same due task at once (the lease), the worker crossing tenants under row-level security
/**
 * 回调通知: a merchant's app hears each paid order and settled refund, retried on the
 * reference's schedule until it answers success; every attempt is a log row on 回调通知's
 * detail. The merchant is a local HTTP server; time is moved by passing `now` to the run.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCodes,
  NOTIFY_FREQUENCY_SECONDS,
  PayNotifyStatus,
  PayNotifyType,
  Permissions,
  authApi,
  jobApi,
  jobLogApi,
  payNotifyApi,
  type MenuNode,
  type QueryOf,
} from '@tenon/contracts';
import { withinTenant } from '../../../db/tenantContext.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { outboundPolicy } from '../../../platform/outbound-policy.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../../system/role/testing/rbac.fixtures.ts';
import { payApp } from '../app/pay-app.schema.ts';
import { payNotifyTask } from './pay-notify.schema.ts';
import { createPayNotifyTask, type NewPayNotifyTask } from './index.ts';
import { PayNotifier } from './pay-notifier.ts';

const { SUCCESS, FAILURE, REQUEST_SUCCESS, REQUEST_FAILURE, WAITING } = PayNotifyStatus;

/** A merchant's notify endpoint: each path answers its scripted replies in turn (then the last again), and keeps what it was sent. */
interface Reply {
  status: number;
  body: string;
}
const ok: Reply = { status: 200, body: JSON.stringify({ code: 0, data: true, msg: '' }) };
const received: Array<{ path: string; headers: http.IncomingHttpHeaders; body: unknown }> = [];
const scripts = new Map<string, Reply[]>();
const merchant = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    const path = req.url ?? '/';
    received.push({ path, headers: req.headers, body: JSON.parse(text) });
    const script = scripts.get(path) ?? [ok];
    const reply = script.length > 1 ? script.shift()! : script[0]!;
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
});
let base: string;
/** A path of its own on the merchant, answering `replies`. */
const endpoint = (...replies: Reply[]) => {
  const path = `/notify/${uniq('p')}`;
  scripts.set(path, replies.length ? replies : [ok]);
  return { url: `${base}${path}`, calls: () => received.filter((r) => r.path === path) };
};

let t: TestApp;
let admin: Session;
let other: Session;
let appA: number;
let appB: number;
let notifier: PayNotifier;
const failures: unknown[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, [Permissions.pay.notify.query]);
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
  const app = (name: string) => ({ tenantId: 1, name, orderNotifyUrl: `${base}/order`, refundNotifyUrl: `${base}/refund` });
  [appA, appB] = (await t.db.insert(payApp).values([app('商城'), app('会员')]).returning({ id: payApp.id })).map((r) => r.id);
  notifier = notifierWith(true);
  // The demo's notifications (接入示例's seeded orders) are settled, so each run here posts only this file's tasks.
  await t.db.update(payNotifyTask).set({ status: PayNotifyStatus.SUCCESS, nextNotifyTime: null });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => merchant.close(resolve));
  expect(failures).toEqual([]);
});

/** A notifier on the app's own pool (which row-level security binds on PostgreSQL); the test's merchant is on 127.0.0.1, which tests allow. */
const notifierWith = (allowLocal: boolean) =>
  new PayNotifier(t.app.database.db, outboundPolicy({ allow: [], deny: [], allowLocal }).fetch, (err) => failures.push(err));

let dataIds = 5000;
/** A task created as the order service creates one: inside its transaction, through the door. */
async function createTask(task: Partial<NewPayNotifyTask> & { notifyUrl: string }, now = Date.now(), tenantId = 1): Promise<NewPayNotifyTask> {
  const full: NewPayNotifyTask = { type: PayNotifyType.ORDER, dataId: ++dataIds, appId: appA, merchantOrderId: uniq('M'), ...task };
  const db = t.app.database.db;
  await withinTenant(tenantId, () => db.transaction((tx) => createPayNotifyTask(tx, tenantScope(db, tenantId), full, now)));
  return full;
}
const page = (query: QueryOf<typeof payNotifyApi.page> = {}, as = admin) => t.callOk(payNotifyApi.page, { query: { pageSize: 100, ...query }, as });
const taskOf = async (task: NewPayNotifyTask) => (await page({ dataId: task.dataId, type: task.type })).list[0]!;
const detail = async (task: NewPayNotifyTask) => t.callOk(payNotifyApi.getDetail, { query: { id: (await taskOf(task)).id }, as: admin });

describe('the screen and the job', () => {
  it('puts 回调通知 under 支付管理, opening the reference’s view', async () => {
    const { menus, permissions } = await t.callOk(authApi.getPermissionInfo, { as: admin });
    const pay = menus.find((m: MenuNode) => m.name === '支付管理')!;
    expect(pay.children!.find((m) => m.name === '回调通知')).toMatchObject({ path: 'notify', icon: 'example', component: 'pay/notify/index', componentName: 'PayNotify' });
    expect(permissions).toContain(Permissions.pay.notify.query);
  });

  it('has 支付通知 Job built in, every 5 seconds', async () => {
    const { list } = await t.callOk(jobApi.page, { query: { handlerName: 'payNotifyJob' }, as: admin });
    expect(list).toEqual([expect.objectContaining({ name: '支付通知 Job', handlerName: 'payNotifyJob', cronExpression: '0/5 * * * * ?' })]);
  });
});

describe('posting a notification', () => {
  it('posts the order’s result with the tenant, and retries 15 s then 15 s until the merchant answers success', async () => {
    const merchantSays = endpoint({ status: 500, body: 'busy' }, { status: 200, body: JSON.stringify({ code: 1, msg: '订单不存在' }) }, ok);
    const now = Date.now();
    const task = await createTask({ notifyUrl: merchantSays.url, merchantOrderId: 'M-1001' }, now);
    expect(await taskOf(task)).toMatchObject({ status: WAITING, notifyTimes: 0, maxNotifyTimes: 9, nextNotifyTime: now, lastExecuteTime: null, appName: '商城' });

    expect(await notifier.runDue(now)).toEqual({ posted: 1, succeeded: 0 });
    expect(merchantSays.calls()).toEqual([
      expect.objectContaining({ body: { merchantOrderId: 'M-1001', payOrderId: task.dataId }, headers: expect.objectContaining({ 'tenant-id': '1', 'content-type': 'application/json' }) }),
    ]);
    expect(await taskOf(task)).toMatchObject({ status: REQUEST_FAILURE, notifyTimes: 1, lastExecuteTime: now, nextNotifyTime: now + 15_000 });

    // Not due yet: nothing is posted.
    expect(await notifier.runDue(now + 14_999)).toEqual({ posted: 0, succeeded: 0 });
    expect(await notifier.runDue(now + 15_000)).toEqual({ posted: 1, succeeded: 0 });
    expect(await taskOf(task)).toMatchObject({ status: REQUEST_SUCCESS, notifyTimes: 2, nextNotifyTime: now + 30_000 });

    expect(await notifier.runDue(now + 30_000)).toEqual({ posted: 1, succeeded: 1 });
    const done = await detail(task);
    expect(done).toMatchObject({ status: SUCCESS, notifyTimes: 3, lastExecuteTime: now + 30_000, nextNotifyTime: null, appName: '商城', merchantOrderId: 'M-1001' });
    expect(done.logs.map(({ notifyTimes, status, response }) => ({ notifyTimes, status, response }))).toEqual([
      { notifyTimes: 3, status: SUCCESS, response: ok.body },
      { notifyTimes: 2, status: REQUEST_SUCCESS, response: '{"code":1,"msg":"订单不存在"}' },
      { notifyTimes: 1, status: REQUEST_FAILURE, response: 'HTTP 500 busy' },
    ]);
    // Settled: never posted again.
    expect(await notifier.runDue(now + 86_400_000)).toEqual({ posted: 0, succeeded: 0 });
    expect(merchantSays.calls()).toHaveLength(3);
  });

  it('gives up after 9 attempts over the reference’s schedule: 通知失败', async () => {
    const down = endpoint({ status: 502, body: '' });
    let now = Date.now();
    const task = await createTask({ notifyUrl: down.url }, now);
    for (const [i, seconds] of NOTIFY_FREQUENCY_SECONDS.entries()) {
      expect(await notifier.runDue(now)).toEqual({ posted: 1, succeeded: 0 });
      expect(await taskOf(task)).toMatchObject({ status: REQUEST_FAILURE, notifyTimes: i + 1, nextNotifyTime: now + seconds * 1000 });
      now += seconds * 1000;
    }
    expect(await notifier.runDue(now)).toEqual({ posted: 1, succeeded: 0 });
    const failed = await detail(task);
    expect(failed).toMatchObject({ status: FAILURE, notifyTimes: 9, lastExecuteTime: now, nextNotifyTime: null });
    expect(failed.logs.map((l) => l.status)).toEqual([FAILURE, ...Array(8).fill(REQUEST_FAILURE)]);
    expect(failed.logs[0]).toMatchObject({ notifyTimes: 9, response: 'HTTP 502' });
    expect(await notifier.runDue(now + 86_400_000)).toEqual({ posted: 0, succeeded: 0 });
    expect(down.calls()).toHaveLength(9);
  });

  it('posts a refund’s result once when two runs take the due tasks at the same moment', async () => {
    const refund = endpoint();
    const now = Date.now();
    const task = await createTask({ type: PayNotifyType.REFUND, notifyUrl: refund.url, merchantOrderId: 'M-2001', merchantRefundId: 'R-2001' }, now);
    const runs = await Promise.all([notifier.runDue(now), notifier.runDue(now)]);
    expect(runs.map((r) => r.posted).sort()).toEqual([0, 1]);
    expect(refund.calls().map((c) => c.body)).toEqual([{ merchantOrderId: 'M-2001', payRefundId: task.dataId }]);
    expect((await detail(task)).logs).toHaveLength(1);
  });

  it('makes one task of an order notified twice (a channel repeating its callback)', async () => {
    const once = endpoint();
    const now = Date.now();
    const task = await createTask({ notifyUrl: once.url }, now);
    await createTask({ ...task, notifyUrl: `${base}/elsewhere` }, now + 1000);
    expect((await page({ dataId: task.dataId })).list).toEqual([expect.objectContaining({ notifyUrl: once.url, type: PayNotifyType.ORDER })]);
    expect(await notifier.runDue(now + 1000)).toEqual({ posted: 1, succeeded: 1 });
    expect(once.calls()).toHaveLength(1);
  });

  it('posts at once when kicked after the payment’s commit, without waiting for the job', async () => {
    const merchantSays = endpoint();
    const task = await createTask({ notifyUrl: merchantSays.url });
    notifier.kick();
    // A second kick while the first runs only asks for one more look.
    notifier.kick();
    await notifier.idle();
    expect(merchantSays.calls()).toHaveLength(1);
    expect(await taskOf(task)).toMatchObject({ status: SUCCESS, notifyTimes: 1 });
  });

  it('is what 支付通知 Job runs, saying how many were posted and how many succeeded', async () => {
    const [good, bad] = [endpoint(), endpoint({ status: 404, body: 'no such page' })];
    await createTask({ notifyUrl: good.url });
    await createTask({ notifyUrl: bad.url });
    const job = (await t.callOk(jobApi.page, { query: { handlerName: 'payNotifyJob' }, as: admin })).list[0]!;
    await t.callOk(jobApi.trigger, { query: { id: job.id }, as: admin });
    await t.app.jobs.runner.idle();
    const [latest] = (await t.callOk(jobLogApi.page, { query: { jobId: job.id }, as: admin })).list;
    expect(latest!.result).toBe('执行支付通知 2 个，成功 1 个');
    expect([good.calls().length, bad.calls().length]).toEqual([1, 1]);
  });
});

describe('回调通知 (the list and the detail)', () => {
  it('filters by app, type, data id, status, merchant order id and creation time, newest first', async () => {
    const [paid, refused] = [endpoint(), endpoint({ status: 500, body: '' })];
    // Long ago, so that no task of the other tests is due in this run.
    const now = Date.UTC(2021, 5, 1);
    const a = await createTask({ notifyUrl: paid.url, merchantOrderId: 'F-1' }, now);
    const b = await createTask({ notifyUrl: refused.url, appId: appB, type: PayNotifyType.REFUND, merchantOrderId: 'F-2' }, now + 1);
    await notifier.runDue(now + 1);
    const c = await createTask({ notifyUrl: paid.url, appId: appB, merchantOrderId: 'F-3' }, now + 2);
    // 2031-01-01 12:00 in Shanghai.
    const dated = await createTask({ notifyUrl: paid.url, merchantOrderId: 'F-4' }, Date.UTC(2031, 0, 1, 4));
    const ids = async (query: QueryOf<typeof payNotifyApi.page>) => (await page(query)).list.map((r) => r.merchantOrderId).filter((m) => m.startsWith('F-'));

    expect(await ids({})).toEqual(['F-4', 'F-3', 'F-2', 'F-1']);
    expect(await ids({ appId: appB })).toEqual(['F-3', 'F-2']);
    expect(await ids({ type: PayNotifyType.REFUND })).toEqual(['F-2']);
    expect(await ids({ dataId: a.dataId })).toEqual(['F-1']);
    expect(await ids({ status: REQUEST_FAILURE })).toEqual(['F-2']);
    expect(await ids({ status: WAITING })).toEqual(['F-4', 'F-3']);
    expect(await ids({ merchantOrderId: 'F-3' })).toEqual(['F-3']);
    expect(await ids({ createTime: ['2031-01-01 00:00:00', '2031-01-01 23:59:59'] })).toEqual(['F-4']);
    const ofB = await page({ appId: appB });
    expect(ofB.total).toBe(2);
    expect(ofB.list.map((r) => [r.dataId, r.appName])).toEqual([[c.dataId, '会员'], [b.dataId, '会员']]);
    expect((await page({ dataId: dated.dataId })).list[0]).toMatchObject({ appName: '商城', createTime: Date.UTC(2031, 0, 1, 4) });
  });

  it('answers a task the tenant does not have with 支付通知任务不存在', async () => {
    expect(await t.call(payNotifyApi.getDetail, { query: { id: 999_999 }, as: admin })).toEqual({ code: ErrorCodes.PAY_NOTIFY_TASK_NOT_FOUND.code, data: null, msg: '支付通知任务不存在' });
  });

  it('keeps a tenant’s notifications from another tenant', async () => {
    const { id } = (await page()).list[0]!;
    expect((await t.call(payNotifyApi.getDetail, { query: { id }, as: other })).code).toBe(ErrorCodes.PAY_NOTIFY_TASK_NOT_FOUND.code);
    expect(await page({}, other)).toEqual({ list: [], total: 0 });
    // Its own task is its own to read.
    const mine = await createTask({ notifyUrl: endpoint().url, merchantOrderId: 'T121-1' }, Date.now(), 121);
    expect((await page({}, other)).list.map((r) => r.merchantOrderId)).toEqual(['T121-1']);
    expect((await page({ dataId: mine.dataId })).list).toEqual([]);
  });
});

describe('a URL the outbound policy refuses', () => {
  it('is a failed request, its reason in the log, retried like any other', async () => {
    const strict = notifierWith(false);
    // Long ago: the only task due then is this one.
    const now = Date.UTC(2020, 0, 1);
    const task = await createTask({ notifyUrl: endpoint().url }, now);
    expect(await strict.runDue(now)).toEqual({ posted: 1, succeeded: 0 });
    const refused = await detail(task);
    expect(refused).toMatchObject({ status: REQUEST_FAILURE, notifyTimes: 1, nextNotifyTime: now + 15_000 });
    expect(refused.logs[0]!.response).toBe('127.0.0.1 是本机地址');
  });
});
