// @postgres: two refunds of one order at once (the order's row lock), the notifier across tenants
/**
 * 接入示例 end to end, as a merchant of the pay module: a demo order files a pay order, the
 * cashier pays it through the mock and the wallet, the pay module's notification reaches the
 * demo's update-paid over HTTP (this server, listening), a refund goes the same way back; and the
 * merchant endpoints refuse what the pay module's records do not back.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ErrorCodes,
  PayNotifyStatus,
  PayOrderStatus,
  PayRefundStatus,
  payDemoOrderApi,
  payNotifyApi,
  payOrderApi,
  payRefundApi,
  type PayDemoOrder,
} from '@tenon/contracts';
import { listeningTestApp, type Session, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  // The demo app's notify URLs are this server's own paths: it must listen where it says it does.
  t = await listeningTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const demoOrder = async (id: number): Promise<PayDemoOrder> => {
  const page = await t.callOk(payDemoOrderApi.page, { query: { pageNo: 1, pageSize: 100 }, as: admin });
  return page.list.find((o) => o.id === id)!;
};

const newDemoOrder = async (spuId = 3) => {
  const id = await t.callOk(payDemoOrderApi.create, { body: { spuId }, as: admin });
  return demoOrder(id);
};

describe('接入示例', () => {
  it('creates a demo order with a waiting pay order of 示例应用 for the product', async () => {
    const order = await newDemoOrder(3);
    expect(order).toMatchObject({ spuId: 3, spuName: '苹果手表', price: 100, payStatus: false, refundPrice: 0, userId: 1 });
    const pay = await t.callOk(payOrderApi.get, { query: { id: order.payOrderId! }, as: admin });
    expect(pay).toMatchObject({ appName: '示例应用', merchantOrderId: String(order.id), subject: '苹果手表', price: 100, status: PayOrderStatus.WAITING });
    expect(pay!.expireTime - pay!.createTime).toBeGreaterThan(3600_000);
  });

  it('mock pay → the pay order is paid at once → the merchant hears it and the demo order reads paid', async () => {
    const order = await newDemoOrder(2);
    const submitted = await t.callOk(payOrderApi.submit, { body: { id: order.payOrderId!, channelCode: 'mock' }, as: admin });
    expect(submitted.status).toBe(PayOrderStatus.SUCCESS);
    const pay = await t.callOk(payOrderApi.getDetail, { query: { id: order.payOrderId! }, as: admin });
    expect(pay).toMatchObject({ status: PayOrderStatus.SUCCESS, channelCode: 'mock', price: 10 });
    expect(pay.no).toMatch(/^P\d{23}$/);
    expect(pay.channelOrderNo).toBe(`MOCK-P-${pay.no}`);
    expect(pay.extension).toMatchObject({ no: pay.no, channelCode: 'mock', status: 10 });
    // The notification is posted right after the commit, to the demo's own update-paid.
    await vi.waitFor(async () => expect((await demoOrder(order.id)).payStatus).toBe(true), { timeout: 10_000 });
    const after = await demoOrder(order.id);
    expect(after).toMatchObject({ payChannelCode: 'mock' });
    // The attempt is recorded once the merchant's answer is read, just after the merchant acted on it.
    await vi.waitFor(
      async () => {
        const tasks = await t.callOk(payNotifyApi.page, { query: { pageNo: 1, pageSize: 10, merchantOrderId: String(order.id) }, as: admin });
        expect(tasks.list).toHaveLength(1);
        expect(tasks.list[0]).toMatchObject({ type: 1, dataId: order.payOrderId, status: PayNotifyStatus.SUCCESS, notifyTimes: 1 });
      },
      { timeout: 10_000 },
    );
    // Paying again is refused: the order is paid.
    const again = await t.call(payOrderApi.submit, { body: { id: order.payOrderId!, channelCode: 'mock' }, as: admin });
    expect(again.code).toBe(ErrorCodes.PAY_ORDER_STATUS_IS_SUCCESS.code);
  });

  it('refund → the refund succeeds through the mock → the order reads 已退款 and the demo order its refund time', async () => {
    const order = await newDemoOrder(4);
    await t.callOk(payOrderApi.submit, { body: { id: order.payOrderId!, channelCode: 'mock' }, as: admin });
    await vi.waitFor(async () => expect((await demoOrder(order.id)).payStatus).toBe(true), { timeout: 10_000 });
    expect(await t.callOk(payDemoOrderApi.refund, { query: { id: order.id }, as: admin })).toBe(true);
    const refunds = await t.callOk(payRefundApi.page, { query: { pageNo: 1, pageSize: 10, merchantOrderId: String(order.id) }, as: admin });
    expect(refunds.list).toHaveLength(1);
    expect(refunds.list[0]).toMatchObject({ status: PayRefundStatus.SUCCESS, refundPrice: 1000, payPrice: 1000, merchantRefundId: `${order.id}-refund`, reason: '想退钱', appName: '示例应用' });
    const pay = await t.callOk(payOrderApi.get, { query: { id: order.payOrderId! }, as: admin });
    expect(pay).toMatchObject({ status: PayOrderStatus.REFUND, refundPrice: 1000 });
    await vi.waitFor(async () => expect((await demoOrder(order.id)).refundTime).not.toBeNull(), { timeout: 10_000 });
    expect(await demoOrder(order.id)).toMatchObject({ refundPrice: 1000, payRefundId: refunds.list[0]!.id });
    // A second refund of a refunded demo order is refused by the demo, and by the pay module.
    expect((await t.call(payDemoOrderApi.refund, { query: { id: order.id }, as: admin })).code).toBe(ErrorCodes.PAY_DEMO_ORDER_REFUND_FAIL_REFUNDED.code);
  });

  it('two refunds of one order at once refund it once', async () => {
    const order = await newDemoOrder(5);
    await t.callOk(payOrderApi.submit, { body: { id: order.payOrderId!, channelCode: 'mock' }, as: admin });
    await vi.waitFor(async () => expect((await demoOrder(order.id)).payStatus).toBe(true), { timeout: 10_000 });
    const answers = await Promise.all([1, 2, 3].map(() => t.call(payDemoOrderApi.refund, { query: { id: order.id }, as: admin })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    // Which refusal a loser gets depends on how far the winner got: the demo order marked refunded,
    // the refund filed (and waiting for its channel or done, the order's refundable price spent).
    const refusals = [
      ErrorCodes.PAY_DEMO_ORDER_REFUND_FAIL_REFUNDED,
      ErrorCodes.PAY_REFUND_EXISTS,
      ErrorCodes.PAY_REFUND_HAS_REFUNDING,
      ErrorCodes.PAY_REFUND_PRICE_EXCEED,
    ].map((e) => e.code);
    for (const refused of answers.filter((a) => a.code !== 0)) {
      expect(refusals).toContain(refused.code);
    }
    const refunds = await t.callOk(payRefundApi.page, { query: { pageNo: 1, pageSize: 10, merchantOrderId: String(order.id) }, as: admin });
    expect(refunds.list).toHaveLength(1);
    const pay = await t.callOk(payOrderApi.get, { query: { id: order.payOrderId! }, as: admin });
    expect(pay!.refundPrice).toBe(200000);
  });

  it('an unpaid demo order is not refunded; an unknown product is refused with the reference message', async () => {
    const order = await newDemoOrder(1);
    expect((await t.call(payDemoOrderApi.refund, { query: { id: order.id }, as: admin })).code).toBe(ErrorCodes.PAY_DEMO_ORDER_REFUND_FAIL_NOT_PAID.code);
    const unknown = await t.api({ method: 'POST', path: '/pay/demo-order/create', body: { spuId: 9 }, token: admin.accessToken });
    expect(unknown.code).toBe(400);
  });

  it('update-paid trusts only the pay order it names: another order, a waiting one, an unknown one', async () => {
    const a = await newDemoOrder(1);
    const b = await newDemoOrder(1);
    const call = (merchantOrderId: string, payOrderId: number) => t.call(payDemoOrderApi.updatePaid, { body: { merchantOrderId, payOrderId }, as: undefined });
    // Public, but the tenant must be named (the notifier sends it).
    expect((await call(String(a.id), b.payOrderId!)).code).toBe(ErrorCodes.PAY_DEMO_ORDER_UPDATE_PAID_FAIL_PAY_ORDER_ID_ERROR.code);
    expect((await call(String(a.id), a.payOrderId!)).code).toBe(ErrorCodes.PAY_DEMO_ORDER_UPDATE_PAID_FAIL_PAY_ORDER_STATUS_NOT_SUCCESS.code);
    expect((await call('99999999', a.payOrderId!)).code).toBe(ErrorCodes.PAY_DEMO_ORDER_NOT_FOUND.code);
    expect((await demoOrder(a.id)).payStatus).toBe(false);
  });

  it('the wallet pays from the caller’s own balance, once, and refunds back to it', async () => {
    const order = await newDemoOrder(4);
    const paid = await t.callOk(payOrderApi.submit, { body: { id: order.payOrderId!, channelCode: 'wallet' }, as: admin });
    expect(paid.status).toBe(PayOrderStatus.SUCCESS);
    await vi.waitFor(async () => expect((await demoOrder(order.id)).payChannelCode).toBe('wallet'), { timeout: 10_000 });
    await t.callOk(payDemoOrderApi.refund, { query: { id: order.id }, as: admin });
    const pay = await t.callOk(payOrderApi.get, { query: { id: order.payOrderId! }, as: admin });
    expect(pay).toMatchObject({ status: PayOrderStatus.REFUND, refundPrice: 1000, channelCode: 'wallet' });
  });

  it('a user without a wallet cannot pay with it, and nothing is paid', async () => {
    const plain = await t.loginPlain();
    const order = await newDemoOrder(1);
    const refused = await t.call(payOrderApi.submit, { body: { id: order.payOrderId!, channelCode: 'wallet' }, as: plain });
    expect(refused.code).toBe(ErrorCodes.PAY_WALLET_NOT_FOUND.code);
    const pay = await t.callOk(payOrderApi.get, { query: { id: order.payOrderId! }, as: admin });
    expect(pay!.status).toBe(PayOrderStatus.WAITING);
  });
});
