// @postgres: the settling transaction's row locks (a notification racing the answer), across tenants
/**
 * The pay order's state machine as a provider drives it: a channel of 示例应用 on a fake Alipay
 * gateway (its own keys, signed answers), the cashier's submit answering what to display, the
 * provider's notification paying the order once — repeated, late, out of order, forged or for
 * another amount — and the expiry job closing an unpaid order. The demo orders file the pay
 * orders, as any merchant would.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ErrorCodes,
  PayOrderStatus,
  Permissions,
  jobApi,
  jobLogApi,
  payAppApi,
  payChannelApi,
  payDemoOrderApi,
  payNotifyApi,
  payOrderApi,
} from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin } from '../../system/role/testing/rbac.fixtures.ts';
import { startFakeAlipay, type FakeAlipay } from '../client/testing/fake-alipay.ts';
import { payOrder, payOrderExtension } from './pay-order.schema.ts';

const APP_ID = '2021000122679999';
let t: TestApp;
let admin: Session;
let other: Session;
let fake: FakeAlipay;
let channelId: number;

beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, [...Object.values(Permissions.pay.order)]);
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  fake = await startFakeAlipay({ appId: APP_ID, appPublicKey: keys.publicKey });
  const app = (await t.callOk(payAppApi.list, { as: admin })).find((a) => a.name === '示例应用')!;
  const config = {
    appId: APP_ID,
    serverUrl: fake.url,
    signType: 'RSA2',
    mode: 1,
    privateKey: keys.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    alipayPublicKey: fake.alipayPublicKeyBase64,
  };
  channelId = await t.callOk(payChannelApi.create, {
    body: { appId: app.id, code: 'alipay_qr', status: 0, feeRate: 0.6, remark: '沙箱', config: JSON.stringify(config) },
    as: admin,
  });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

/** A waiting pay order of 示例应用 (a demo order's), priced `spuId`'s demo price. */
const newPayOrder = async (spuId = 4) => {
  const id = await t.callOk(payDemoOrderApi.create, { body: { spuId }, as: admin });
  const page = await t.callOk(payDemoOrderApi.page, { query: { pageNo: 1, pageSize: 100 }, as: admin });
  return page.list.find((o) => o.id === id)!.payOrderId!;
};

const submitQr = async (id: number) => {
  const answer = await t.callOk(payOrderApi.submit, { body: { id, channelCode: 'alipay_qr' }, as: admin });
  const [extension] = await t.db.select().from(payOrderExtension).where(eq(payOrderExtension.orderId, id));
  return { answer, outTradeNo: extension!.no };
};

