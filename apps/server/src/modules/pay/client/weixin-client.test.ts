import { createPrivateKey, createVerify, generateKeyPairSync, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboundPolicy } from '../../../platform/outbound-policy.ts';
import { createPayClient, PayChannelError, type UnifiedOrderReq, type UnifiedRefundReq } from './index.ts';
import { startFakeWeixin, type FakeWeixin } from './testing/fake-weixin.ts';
import { parseXml, v2Sign } from './weixin-v2-sign.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'test-fixtures', name), 'utf8');
const fetch = outboundPolicy({ allow: [], deny: [], allowLocal: true }).fetch;

const APP_ID = 'wx8888888888888888';
const MCH_ID = '1900000109';
const MCH_KEY = '192006250b4c09247ec02edce69f6a2d';
const API_V3_KEY = 'a7cde1ZJB1kG2e7VfTs3jQzG1bRnOLW6';
const merchantCert = new X509Certificate(fixture('wx-merchant.pem'));
const merchantKey = createPrivateKey(fixture('wx-merchant.key'));

const order = (over: Partial<UnifiedOrderReq> = {}): UnifiedOrderReq => ({
  outTradeNo: `W${Math.random().toString(36).slice(2, 12)}`,
  subject: '小米电视',
  body: '一台电视',
  notifyUrl: 'https://shop.example.com/pay/notify/order/9',
  price: 12345,
  expireTime: Date.parse('2026-01-01T06:00:00Z'),
  userIp: '10.0.0.2',
  channelExtras: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
  ...over,
});
const refundOf = (outTradeNo: string, over: Partial<UnifiedRefundReq> = {}): UnifiedRefundReq => ({
  outTradeNo,
  outRefundNo: `R${Math.random().toString(36).slice(2, 12)}`,
  reason: '七天无理由',
  payPrice: 12345,
  refundPrice: 345,
  notifyUrl: 'https://shop.example.com/pay/notify/refund/9',
  ...over,
});

/** Whether the v3 pay call's signature is the merchant's, over its lines. */
const signedByMerchant = (lines: string[], signature: string) =>
  createVerify('RSA-SHA256').update(lines.map((l) => `${l}\n`).join('')).verify(merchantCert.publicKey, signature, 'base64');

