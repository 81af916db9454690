import { createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundPolicy } from '../../../platform/outbound-policy.ts';
import { alipaySignContent, rsa2Verify } from './alipay-sign.ts';
import { createPayClient, PayChannelError, type PayClient, type UnifiedOrderReq } from './index.ts';
import { startFakeAlipay, type FakeAlipay } from './testing/fake-alipay.ts';

const fixtures = path.join(import.meta.dirname, 'test-fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');
const fetch = outboundPolicy({ allow: [], deny: [], allowLocal: true }).fetch;
const APP_ID = '2021000122671234';

const order = (over: Partial<UnifiedOrderReq> = {}): UnifiedOrderReq => ({
  outTradeNo: `T${Math.random().toString(36).slice(2, 10)}`,
  subject: '华为手机',
  body: '一台手机',
  notifyUrl: 'https://shop.example.com/pay/notify/order/7',
  returnUrl: 'https://shop.example.com/back',
  price: 12345,
  expireTime: Date.parse('2026-01-01T06:00:00Z'),
  userIp: '10.0.0.1',
  channelExtras: {},
  ...over,
});

/** The query of a URL or an order string, as Alipay reads it. */
const paramsOf = (query: string) => Object.fromEntries(new URLSearchParams(query));
const bizOf = (params: Record<string, string>) => JSON.parse(params.biz_content!) as Record<string, unknown>;