/** Posts a provider notification as Alipay does: a signed form. */
const notify = (form: string) =>
  t.app.inject({
    method: 'POST',
    url: `/tri-real-api/admin-api/pay/notify/order/${channelId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: form,
  });

const paidNotice = (outTradeNo: string, extra: Record<string, string> = {}) =>
  fake.notification({ out_trade_no: outTradeNo, trade_no: `2026${outTradeNo.slice(-8)}`, trade_status: 'TRADE_SUCCESS', total_amount: '10.00', buyer_id: '2088000000000001', gmt_payment: '2026-11-29 12:00:00', ...extra });

const orderOf = (id: number) => t.callOk(payOrderApi.getDetail, { query: { id }, as: admin });
const tasksOf = async (id: number) => (await t.callOk(payNotifyApi.page, { query: { pageNo: 1, pageSize: 10, dataId: id, type: 1 }, as: admin })).list;

describe('支付宝扫码支付 through the cashier and the notification', () => {
  it('submit answers the QR code to show; the order waits for the payer', async () => {
    const id = await newPayOrder();
    const { answer, outTradeNo } = await submitQr(id);
    expect(answer).toMatchObject({ status: PayOrderStatus.WAITING, displayMode: 'qr_code' });
    expect(answer.displayContent).toMatch(/^https:\/\/qr\.alipay\.com\//);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'alipay.trade.precreate', biz: { out_trade_no: outTradeNo, total_amount: '10.00', subject: '华硕笔记本' } });
    expect(fake.calls.at(-1)!.params.notify_url).toMatch(new RegExp(`/tri-real-api/admin-api/pay/notify/order/${channelId}$`));
    expect((await orderOf(id)).status).toBe(PayOrderStatus.WAITING);
  });

  it('a genuine notification pays the order once: repeated, it changes nothing and files no second merchant notification', async () => {
    const id = await newPayOrder();
    const { outTradeNo } = await submitQr(id);
    const first = await notify(paidNotice(outTradeNo));
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('success');
    const paid = await orderOf(id);
    expect(paid).toMatchObject({ status: PayOrderStatus.SUCCESS, channelCode: 'alipay_qr', no: outTradeNo, channelOrderNo: `2026${outTradeNo.slice(-8)}`, channelUserId: '2088000000000001' });
    // 0.6% of ¥10.00, rounded: 6 cents.
    expect(paid).toMatchObject({ channelFeeRate: 0.6, channelFeePrice: 6 });
    expect(paid.extension!.channelNotifyData).toContain(outTradeNo);
    expect(await tasksOf(id)).toHaveLength(1);

    const again = await notify(paidNotice(outTradeNo));
    expect(again.body).toBe('success');
    const after = await orderOf(id);
    expect(after.successTime).toBe(paid.successTime);
    expect(await tasksOf(id)).toHaveLength(1);
  });

  it('a notification that the trade closed, arriving after it was paid, leaves the order paid', async () => {
    const id = await newPayOrder();
    const { outTradeNo } = await submitQr(id);
    expect((await notify(paidNotice(outTradeNo))).body).toBe('success');
    const closedLate = await notify(paidNotice(outTradeNo, { trade_status: 'TRADE_CLOSED' }));
    expect(closedLate.body).toBe('success');
    expect((await orderOf(id)).status).toBe(PayOrderStatus.SUCCESS);
  });

  it('a closed trade closes the attempt, not the order: the payer may try again', async () => {
    const id = await newPayOrder();
    const { outTradeNo } = await submitQr(id);
    expect((await notify(paidNotice(outTradeNo, { trade_status: 'TRADE_CLOSED' }))).body).toBe('success');
    const [attempt] = await t.db.select().from(payOrderExtension).where(eq(payOrderExtension.no, outTradeNo));
    expect(attempt!.status).toBe(30);
    expect((await orderOf(id)).status).toBe(PayOrderStatus.WAITING);
    const second = await submitQr(id);
    expect((await notify(paidNotice(second.outTradeNo))).body).toBe('success');
    expect((await orderOf(id)).no).toBe(second.outTradeNo);
  });

  it('refuses a forged notification and one for another amount, and the order stays unpaid', async () => {
    const id = await newPayOrder();
    const { outTradeNo } = await submitQr(id);
    const forged = new URLSearchParams(paidNotice(outTradeNo));
    forged.set('total_amount', '0.01');
    const refused = await notify(forged.toString());
    expect(refused.json()).toMatchObject({ code: ErrorCodes.PAY_CHANNEL_NOTIFY_INVALID.code });
    const otherAmount = await notify(paidNotice(outTradeNo, { total_amount: '0.01' }));
    expect(otherAmount.json()).toMatchObject({ code: ErrorCodes.PAY_CHANNEL_NOTIFY_INVALID.code });
    expect((await orderOf(id)).status).toBe(PayOrderStatus.WAITING);
    expect(await tasksOf(id)).toHaveLength(0);
  });

  it('a notification for an unknown channel or an attempt that is not ours changes nothing', async () => {
    const unknownChannel = await t.app.inject({ method: 'POST', url: '/tri-real-api/admin-api/pay/notify/order/99999999', payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(unknownChannel.json()).toMatchObject({ code: ErrorCodes.PAY_CHANNEL_NOT_FOUND.code });
    const stranger = await notify(paidNotice('P20260101000000000000001'));
    // Signed by Alipay but for no attempt of ours: answered as not taken, so Alipay keeps it for a person to look at.
    expect(stranger.body).not.toBe('success');
  });

  it('the channel’s refusal at submit is shown with its code and message', async () => {
    const id = await newPayOrder();
    fake.refuseNext = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_HAS_CLOSE', sub_msg: '交易已经关闭' };
    const refused = await t.call(payOrderApi.submit, { body: { id, channelCode: 'alipay_qr' }, as: admin });
    expect(refused.code).toBe(ErrorCodes.PAY_ORDER_SUBMIT_CHANNEL_ERROR.code);
    expect(refused.msg).toContain('交易已经关闭');
    expect((await orderOf(id)).status).toBe(PayOrderStatus.WAITING);
  });
});

describe('submit refusals and the expiry', () => {
  it('refuses a channel the app has not enabled, an unknown order, another tenant’s order', async () => {
    const id = await newPayOrder();
    expect((await t.call(payOrderApi.submit, { body: { id, channelCode: 'wx_native' }, as: admin })).code).toBe(ErrorCodes.PAY_CHANNEL_NOT_FOUND.code);
    expect((await t.call(payOrderApi.submit, { body: { id: 99999999, channelCode: 'mock' }, as: admin })).code).toBe(ErrorCodes.PAY_ORDER_NOT_FOUND.code);
    expect((await t.call(payOrderApi.submit, { body: { id, channelCode: 'mock' }, as: other })).code).toBe(ErrorCodes.PAY_ORDER_NOT_FOUND.code);
    expect(await t.callOk(payOrderApi.get, { query: { id }, as: other })).toBeNull();
  });

  it('an expired order is refused at the cashier and closed by the expiry job', async () => {
    const id = await newPayOrder();
    const { outTradeNo } = await submitQr(id);
    await t.db.update(payOrder).set({ expireTime: Date.now() - 1000 }).where(eq(payOrder.id, id));
    expect((await t.call(payOrderApi.submit, { body: { id, channelCode: 'mock' }, as: admin })).code).toBe(ErrorCodes.PAY_ORDER_IS_EXPIRED.code);
    const job = (await t.callOk(jobApi.page, { query: { handlerName: 'payOrderExpireJob' }, as: admin })).list[0]!;
    expect(job.name).toBe('支付订单的过期关闭');
    await t.callOk(jobApi.trigger, { query: { id: job.id }, as: admin });
    await t.app.jobs.runner.idle();
    const [log] = (await t.callOk(jobLogApi.page, { query: { jobId: job.id }, as: admin })).list;
    expect(log!.result).toMatch(/^关闭了 \d+ 个过期的支付单$/);
    expect((await orderOf(id)).status).toBe(PayOrderStatus.CLOSED);
    // Asked first: the fake still has the trade waiting, so the attempt closed with the order.
    expect(fake.calls.some((c) => c.method === 'alipay.trade.query' && c.biz.out_trade_no === outTradeNo)).toBe(true);
    const [attempt] = await t.db.select().from(payOrderExtension).where(eq(payOrderExtension.no, outTradeNo));
    expect(attempt!.status).toBe(30);
    // A payment learnt after the close does not reopen it.
    const late = await notify(paidNotice(outTradeNo));
    expect(late.json()).toMatchObject({ code: ErrorCodes.PAY_ORDER_STATUS_IS_NOT_WAITING.code });
    expect((await orderOf(id)).status).toBe(PayOrderStatus.CLOSED);
  });

  it('an expired order the channel reports paid is settled as paid, not closed', async () => {
    const id = await newPayOrder();
    const { outTradeNo } = await submitQr(id);
    fake.trades.get(outTradeNo)!.trade_status = 'TRADE_SUCCESS';
    await t.db.update(payOrder).set({ expireTime: Date.now() - 1000 }).where(eq(payOrder.id, id));
    const job = (await t.callOk(jobApi.page, { query: { handlerName: 'payOrderExpireJob' }, as: admin })).list[0]!;
    await t.callOk(jobApi.trigger, { query: { id: job.id }, as: admin });
    await t.app.jobs.runner.idle();
    expect((await orderOf(id)).status).toBe(PayOrderStatus.SUCCESS);
  });
});

describe('支付订单 list and export', () => {
  it('filters by app, channel, status and numbers, and exports what it lists', async () => {
    const id = await newPayOrder();
    const { outTradeNo } = await submitQr(id);
    await notify(paidNotice(outTradeNo));
    const byNo = await t.callOk(payOrderApi.page, { query: { pageNo: 1, pageSize: 10, no: outTradeNo }, as: admin });
    expect(byNo.list.map((o) => o.id)).toEqual([id]);
    const byChannel = await t.callOk(payOrderApi.page, { query: { pageNo: 1, pageSize: 100, channelCode: 'alipay_qr', status: PayOrderStatus.SUCCESS }, as: admin });
    expect(byChannel.list.every((o) => o.channelCode === 'alipay_qr' && o.status === PayOrderStatus.SUCCESS)).toBe(true);
    expect(byChannel.list.map((o) => o.id)).toContain(id);
    expect((await t.callOk(payOrderApi.page, { query: { pageNo: 1, pageSize: 10, no: outTradeNo }, as: other })).list).toEqual([]);
    const file = await t.download(payOrderApi.export, { query: { no: outTradeNo }, as: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('支付订单.xlsx'));
  });
});