let fake: FakeWeixin;
beforeAll(async () => {
  fake = await startFakeWeixin({
    appId: APP_ID,
    mchId: MCH_ID,
    mchKey: MCH_KEY,
    apiV3Key: API_V3_KEY,
    merchantCert,
    platformKey: createPrivateKey(fixture('wx-platform.key')),
    platformSerial: new X509Certificate(fixture('wx-platform.pem')).serialNumber,
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.refundStatus = 'PROCESSING';
  fake.micropay = 'SUCCESS';
});

const v3Config = (over: Record<string, unknown> = {}) => ({
  appId: APP_ID,
  mchId: MCH_ID,
  apiVersion: 'v3',
  privateKeyContent: fixture('wx-merchant.key'),
  privateCertContent: fixture('wx-merchant.pem'),
  apiV3Key: API_V3_KEY,
  platformCertContent: fixture('wx-platform.pem'),
  ...over,
});
const v2Config = (over: Record<string, unknown> = {}) => ({ appId: APP_ID, mchId: MCH_ID, apiVersion: 'v2', mchKey: MCH_KEY, keyContent: 'MIIK', ...over });
const clientOf = (code: string, config: Record<string, unknown>) => createPayClient({ code, config, fetch, wxBaseUrl: fake.url });

describe('微信支付 API v3 against a fake gateway', () => {
  it('wx_native orders with a signed request (amount in cents, expiry in +08:00) and answers the QR code URL', async () => {
    const req = order({ price: 12345 });
    const result = await clientOf('wx_native', v3Config()).unifiedOrder(req);
    expect(result).toMatchObject({ status: 'waiting', displayMode: 'qr_code', outTradeNo: req.outTradeNo });
    expect(result.displayContent).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/v3/pay/transactions/native',
      body: { appid: APP_ID, mchid: MCH_ID, description: '小米电视', out_trade_no: req.outTradeNo, time_expire: '2026-01-01T14:00:00+08:00', amount: { total: 12345, currency: 'CNY' }, notify_url: req.notifyUrl },
    });
  });

  it('wx_pub and wx_lite answer the JSAPI call the page makes, signed by the merchant', async () => {
    for (const code of ['wx_pub', 'wx_lite']) {
      const result = await clientOf(code, v3Config()).unifiedOrder(order({ price: 1 }));
      expect(result).toMatchObject({ status: 'waiting', displayMode: 'app' });
      const call = JSON.parse(result.displayContent!) as Record<string, string>;
      expect(call).toMatchObject({ appId: APP_ID, signType: 'RSA' });
      expect(call.package).toMatch(/^prepay_id=wx2026/);
      expect(signedByMerchant([call.appId!, call.timeStamp!, call.nonceStr!, call.package!], call.paySign!)).toBe(true);
      expect(fake.calls.at(-1)!.body).toMatchObject({ payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' }, amount: { total: 1 } });
    }
    await expect(clientOf('wx_lite', v3Config()).unifiedOrder(order({ channelExtras: {} }))).rejects.toThrow('支付请求的 openid 不能为空！');
  });

  it('wx_app answers the App SDK call', async () => {
    const result = await clientOf('wx_app', v3Config()).unifiedOrder(order());
    const call = JSON.parse(result.displayContent!) as Record<string, string>;
    expect(call).toMatchObject({ appid: APP_ID, partnerid: MCH_ID, package: 'Sign=WXPay' });
    expect(signedByMerchant([call.appid!, call.timestamp!, call.noncestr!, call.prepayid!], call.sign!)).toBe(true);
  });

  it('a refusal closes the payment with its code; a request signed with another key is refused by the gateway', async () => {
    const req = order();
    const native = clientOf('wx_native', v3Config());
    await native.unifiedOrder(req);
    expect(await native.unifiedOrder(req)).toMatchObject({ status: 'closed', channelErrorCode: 'INVALID_REQUEST', channelErrorMsg: '该订单已支付' });
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(await clientOf('wx_native', v3Config({ privateKeyContent: otherKey })).unifiedOrder(order())).toMatchObject({ status: 'closed', channelErrorCode: 'SIGN_ERROR' });
  });

  it('an answer not signed by the platform is refused', async () => {
    fake.forgeNextAnswer = true;
    await expect(clientOf('wx_native', v3Config()).unifiedOrder(order())).rejects.toThrow('微信支付应答验签失败');
  });

  it('queries a payment: waiting, paid (with the payer and time), closed, unknown', async () => {
    const req = order();
    const native = clientOf('wx_native', v3Config());
    await native.unifiedOrder(req);
    expect(await native.getOrder(req.outTradeNo)).toMatchObject({ status: 'waiting' });
    Object.assign(fake.orders.get(req.outTradeNo)!, { trade_state: 'SUCCESS', openid: 'o-payer', success_time: '2026-01-01T12:01:02+08:00' });
    expect(await native.getOrder(req.outTradeNo)).toMatchObject({
      status: 'success',
      channelOrderNo: fake.orders.get(req.outTradeNo)!.transaction_id,
      channelUserId: 'o-payer',
      successTime: Date.parse('2026-01-01T04:01:02Z'),
    });
    fake.orders.get(req.outTradeNo)!.trade_state = 'CLOSED';
    expect(await native.getOrder(req.outTradeNo)).toMatchObject({ status: 'closed' });
    expect(await native.getOrder('never-ordered')).toMatchObject({ status: 'closed', channelErrorCode: 'ORDER_NOT_EXIST' });
  });

  describe('notifications, with the platform certificate', () => {
    const paidResource = (outTradeNo: string, over: Record<string, unknown> = {}) => ({
      mchid: MCH_ID,
      appid: APP_ID,
      out_trade_no: outTradeNo,
      transaction_id: '4200000001202601011234',
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      success_time: '2026-01-01T12:00:05+08:00',
      payer: { openid: 'o-notified' },
      amount: { total: 12345, payer_total: 12345, currency: 'CNY' },
      ...over,
    });

    it('reads a genuine one', async () => {
      const { body, headers } = fake.notifyV3('TRANSACTION.SUCCESS', paidResource('W-n1'));
      expect(await clientOf('wx_native', v3Config()).parseOrderNotify({ params: {}, body, headers })).toMatchObject({
        status: 'success',
        outTradeNo: 'W-n1',
        channelOrderNo: '4200000001202601011234',
        channelUserId: 'o-notified',
        successTime: Date.parse('2026-01-01T04:00:05Z'),
        price: 12345,
      });
    });

    it('refuses a forged signature, a changed body, an old timestamp, another key or another merchant', async () => {
      const native = clientOf('wx_native', v3Config());
      const notForged = fake.notifyV3('TRANSACTION.SUCCESS', paidResource('W-n2'));
      const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      const cases = [
        fake.notifyV3('TRANSACTION.SUCCESS', paidResource('W-n2'), { forgedBy: forger }),
        { body: notForged.body.replace('支付成功', '支付成功!'), headers: notForged.headers },
        fake.notifyV3('TRANSACTION.SUCCESS', paidResource('W-n2'), { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
        fake.notifyV3('TRANSACTION.SUCCESS', paidResource('W-n2'), { apiV3Key: 'b'.repeat(32) }),
        fake.notifyV3('TRANSACTION.SUCCESS', paidResource('W-n2', { mchid: '1900000999' })),
        { body: notForged.body, headers: {} },
      ];
      for (const notify of cases) await expect(native.parseOrderNotify({ params: {}, ...notify })).rejects.toThrow(PayChannelError);
    });

    it('answers WeChat Pay as it asks', () => {
      const native = clientOf('wx_native', v3Config());
      expect(native.notifyAnswer(true)).toEqual({ contentType: 'application/json; charset=utf-8', body: '{"code":"SUCCESS","message":"成功"}', status: 200 });
      expect(native.notifyAnswer(false).status).toBe(500);
    });
  });

  it('without the platform certificate, a notification counts only as the gateway confirms it', async () => {
    const native = clientOf('wx_native', v3Config({ platformCertContent: '' }));
    const req = order();
    await native.unifiedOrder(req);
    const claimsPaid = fake.notifyV3('TRANSACTION.SUCCESS', { mchid: MCH_ID, out_trade_no: req.outTradeNo, trade_state: 'SUCCESS', transaction_id: 'x' });
    // The gateway says the order is not paid: the notification's claim is not believed.
    expect(await native.parseOrderNotify({ params: {}, ...claimsPaid })).toMatchObject({ status: 'waiting', outTradeNo: req.outTradeNo });
    Object.assign(fake.orders.get(req.outTradeNo)!, { trade_state: 'SUCCESS', success_time: '2026-01-01T12:00:00+08:00' });
    expect(await native.parseOrderNotify({ params: {}, ...claimsPaid })).toMatchObject({ status: 'success', successTime: Date.parse('2026-01-01T04:00:00Z') });
    // Still only the API v3 key opens a notification.
    const otherKey = fake.notifyV3('TRANSACTION.SUCCESS', { mchid: MCH_ID, out_trade_no: req.outTradeNo }, { apiV3Key: 'c'.repeat(32) });
    await expect(native.parseOrderNotify({ params: {}, ...otherKey })).rejects.toThrow('无法用 API V3 密钥解密');
  });

  it('refunds: processing is waiting, then a query or the notification says success; a refusal is a failure', async () => {
    const req = order();
    const native = clientOf('wx_native', v3Config());
    await native.unifiedOrder(req);
    fake.orders.get(req.outTradeNo)!.trade_state = 'SUCCESS';

    const refund = refundOf(req.outTradeNo, { refundPrice: 345 });
    const started = await native.unifiedRefund(refund);
    expect(started).toMatchObject({ status: 'waiting', outRefundNo: refund.outRefundNo });
    expect(started.channelRefundNo).toBeTruthy();
    expect(fake.calls.at(-1)!.body).toMatchObject({ out_refund_no: refund.outRefundNo, amount: { refund: 345, total: 12345, currency: 'CNY' }, notify_url: refund.notifyUrl, reason: '七天无理由' });
    expect(await native.getRefund(req.outTradeNo, refund.outRefundNo)).toMatchObject({ status: 'waiting' });
    Object.assign(fake.refunds.get(refund.outRefundNo)!, { status: 'SUCCESS', success_time: '2026-01-02T08:30:00+08:00' });
    expect(await native.getRefund(req.outTradeNo, refund.outRefundNo)).toMatchObject({ status: 'success', successTime: Date.parse('2026-01-02T00:30:00Z') });

    const notified = fake.notifyV3('REFUND.SUCCESS', {
      mchid: MCH_ID,
      out_trade_no: req.outTradeNo,
      out_refund_no: refund.outRefundNo,
      refund_id: '50300001',
      refund_status: 'SUCCESS',
      success_time: '2026-01-02T08:30:00+08:00',
      amount: { total: 12345, refund: 345 },
    });
    expect(await native.parseRefundNotify({ params: {}, ...notified })).toMatchObject({ status: 'success', outRefundNo: refund.outRefundNo, channelRefundNo: '50300001' });

    fake.refundStatus = 'SUCCESS';
    expect(await native.unifiedRefund(refundOf(req.outTradeNo))).toMatchObject({ status: 'success' });
    expect(await native.unifiedRefund(refundOf('W-unpaid'))).toMatchObject({ status: 'failure', channelErrorCode: 'INVALID_REQUEST' });
    expect(await native.getRefund(req.outTradeNo, 'R-never')).toMatchObject({ status: 'failure', channelErrorCode: 'RESOURCE_NOT_EXISTS' });
  });

  it('has no 付款码 (wx_bar needs API v2)', () => {
    expect(() => clientOf('wx_bar', v3Config())).toThrow('微信付款码支付只支持 API 版本 v2');
  });
});

describe('微信支付 API v2 against a fake gateway', () => {
  it('wx_native orders by signed XML (total_fee in cents, expiry on China time) and answers the code_url', async () => {
    const req = order({ price: 12345 });
    const result = await clientOf('wx_native', v2Config()).unifiedOrder(req);
    expect(result).toMatchObject({ status: 'waiting', displayMode: 'qr_code' });
    expect(result.displayContent).toMatch(/^weixin:\/\//);
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/pay/unifiedorder',
      body: { trade_type: 'NATIVE', total_fee: '12345', time_expire: '20260101140000', body: '小米电视', notify_url: req.notifyUrl, spbill_create_ip: '10.0.0.2' },
    });
  });

  it('wx_pub answers the JSAPI call signed with the merchant key', async () => {
    const result = await clientOf('wx_pub', v2Config()).unifiedOrder(order());
    const call = JSON.parse(result.displayContent!) as Record<string, string>;
    expect(call).toMatchObject({ appId: APP_ID, signType: 'MD5' });
    const { appId, timeStamp, nonceStr, package: pkg, signType } = call;
    expect(call.paySign).toBe(v2Sign({ appId: appId!, timeStamp: timeStamp!, nonceStr: nonceStr!, package: pkg!, signType: signType! }, MCH_KEY));
    expect(fake.calls.at(-1)!.body).toMatchObject({ trade_type: 'JSAPI', openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
  });

  it('a request signed with a wrong merchant key is refused by the gateway: closed with its words', async () => {
    expect(await clientOf('wx_native', v2Config({ mchKey: 'x'.repeat(32) })).unifiedOrder(order())).toMatchObject({ status: 'closed', channelErrorCode: 'FAIL', channelErrorMsg: '签名错误' });
  });

  it('wx_bar: paid at once, waiting for the password, or refused', async () => {
    const bar = clientOf('wx_bar', v2Config());
    const paid = await bar.unifiedOrder(order({ channelExtras: { authCode: '134567890123456789' } }));
    expect(paid).toMatchObject({ status: 'success', displayMode: 'bar_code', channelUserId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', successTime: Date.parse('2026-01-01T04:00:00Z') });
    expect(fake.calls.at(-1)).toMatchObject({ path: '/pay/micropay', body: { auth_code: '134567890123456789' } });

    fake.micropay = 'USERPAYING';
    const req = order({ channelExtras: { authCode: '1345' } });
    expect(await bar.unifiedOrder(req)).toMatchObject({ status: 'waiting', displayMode: 'bar_code', channelErrorCode: 'USERPAYING' });
    expect(await bar.getOrder(req.outTradeNo)).toMatchObject({ status: 'waiting' });

    fake.micropay = 'AUTHCODEEXPIRE';
    expect(await bar.unifiedOrder(order({ channelExtras: { authCode: '1345' } }))).toMatchObject({ status: 'closed', channelErrorCode: 'AUTHCODEEXPIRE' });
    await expect(bar.unifiedOrder(order({ channelExtras: {} }))).rejects.toThrow('支付请求的 authCode 不能为空！');
  });

  it('queries a payment; an unknown one is closed', async () => {
    const req = order();
    const native = clientOf('wx_native', v2Config());
    await native.unifiedOrder(req);
    expect(await native.getOrder(req.outTradeNo)).toMatchObject({ status: 'waiting' });
    Object.assign(fake.orders.get(req.outTradeNo)!, { trade_state: 'SUCCESS', openid: 'o-2', success_time: '20260101120102' });
    expect(await native.getOrder(req.outTradeNo)).toMatchObject({ status: 'success', channelUserId: 'o-2', successTime: Date.parse('2026-01-01T04:01:02Z') });
    expect(await native.getOrder('never')).toMatchObject({ status: 'closed', channelErrorCode: 'ORDERNOTEXIST' });
  });

  it('reads a genuine payment notification (MD5 or HMAC-SHA256) and refuses a forged one', async () => {
    const native = clientOf('wx_native', v2Config());
    const fields = { result_code: 'SUCCESS', out_trade_no: 'W-v2n', transaction_id: '4200v2', openid: 'o-v2', total_fee: '12345', time_end: '20260101120005' };
    for (const signType of ['MD5', 'HMAC-SHA256'] as const) {
      expect(await native.parseOrderNotify({ params: {}, body: fake.notifyV2Order(fields, signType), headers: {} })).toMatchObject({
        status: 'success',
        outTradeNo: 'W-v2n',
        channelOrderNo: '4200v2',
        channelUserId: 'o-v2',
        successTime: Date.parse('2026-01-01T04:00:05Z'),
        price: 12345,
      });
    }
    const forged = fake.notifyV2Order(fields).replace('12345', '1');
    await expect(native.parseOrderNotify({ params: {}, body: forged, headers: {} })).rejects.toThrow('微信支付回调验签失败');
    expect(await native.parseOrderNotify({ params: {}, body: fake.notifyV2Order({ ...fields, result_code: 'FAIL', err_code: 'PAYERROR' }), headers: {} })).toMatchObject({ status: 'closed' });
    expect(parseXml(native.notifyAnswer(true).body)).toEqual({ return_code: 'SUCCESS', return_msg: 'OK' });
    const withDoctype = `<!DOCTYPE xml [<!ENTITY a "${'x'.repeat(10)}">]>${fake.notifyV2Order(fields)}`;
    await expect(native.parseOrderNotify({ params: {}, body: withDoctype, headers: {} })).rejects.toThrow('不是有效的 XML');
  });

  it('cannot refund (the p12 client certificate), but reads refund notifications and queries', async () => {
    const native = clientOf('wx_native', v2Config());
    await expect(native.unifiedRefund(refundOf('W-x'))).rejects.toThrow('客户端证书');

    const info = { out_trade_no: 'W-r', out_refund_no: 'R-v2', refund_id: '50300v2', refund_status: 'SUCCESS', success_time: '2026-01-02 08:30:00', total_fee: '12345', refund_fee: '345' };
    expect(await native.parseRefundNotify({ params: {}, body: fake.notifyV2Refund(info), headers: {} })).toMatchObject({
      status: 'success',
      outRefundNo: 'R-v2',
      channelRefundNo: '50300v2',
      successTime: Date.parse('2026-01-02T00:30:00Z'),
    });
    await expect(native.parseRefundNotify({ params: {}, body: fake.notifyV2Refund(info, 'y'.repeat(32)), headers: {} })).rejects.toThrow(PayChannelError);
    expect(await native.parseRefundNotify({ params: {}, body: fake.notifyV2Refund({ ...info, refund_status: 'REFUNDCLOSE' }), headers: {} })).toMatchObject({ status: 'failure' });

    fake.refunds.set('R-q', { refund_id: '50300q', out_trade_no: 'W-r', status: 'SUCCESS', success_time: '2026-01-02 08:30:00', refund: 345 });
    expect(await native.getRefund('W-r', 'R-q')).toMatchObject({ status: 'success', channelRefundNo: '50300q', successTime: Date.parse('2026-01-02T00:30:00Z') });
    fake.refunds.get('R-q')!.status = 'PROCESSING';
    expect(await native.getRefund('W-r', 'R-q')).toMatchObject({ status: 'waiting' });
    expect(await native.getRefund('W-r', 'R-none')).toMatchObject({ status: 'failure', channelErrorCode: 'REFUNDNOTEXIST' });
  });
});