describe('支付宝 (public-key mode) against a fake gateway', () => {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let fake: FakeAlipay;
  let config: Record<string, unknown>;
  const client = (code: string) => createPayClient({ code, config, fetch });

  beforeAll(async () => {
    fake = await startFakeAlipay({ appId: APP_ID, appPublicKey: app.publicKey });
    // As Alipay's key tool prints them: one base64 line, no PEM armour.
    config = {
      appId: APP_ID,
      serverUrl: fake.url,
      signType: 'RSA2',
      mode: 1,
      privateKey: app.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      alipayPublicKey: fake.alipayPublicKeyBase64,
    };
  });
  afterAll(() => fake.close());

  it('alipay_pc answers the gateway URL with a signed page-pay query, amounts in yuan', async () => {
    const req = order({ price: 12345 });
    const result = await client('alipay_pc').unifiedOrder(req);
    expect(result).toMatchObject({ status: 'waiting', displayMode: 'url' });
    const url = new URL(result.displayContent!);
    expect(`${url.origin}${url.pathname}`).toBe(fake.url);
    const params = paramsOf(url.search);
    expect(params).toMatchObject({ app_id: APP_ID, method: 'alipay.trade.page.pay', charset: 'utf-8', sign_type: 'RSA2', version: '1.0', notify_url: req.notifyUrl, return_url: req.returnUrl });
    expect(params.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(bizOf(params)).toMatchObject({ out_trade_no: req.outTradeNo, total_amount: '123.45', product_code: 'FAST_INSTANT_TRADE_PAY', time_expire: '2026-01-01 14:00:00' });
    expect(rsa2Verify(alipaySignContent(params), params.sign!, app.publicKey)).toBe(true);
  });

  it('alipay_pc in form mode answers a form that posts the signed parameters', async () => {
    const result = await client('alipay_pc').unifiedOrder(order({ displayMode: 'form' }));
    expect(result.displayMode).toBe('form');
    expect(result.displayContent).toContain(`action="${fake.url}?charset=utf-8"`);
    expect(result.displayContent).toContain('name="sign"');
    expect(result.displayContent).toContain('&quot;total_amount&quot;:&quot;123.45&quot;');
  });

  it('alipay_wap answers a URL of alipay.trade.wap.pay; alipay_app a signed order string', async () => {
    const wap = await client('alipay_wap').unifiedOrder(order({ price: 1 }));
    expect(wap.displayMode).toBe('url');
    const wapParams = paramsOf(new URL(wap.displayContent!).search);
    expect(wapParams.method).toBe('alipay.trade.wap.pay');
    expect(bizOf(wapParams)).toMatchObject({ total_amount: '0.01', product_code: 'QUICK_WAP_PAY', quit_url: 'https://shop.example.com/back' });

    const appPay = await client('alipay_app').unifiedOrder(order());
    expect(appPay.displayMode).toBe('app');
    const appParams = paramsOf(appPay.displayContent!);
    expect(appParams.method).toBe('alipay.trade.app.pay');
    expect(bizOf(appParams).product_code).toBe('QUICK_MSECURITY_PAY');
    expect(rsa2Verify(alipaySignContent(appParams), appParams.sign!, app.publicKey)).toBe(true);
  });

  it('alipay_qr pre-creates the trade and answers its QR code; 1 cent is "0.01"', async () => {
    const req = order({ price: 1 });
    const result = await client('alipay_qr').unifiedOrder(req);
    expect(result).toMatchObject({ status: 'waiting', displayMode: 'qr_code', outTradeNo: req.outTradeNo });
    expect(result.displayContent).toMatch(/^https:\/\/qr\.alipay\.com\/fake/);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'alipay.trade.precreate', biz: { total_amount: '0.01', product_code: 'FACE_TO_FACE_PAYMENT' } });
    expect(fake.calls.at(-1)!.params.notify_url).toBe(req.notifyUrl);
  });

  it('alipay_bar: paid at once is success, a payer still confirming is waiting, a refused code is closed', async () => {
    fake.barCode = '10000';
    const paid = await client('alipay_bar').unifiedOrder(order({ channelExtras: { authCode: '287654321012345678' } }));
    expect(paid).toMatchObject({ status: 'success', displayMode: 'bar_code', channelUserId: '2088102146225135', successTime: Date.parse('2026-01-01T04:00:00Z'), price: 12345 });
    expect(paid.channelOrderNo).toBeTruthy();
    expect(fake.calls.at(-1)!.biz).toMatchObject({ scene: 'bar_code', auth_code: '287654321012345678' });

    fake.barCode = '10003';
    expect(await client('alipay_bar').unifiedOrder(order({ channelExtras: { authCode: '28765' } }))).toMatchObject({ status: 'waiting', displayMode: 'bar_code' });

    fake.barCode = 'refuse';
    expect(await client('alipay_bar').unifiedOrder(order({ channelExtras: { authCode: '28765' } }))).toMatchObject({
      status: 'closed',
      channelErrorCode: 'ACQ.PAYMENT_AUTH_CODE_INVALID',
      channelErrorMsg: '支付失败，获取顾客账户信息失败',
    });
    await expect(client('alipay_bar').unifiedOrder(order())).rejects.toThrow('条形码不能为空');
  });

  it('reads a trade by query: waiting, paid, closed; an unknown trade stays waiting', async () => {
    const req = order();
    await client('alipay_qr').unifiedOrder(req);
    const qr = client('alipay_qr');
    expect(await qr.getOrder(req.outTradeNo)).toMatchObject({ status: 'waiting' });
    const trade = fake.trades.get(req.outTradeNo)!;
    Object.assign(trade, { trade_status: 'TRADE_SUCCESS', buyer_user_id: '2088000000000001', send_pay_date: '2026-01-01 12:30:00' });
    expect(await qr.getOrder(req.outTradeNo)).toMatchObject({
      status: 'success',
      channelOrderNo: trade.trade_no,
      channelUserId: '2088000000000001',
      successTime: Date.parse('2026-01-01T04:30:00Z'),
    });
    trade.trade_status = 'TRADE_CLOSED';
    expect(await qr.getOrder(req.outTradeNo)).toMatchObject({ status: 'closed' });
    expect(await qr.getOrder('never-created')).toMatchObject({ status: 'waiting', channelErrorCode: 'ACQ.TRADE_NOT_EXIST' });
  });

  it('refuses an answer not signed by Alipay', async () => {
    fake.forgeNextAnswer = true;
    await expect(client('alipay_qr').unifiedOrder(order())).rejects.toThrow(PayChannelError);
  });

  it('a request signed with another key is refused by the gateway: the payment is closed with its reason', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const wrong = createPayClient({ code: 'alipay_qr', config: { ...config, privateKey: other }, fetch });
    expect(await wrong.unifiedOrder(order())).toMatchObject({ status: 'closed', channelErrorCode: 'isv.invalid-signature', channelErrorMsg: '验签出错' });
  });

  it('reads a genuine notification and refuses a forged one, or one of another app', async () => {
    const pc = client('alipay_pc');
    const params = { out_trade_no: 'T-notify-1', trade_no: '2026010122001', trade_status: 'TRADE_SUCCESS', total_amount: '123.45', buyer_id: '2088002', gmt_payment: '2026-01-01 12:00:05' };
    const body = fake.notification(params);
    expect(await pc.parseOrderNotify({ params: {}, body, headers: {} })).toMatchObject({
      status: 'success',
      outTradeNo: 'T-notify-1',
      channelOrderNo: '2026010122001',
      channelUserId: '2088002',
      successTime: Date.parse('2026-01-01T04:00:05Z'),
      price: 12345,
    });
    // The same notification as form parameters (a route that parsed the form already).
    expect(await pc.parseOrderNotify({ params: paramsOf(body), body: '', headers: {} })).toMatchObject({ status: 'success' });

    const forged = body.replace('total_amount=123.45', 'total_amount=0.01');
    await expect(pc.parseOrderNotify({ params: {}, body: forged, headers: {} })).rejects.toThrow('支付宝回调验签失败');
    const unsigned = new URLSearchParams(paramsOf(body));
    unsigned.delete('sign');
    await expect(pc.parseOrderNotify({ params: {}, body: unsigned.toString(), headers: {} })).rejects.toThrow(PayChannelError);
    const otherApp = fake.notification({ ...params, app_id: '2021999999999999' });
    await expect(pc.parseOrderNotify({ params: {}, body: otherApp, headers: {} })).rejects.toThrow('不是本渠道的');
    const closed = fake.notification({ ...params, trade_status: 'TRADE_CLOSED' });
    expect(await pc.parseOrderNotify({ params: {}, body: closed, headers: {} })).toMatchObject({ status: 'closed' });
  });

  it('refunds synchronously, reads a repeat as waiting, and queries refunds', async () => {
    fake.barCode = '10000';
    const req = order({ price: 12345, channelExtras: { authCode: '28' } });
    const bar = client('alipay_bar');
    await bar.unifiedOrder(req);
    const refund = { outTradeNo: req.outTradeNo, outRefundNo: 'R-1', reason: '不想要了', payPrice: 12345, refundPrice: 2345, notifyUrl: 'https://shop.example.com/pay/notify/refund/7' };
    expect(await bar.unifiedRefund(refund)).toMatchObject({ status: 'success', outRefundNo: 'R-1', successTime: Date.parse('2026-01-02T00:30:00Z') });
    expect(fake.calls.at(-1)!.biz).toMatchObject({ out_trade_no: req.outTradeNo, out_request_no: 'R-1', refund_amount: '23.45', refund_reason: '不想要了' });
    // Asked again, Alipay moves no money (fund_change N): the query settles it.
    expect(await bar.unifiedRefund(refund)).toMatchObject({ status: 'waiting' });
    expect(await bar.getRefund(req.outTradeNo, 'R-1')).toMatchObject({ status: 'success', successTime: Date.parse('2026-01-02T00:30:00Z') });
    expect(await bar.getRefund(req.outTradeNo, 'R-unknown')).toMatchObject({ status: 'waiting' });
    expect(await bar.getRefund('no-such-trade', 'R-1')).toMatchObject({ status: 'failure', channelErrorCode: 'ACQ.TRADE_NOT_EXIST' });

    // Refused (an unpaid trade), or unsure (a system error).
    const unpaid = order();
    await client('alipay_qr').unifiedOrder(unpaid);
    expect(await bar.unifiedRefund({ ...refund, outTradeNo: unpaid.outTradeNo, outRefundNo: 'R-2' })).toMatchObject({ status: 'failure', channelErrorCode: 'ACQ.TRADE_STATUS_ERROR' });
    fake.refuseNext = { code: '20000', msg: 'Service Currently Unavailable', sub_code: 'ACQ.SYSTEM_ERROR', sub_msg: '系统错误' };
    expect(await bar.unifiedRefund({ ...refund, outRefundNo: 'R-3' })).toMatchObject({ status: 'waiting', channelErrorCode: 'ACQ.SYSTEM_ERROR' });
    await expect(bar.parseRefundNotify({ params: {}, body: '', headers: {} })).rejects.toThrow('支付宝无退款回调');
  });

  it('a gateway that cannot be reached is a PayChannelError (nothing is concluded)', async () => {
    const hanging = createPayClient({ code: 'alipay_qr', config: { ...config, serverUrl: 'http://127.0.0.1:9/gateway.do' }, fetch });
    await expect(hanging.getOrder('x')).rejects.toThrow('支付渠道请求失败');
  });
});

