/**
 * TEST-ONLY: a fake of Alipay's open-API gateway on 127.0.0.1. It holds "Alipay's" key pair,
 * knows the app's public key (or, in 证书模式, the SNs the app must send), refuses requests whose
 * signature or SNs are wrong as Alipay does (40002 isv.invalid-signature), keeps trades and
 * refunds in memory, and signs its answers. `notification` builds a genuine notification.
 */
import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The fake signs and verifies by Alipay's documented rules on its own, not with the client's helpers.
const signContent = (params: Record<string, string>, leaveOut: string[]) =>
  Object.keys(params)
    .filter((k) => !leaveOut.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
const rsa2Sign = (content: string, key: KeyObject) => createSign('sha256WithRSAEncryption').update(content).sign(key, 'base64');
const rsa2Verify = (content: string, sign: string, key: KeyObject) => createVerify('sha256WithRSAEncryption').update(content).verify(key, sign, 'base64');

type Json = Record<string, unknown>;

export interface FakeTrade {
  trade_no: string;
  trade_status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FINISHED';
  total_amount: string;
  buyer_user_id: string;
  send_pay_date?: string;
}

export interface FakeAlipay {
  url: string;
  /** "Alipay's" own key: what the channel config's 支付宝公钥 must hold (bare base64 SPKI, as Alipay prints it). */
  alipayPublicKeyBase64: string;
  trades: Map<string, FakeTrade>;
  refunds: Map<string, { trade_no: string; refund_amount: string; gmt_refund_pay: string }>;
  /** Every request that passed the signature check: method and biz_content. */
  calls: Array<{ method: string; params: Record<string, string>; biz: Json }>;
  /** alipay.trade.pay's outcome: 10000 paid, 10003 waiting for the payer, or a refusal. */
  barCode: '10000' | '10003' | 'refuse';
  /** Answer the next call with this refusal. */
  refuseNext?: { code: string; msg: string; sub_code: string; sub_msg: string };
  /** Sign the next answer with a key that is not Alipay's. */
  forgeNextAnswer: boolean;
  notification(params: Record<string, string>): string;
  close(): Promise<void>;
}

export async function startFakeAlipay(opts: {
  appId: string;
  /** The app's public key (in 证书模式, its certificate's). */
  appPublicKey: KeyObject;
  /** 证书模式: the SNs the app must send, and Alipay's own key (its certificate's). */
  cert?: { appCertSn: string; rootCertSn: string; alipayCertSn: string; alipayPrivateKey: KeyObject };
}): Promise<FakeAlipay> {
  const own = opts.cert ? undefined : generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipayPrivateKey = opts.cert?.alipayPrivateKey ?? own!.privateKey;
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  let tradeSeq = 2024_0001;

  const fake: FakeAlipay = {
    url: '',
    alipayPublicKeyBase64: own ? own.publicKey.export({ format: 'der', type: 'spki' }).toString('base64') : '',
    trades: new Map(),
    refunds: new Map(),
    calls: [],
    barCode: '10000',
    forgeNextAnswer: false,
    notification(params) {
      const all = { notify_time: '2026-01-01 12:00:00', notify_type: 'trade_status_sync', notify_id: 'n1', app_id: opts.appId, charset: 'utf-8', version: '1.0', ...params };
      const sign = rsa2Sign(signContent(all, ['sign', 'sign_type']), alipayPrivateKey);
      return new URLSearchParams({ ...all, sign_type: 'RSA2', sign }).toString();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const answer = (method: string, body: Json) => {
    const node = `${method.replace(/\./g, '_')}_response`;
    const content = JSON.stringify(body);
    const key = fake.forgeNextAnswer ? forger : alipayPrivateKey;
    fake.forgeNextAnswer = false;
    const sign = rsa2Sign(content, key);
    // Spaces around the value on purpose: the signature covers the value's exact text only.
    return `{"${node}" : ${content},"sign":"${sign}"${opts.cert ? `,"alipay_cert_sn":"${opts.cert.alipayCertSn}"` : ''}}`;
  };
  const ok = (extra: Json) => ({ code: '10000', msg: 'Success', ...extra });
  const notExist = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };

  function handle(params: Record<string, string>): string {
    const method = params.method ?? '';
    const signed = Boolean(params.sign) && rsa2Verify(signContent(params, ['sign']), params.sign!, opts.appPublicKey);
    const snOk = !opts.cert || (params.app_cert_sn === opts.cert.appCertSn && params.alipay_root_cert_sn === opts.cert.rootCertSn);
    if (!signed || !snOk || params.app_id !== opts.appId || params.sign_type !== 'RSA2' || params.charset !== 'utf-8') {
      return answer(method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' });
    }
    const biz = JSON.parse(params.biz_content ?? '{}') as Json;
    fake.calls.push({ method, params, biz });
    if (fake.refuseNext) {
      const refusal = fake.refuseNext;
      fake.refuseNext = undefined;
      return answer(method, refusal);
    }
    const outTradeNo = String(biz.out_trade_no ?? '');
    const trade = fake.trades.get(outTradeNo);
    switch (method) {
      case 'alipay.trade.precreate': {
        const created: FakeTrade = { trade_no: `2026${tradeSeq++}`, trade_status: 'WAIT_BUYER_PAY', total_amount: String(biz.total_amount), buyer_user_id: '' };
        fake.trades.set(outTradeNo, created);
        return answer(method, ok({ out_trade_no: outTradeNo, qr_code: `https://qr.alipay.com/fake${created.trade_no}` }));
      }
      case 'alipay.trade.pay': {
        if (fake.barCode === 'refuse') return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.PAYMENT_AUTH_CODE_INVALID', sub_msg: '支付失败，获取顾客账户信息失败' });
        const paid = fake.barCode === '10000';
        const created: FakeTrade = {
          trade_no: `2026${tradeSeq++}`,
          trade_status: paid ? 'TRADE_SUCCESS' : 'WAIT_BUYER_PAY',
          total_amount: String(biz.total_amount),
          buyer_user_id: '2088102146225135',
          ...(paid ? { send_pay_date: '2026-01-01 12:00:00' } : {}),
        };
        fake.trades.set(outTradeNo, created);
        if (!paid) return answer(method, { code: '10003', msg: 'order success pay inprocess', out_trade_no: outTradeNo, trade_no: created.trade_no });
        return answer(method, ok({ out_trade_no: outTradeNo, trade_no: created.trade_no, buyer_user_id: created.buyer_user_id, total_amount: created.total_amount, gmt_payment: '2026-01-01 12:00:00' }));
      }
      case 'alipay.trade.query':
        if (!trade) return answer(method, notExist);
        return answer(method, ok({ out_trade_no: outTradeNo, ...trade }));
      case 'alipay.trade.refund': {
        if (!trade || trade.trade_status !== 'TRADE_SUCCESS') return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' });
        const outRequestNo = String(biz.out_request_no);
        const repeat = fake.refunds.has(outRequestNo);
        fake.refunds.set(outRequestNo, { trade_no: trade.trade_no, refund_amount: String(biz.refund_amount), gmt_refund_pay: '2026-01-02 08:30:00' });
        return answer(method, ok({ trade_no: trade.trade_no, out_trade_no: outTradeNo, refund_fee: String(biz.refund_amount), fund_change: repeat ? 'N' : 'Y', gmt_refund_pay: '2026-01-02 08:30:00' }));
      }
      case 'alipay.trade.fastpay.refund.query': {
        if (!trade) return answer(method, notExist);
        const refund = fake.refunds.get(String(biz.out_request_no));
        // A refund Alipay does not know is a success answer without refund_status.
        if (!refund) return answer(method, ok({ out_trade_no: outTradeNo, trade_no: trade.trade_no }));
        return answer(method, ok({ out_trade_no: outTradeNo, out_request_no: biz.out_request_no, refund_amount: refund.refund_amount, refund_status: 'REFUND_SUCCESS', gmt_refund_pay: refund.gmt_refund_pay }));
      }
      default:
        return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' });
    }
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' }).end(handle(params));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  return fake;
}
