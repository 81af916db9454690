/**
 * The reference's own Vue 2 console (yudao-ui-admin-vue2 v1.8.3: `src/api/pay/*.js`,
 * `src/views/pay/**`) against our server: its pay screens' calls replayed as it sends them — the
 * app form (the whole `get` answer sent back on update), the channel dialogs (config as a JSON
 * string, the dialog's `get` answer sent back with the secrets re-entered), the lists' filters
 * (`createTime` as two wall-clock texts), the demo's create and its cashier (`get`, `submit`, the
 * 2-second `get`), and the demo's refund.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listeningTestApp, type Session, type TestApp } from '../../test/testApp.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await listeningTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const send = <T = Json>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
  t.api<T>({ method, path: url, token: admin.accessToken, tenantId: admin.tenantId, ...(method === 'GET' ? { query: payload as never } : { body: payload }) });
const ok = async <T = Json>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json): Promise<T> => {
  const res = await send<T>(method, url, payload);
  expect(res, `${method} ${url}: ${res.msg}`).toMatchObject({ code: 0 });
  return res.data;
};

describe('应用信息 (src/api/pay/app.js, channel.js)', () => {
  it('adds an app, pages it, reads and saves it back whole, switches it off, configures and edits a channel', async () => {
    const name = `Vue2应用${Date.now() % 100000}`;
    const id = await ok<number>('POST', '/pay/app/create', {
      name,
      status: 0,
      remark: '',
      orderNotifyUrl: 'https://shop.example.com/pay-callback',
      refundNotifyUrl: 'https://shop.example.com/refund-callback',
    });
    const page = await ok<{ list: Json[] }>('GET', '/pay/app/page', { pageNo: 1, pageSize: 10, name, createTime: ['2020-01-01 00:00:00', '2099-12-31 23:59:59'] });
    expect(page.list[0]).toMatchObject({ id, name, status: 0, channelCodes: [] });
    const got = await ok<Json>('GET', `/pay/app/get?id=${id}`);
    await ok('PUT', '/pay/app/update', { ...got, remark: '改过' });
    // changeAppStatus(id, status): the row's switch, with the new status.
    await ok('PUT', '/pay/app/update-status', { id, status: 1 });
    expect(await ok('GET', `/pay/app/get?id=${id}`)).toMatchObject({ remark: '改过', status: 1 });

    // The Alipay dialog: open (no channel yet: data null), fill, save with config as text.
    expect((await send('GET', '/pay/channel/get', { appId: id, code: 'alipay_pc' })).data).toBeNull();
    const config = {
      appId: '2021000000000009',
      serverUrl: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
      signType: 'RSA2',
      mode: 1,
      privateKey: 'MIIEv-private',
      alipayPublicKey: 'MIIBI-public',
      appCertContent: '',
      alipayPublicCertContent: '',
      rootCertContent: '',
    };
    await ok('POST', '/pay/channel/create', { appId: id, code: 'alipay_pc', status: 0, feeRate: '0.6', remark: '', config: JSON.stringify(config) });
    const channel = await ok<Json & { config: string }>('GET', '/pay/channel/get', { appId: id, code: 'alipay_pc' });
    expect(channel).toMatchObject({ appId: id, code: 'alipay_pc', feeRate: 0.6 });
    // Its form: config parsed, the secret empty (write-only); it asks for it again, then sends the whole answer back.
    const form = { ...channel, config: { ...JSON.parse(channel.config), privateKey: 'MIIEv-private-2' } };
    await ok('PUT', '/pay/channel/update', { ...form, remark: '沙箱', config: JSON.stringify(form.config) });
    expect((await ok<{ list: Json[] }>('GET', '/pay/app/page', { pageNo: 1, pageSize: 10, name })).list[0]).toMatchObject({ channelCodes: ['alipay_pc'] });
    // The mock's dialog (noneConfigChannelForm) sends its placeholder config.
    await ok('POST', '/pay/channel/create', { appId: id, code: 'mock', status: 0, feeRate: 0, remark: '', config: JSON.stringify({ name: 'none-config' }) });
    expect(await ok<string[]>('GET', '/pay/app/list')).toEqual(expect.arrayContaining([expect.objectContaining({ id, name })]));
  });
});

describe('接入示例 and the 收银台 (src/api/pay/demo.js, order.js)', () => {
  it('creates a demo order, pays it at the cashier through the mock, and refunds it', async () => {
    const id = await ok<number>('POST', '/pay/demo-order/create', { spuId: 2 });
    const demo = (await ok<{ list: Json[] }>('GET', '/pay/demo-order/page', { pageNo: 1, pageSize: 10 })).list.find((o) => o.id === id)!;
    expect(demo).toMatchObject({ spuName: '小米电视', price: 10, payStatus: false });
    // The cashier: /pay/cashier?id=<payOrderId>&returnUrl=encodeURIComponent('/pay/demo-order?id=…').
    const order = await ok<Json>('GET', '/pay/order/get', { id: demo.payOrderId as number });
    expect(order).toMatchObject({ status: 0, price: 10, subject: '小米电视' });
    const submitted = await ok<Json>('POST', '/pay/order/submit', { id: demo.payOrderId, channelCode: 'mock', returnUrl: 'http://localhost/pay/cashier?id=1' });
    expect(submitted).toMatchObject({ status: 10 });
    expect(await ok<Json>('GET', '/pay/order/get', { id: demo.payOrderId as number })).toMatchObject({ status: 10, channelCode: 'mock' });
    // The merchant's notification is posted after the payment's commit, off the request: on a busy
    // machine it lands after vi.waitFor's default second (CI failed so), as the demo tests allow.
    await vi.waitFor(
      async () => {
        const row = (await ok<{ list: Json[] }>('GET', '/pay/demo-order/page', { pageNo: 1, pageSize: 10 })).list.find((o) => o.id === id)!;
        expect(row.payStatus).toBe(true);
      },
      { timeout: 10_000 },
    );
    await ok('PUT', `/pay/demo-order/refund?id=${id}`);
    const refunds = await ok<{ list: Json[] }>('GET', '/pay/refund/page', { pageNo: 1, pageSize: 10, merchantOrderId: String(id), createTime: ['2020-01-01 00:00:00', '2099-12-31 23:59:59'] });
    expect(refunds.list[0]).toMatchObject({ status: 10, refundPrice: 10, channelCode: 'mock' });
    expect(await ok<Json>('GET', `/pay/refund/get?id=${refunds.list[0]!.id}`)).toMatchObject({ merchantRefundId: `${id}-refund` });
  });
});

describe('支付订单, 回调通知 (src/api/pay/order.js, notify.js)', () => {
  it('pages with the screens’ filters and opens the details', async () => {
    const orders = await ok<{ list: Json[]; total: number }>('GET', '/pay/order/page', { pageNo: 1, pageSize: 10, channelCode: 'mock', status: 20, createTime: ['2020-01-01 00:00:00', '2099-12-31 23:59:59'] });
    expect(orders.total).toBeGreaterThan(0);
    const detail = await ok<Json & { extension: Json }>('GET', `/pay/order/get-detail?id=${orders.list[0]!.id}`);
    expect(detail.extension).toMatchObject({ channelCode: 'mock' });
    const tasks = await ok<{ list: Json[] }>('GET', '/pay/notify/page', { pageNo: 1, pageSize: 10, type: 1, createTime: ['2020-01-01 00:00:00', '2099-12-31 23:59:59'] });
    expect(tasks.list.length).toBeGreaterThan(0);
    const task = await ok<Json & { logs: Json[] }>('GET', `/pay/notify/get-detail?id=${tasks.list[0]!.id}`);
    expect(task).toMatchObject({ type: 1, appName: '示例应用' });
    expect(Array.isArray(task.logs)).toBe(true);
  });
});