describe('支付宝 (证书模式) against a fake gateway', () => {
  const sn = JSON.parse(fixture('alipay-sn.json')) as { appCertSn: string; alipayCertSn: string; rootCertSn: string };
  let fake: FakeAlipay;
  let qr: PayClient;

  beforeAll(async () => {
    fake = await startFakeAlipay({
      appId: APP_ID,
      appPublicKey: new X509Certificate(fixture('alipay-app.pem')).publicKey,
      cert: { ...sn, alipayPrivateKey: createPrivateKey(fixture('alipay-public.key')) },
    });
    qr = createPayClient({
      code: 'alipay_qr',
      fetch,
      config: {
        appId: APP_ID,
        serverUrl: fake.url,
        signType: 'RSA2',
        mode: 2,
        privateKey: fixture('alipay-app.key'),
        appCertContent: fixture('alipay-app.pem'),
        alipayPublicCertContent: fixture('alipay-public.pem'),
        rootCertContent: fixture('alipay-root.pem'),
      },
    });
  });
  afterAll(() => fake.close());

  it('sends app_cert_sn and alipay_root_cert_sn as openssl computes them, and verifies answers with the Alipay certificate', async () => {
    const req = order();
    expect(await qr.unifiedOrder(req)).toMatchObject({ status: 'waiting', displayMode: 'qr_code' });
    expect(fake.calls.at(-1)!.params).toMatchObject({ app_cert_sn: sn.appCertSn, alipay_root_cert_sn: sn.rootCertSn });
    expect(await qr.getOrder(req.outTradeNo)).toMatchObject({ status: 'waiting' });
    fake.forgeNextAnswer = true;
    await expect(qr.getOrder(req.outTradeNo)).rejects.toThrow('支付宝应答验签失败');
  });

  it('reads a notification signed with the Alipay certificate key', async () => {
    const body = fake.notification({ out_trade_no: 'T-c', trade_no: '1', trade_status: 'TRADE_FINISHED', total_amount: '1.00' });
    expect(await qr.parseOrderNotify({ params: {}, body, headers: {} })).toMatchObject({ status: 'success', outTradeNo: 'T-c' });
  });
});
