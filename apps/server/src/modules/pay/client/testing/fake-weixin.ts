/**
 * TEST-ONLY: a fake of WeChat Pay's gateway (api.mch.weixin.qq.com) on 127.0.0.1, both API
 * versions. v3: checks each request's Authorization (merchant certificate serial and RSA
 * signature) and signs its answers with the platform key; v2: checks the XML's sign with the
 * merchant key and signs its answers. Orders and refunds live in memory; the `notify*` helpers
 * build genuine notifications (v3 encrypted with the API v3 key and signed by the platform, v2
 * signed or, for refunds, with `req_info` encrypted).
 */
import { createCipheriv, createHash, createHmac, createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject, type X509Certificate } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The fake signs, verifies and reads XML by WeChat Pay's documented rules on its own, not with the client's helpers.
type V2Params = Record<string, string>;
type V2SignType = 'MD5' | 'HMAC-SHA256';
const nonce = () => randomBytes(8).toString('hex');
const v3SignLines = (key: KeyObject, lines: string[]) => createSign('sha256WithRSAEncryption').update(lines.map((l) => `${l}\n`).join('')).sign(key, 'base64');
function v2Sign(params: V2Params, key: string, signType: V2SignType = 'MD5') {
  const content = `${Object.keys(params).filter((k) => k !== 'sign' && params[k] !== '').sort().map((k) => `${k}=${params[k]}`).join('&')}&key=${key}`;
  return (signType === 'MD5' ? createHash('md5') : createHmac('sha256', key)).update(content).digest('hex').toUpperCase();
}
const v2Genuine = (xml: V2Params, key: string) => xml.sign === v2Sign(xml, key, xml.sign_type === 'HMAC-SHA256' ? 'HMAC-SHA256' : 'MD5');
const toXml = (params: V2Params, root = 'xml') =>
  `<${root}>${Object.entries(params).filter(([, v]) => v !== '').map(([k, v]) => `<${k}><![CDATA[${v}]]></${k}>`).join('')}</${root}>`;
function parseXml(text: string): V2Params {
  if (!/^\s*<xml>[\s\S]*<\/xml>\s*$/.test(text)) throw new Error('not xml');
  return Object.fromEntries([...text.matchAll(/<(\w+)>(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))<\/\1>/g)].filter((m) => m[1] !== 'xml').map((m) => [m[1], m[2] ?? m[3] ?? '']));
}

type Json = Record<string, unknown>;

export interface FakeWxOrder {
  transaction_id: string;
  trade_state: 'NOTPAY' | 'USERPAYING' | 'SUCCESS' | 'CLOSED' | 'REFUND' | 'PAYERROR';
  total: number;
  openid?: string;
  success_time?: string;
}
export interface FakeWxRefund {
  refund_id: string;
  out_trade_no: string;
  status: 'SUCCESS' | 'PROCESSING' | 'CLOSED' | 'ABNORMAL';
  success_time?: string;
  refund: number;
}

export interface FakeWeixin {
  url: string;
  orders: Map<string, FakeWxOrder>;
  refunds: Map<string, FakeWxRefund>;
  /** Requests that passed the signature check: path and body (JSON for v3, the XML's fields for v2). */
  calls: Array<{ path: string; body: Json }>;
  /** What a new v3 refund answers. */
  refundStatus: FakeWxRefund['status'];
  /** /pay/micropay's outcome: paid, still waiting for the payer, or a refusal. */
  micropay: 'SUCCESS' | 'USERPAYING' | 'AUTHCODEEXPIRE';
  /** Sign the next v3 answer with a key that is not the platform's. */
  forgeNextAnswer: boolean;
  notifyV3(eventType: string, resource: Json, opts?: { timestamp?: number; forgedBy?: KeyObject; apiV3Key?: string }): { body: string; headers: Record<string, string> };
  notifyV2Order(fields: V2Params, signType?: V2SignType): string;
  notifyV2Refund(info: V2Params, mchKey?: string): string;
  close(): Promise<void>;
}

export async function startFakeWeixin(opts: {
  appId: string;
  mchId: string;
  mchKey: string;
  apiV3Key: string;
  merchantCert: X509Certificate;
  platformKey: KeyObject;
  platformSerial: string;
}): Promise<FakeWeixin> {
  let seq = 4200_0001;
  let otherKey: KeyObject | undefined;
  /** A key that is not the platform's (made once: RSA key generation is slow). */
  const notThePlatform = () => (otherKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
  const fake: FakeWeixin = {
    url: '',
    orders: new Map(),
    refunds: new Map(),
    calls: [],
    refundStatus: 'PROCESSING',
    micropay: 'SUCCESS',
    forgeNextAnswer: false,
    notifyV3(eventType, resource, o = {}) {
      const key = Buffer.from(o.apiV3Key ?? opts.apiV3Key, 'utf8');
      const iv = randomBytes(6).toString('hex');
      const associated = eventType.startsWith('REFUND') ? 'refund' : 'transaction';
      const cipher = createCipheriv('aes-256-gcm', key, Buffer.from(iv, 'utf8'));
      cipher.setAAD(Buffer.from(associated, 'utf8'));
      const sealed = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final(), cipher.getAuthTag()]);
      const body = JSON.stringify({
        id: `EV-${seq++}`,
        create_time: '2026-01-01T12:00:00+08:00',
        resource_type: 'encrypt-resource',
        event_type: eventType,
        summary: '支付成功',
        resource: { original_type: associated, algorithm: 'AEAD_AES_256_GCM', ciphertext: sealed.toString('base64'), associated_data: associated, nonce: iv },
      });
      return { body, headers: signedHeaders(body, o.forgedBy, o.timestamp) };
    },
    notifyV2Order(fields, signType = 'MD5') {
      const message: V2Params = { return_code: 'SUCCESS', appid: opts.appId, mch_id: opts.mchId, nonce_str: nonce(), ...fields };
      if (signType !== 'MD5') message.sign_type = signType;
      return toXml({ ...message, sign: v2Sign(message, opts.mchKey, signType) });
    },
    notifyV2Refund(info, mchKey = opts.mchKey) {
      const key = Buffer.from(createHash('md5').update(mchKey, 'utf8').digest('hex'), 'utf8');
      const cipher = createCipheriv('aes-256-ecb', key, null);
      const reqInfo = Buffer.concat([cipher.update(toXml(info, 'root'), 'utf8'), cipher.final()]).toString('base64');
      return toXml({ return_code: 'SUCCESS', appid: opts.appId, mch_id: opts.mchId, nonce_str: nonce(), req_info: reqInfo });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function signedHeaders(body: string, forgedBy?: KeyObject, timestamp = Math.floor(Date.now() / 1000)): Record<string, string> {
    const n = nonce();
    return {
      'wechatpay-timestamp': String(timestamp),
      'wechatpay-nonce': n,
      'wechatpay-serial': opts.platformSerial,
      'wechatpay-signature': v3SignLines(forgedBy ?? opts.platformKey, [String(timestamp), n, body]),
    };
  }

  // ---------- v3 ----------
  function authorized(method: string, pathWithQuery: string, body: string, header: string | undefined): boolean {
    const m = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(header ?? '');
    if (!m) return false;
    const fields = Object.fromEntries([...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((f) => [f[1], f[2]]));
    if (fields.mchid !== opts.mchId || fields.serial_no !== opts.merchantCert.serialNumber) return false;
    const message = `${method}\n${pathWithQuery}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return createVerify('RSA-SHA256').update(message).verify(opts.merchantCert.publicKey, fields.signature ?? '', 'base64');
  }

  function v3(method: string, pathWithQuery: string, body: string): [number, Json] {
    const url = new URL(pathWithQuery, 'http://fake');
    const json = (body ? JSON.parse(body) : {}) as Json;
    fake.calls.push({ path: url.pathname, body: json });
    const orderMatch = /^\/v3\/pay\/transactions\/(jsapi|app|native)$/.exec(url.pathname);
    if (method === 'POST' && orderMatch) {
      if (json.appid !== opts.appId || json.mchid !== opts.mchId) return [400, { code: 'PARAM_ERROR', message: 'appid 和 mch_id 不匹配' }];
      if (orderMatch[1] === 'jsapi' && !(json.payer as Json | undefined)?.openid) return [400, { code: 'PARAM_ERROR', message: '缺少参数 openid' }];
      const total = (json.amount as Json).total as number;
      const outTradeNo = String(json.out_trade_no);
      if (fake.orders.has(outTradeNo)) return [400, { code: 'INVALID_REQUEST', message: '该订单已支付' }];
      fake.orders.set(outTradeNo, { transaction_id: `4200${seq++}`, trade_state: 'NOTPAY', total });
      return [200, orderMatch[1] === 'native' ? { code_url: `weixin://wxpay/bizpayurl?pr=fake${seq}` } : { prepay_id: `wx2026${seq}` }];
    }
    const queryMatch = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && queryMatch) {
      if (url.searchParams.get('mchid') !== opts.mchId) return [400, { code: 'PARAM_ERROR', message: 'mchid 不正确' }];
      const outTradeNo = decodeURIComponent(queryMatch[1]!);
      const order = fake.orders.get(outTradeNo);
      if (!order) return [404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' }];
      return [200, {
        appid: opts.appId,
        mchid: opts.mchId,
        out_trade_no: outTradeNo,
        transaction_id: order.transaction_id,
        trade_state: order.trade_state,
        trade_state_desc: order.trade_state,
        ...(order.success_time ? { success_time: order.success_time } : {}),
        ...(order.openid ? { payer: { openid: order.openid } } : {}),
        amount: { total: order.total, currency: 'CNY' },
      }];
    }
    if (method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      const order = fake.orders.get(String(json.out_trade_no));
      const amount = json.amount as Json;
      if (!order || order.trade_state !== 'SUCCESS') return [400, { code: 'INVALID_REQUEST', message: '订单状态不正确' }];
      if (amount.total !== order.total || (amount.refund as number) > order.total) return [400, { code: 'PARAM_ERROR', message: '退款金额不正确' }];
      const refund: FakeWxRefund = {
        refund_id: `5030${seq++}`,
        out_trade_no: String(json.out_trade_no),
        status: fake.refundStatus,
        refund: amount.refund as number,
        ...(fake.refundStatus === 'SUCCESS' ? { success_time: '2026-01-02T08:30:00+08:00' } : {}),
      };
      fake.refunds.set(String(json.out_refund_no), refund);
      return [200, refundJson(String(json.out_refund_no), refund)];
    }
    const refundMatch = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && refundMatch) {
      const outRefundNo = decodeURIComponent(refundMatch[1]!);
      const refund = fake.refunds.get(outRefundNo);
      if (!refund) return [404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' }];
      return [200, refundJson(outRefundNo, refund)];
    }
    return [404, { code: 'NOT_FOUND', message: '无此接口' }];
  }
  const refundJson = (outRefundNo: string, r: FakeWxRefund): Json => ({
    refund_id: r.refund_id,
    out_refund_no: outRefundNo,
    out_trade_no: r.out_trade_no,
    status: r.status,
    ...(r.success_time ? { success_time: r.success_time } : {}),
    amount: { refund: r.refund, currency: 'CNY' },
  });

  // ---------- v2 ----------
  function v2(path: string, body: string): string {
    const fail = (msg: string) => toXml({ return_code: 'FAIL', return_msg: msg });
    let xml: V2Params;
    try {
      xml = parseXml(body);
    } catch {
      return fail('XML格式错误');
    }
    if (!v2Genuine(xml, opts.mchKey)) return fail('签名错误');
    if (xml.appid !== opts.appId || xml.mch_id !== opts.mchId) return fail('appid和mch_id不匹配');
    fake.calls.push({ path, body: xml });
    const answer = (fields: V2Params) => {
      const message: V2Params = { return_code: 'SUCCESS', return_msg: 'OK', appid: opts.appId, mch_id: opts.mchId, nonce_str: nonce(), ...fields };
      return toXml({ ...message, sign: v2Sign(message, opts.mchKey) });
    };
    const businessFail = (code: string, des: string) => answer({ result_code: 'FAIL', err_code: code, err_code_des: des });
    switch (path) {
      case '/pay/unifiedorder': {
        if (xml.trade_type === 'JSAPI' && !xml.openid) return businessFail('PARAM_ERROR', 'JSAPI支付必须传openid');
        if (fake.orders.has(xml.out_trade_no!)) return businessFail('ORDERPAID', '该订单已支付');
        fake.orders.set(xml.out_trade_no!, { transaction_id: `4200${seq++}`, trade_state: 'NOTPAY', total: Number(xml.total_fee) });
        return answer({ result_code: 'SUCCESS', trade_type: xml.trade_type!, prepay_id: `wx2026${seq}`, ...(xml.trade_type === 'NATIVE' ? { code_url: `weixin://wxpay/bizpayurl?pr=fake${seq}` } : {}) });
      }
      case '/pay/micropay': {
        const transactionId = `4200${seq++}`;
        if (fake.micropay === 'AUTHCODEEXPIRE') return businessFail('AUTHCODEEXPIRE', '二维码已过期，请用户在微信上刷新后再试');
        const paid = fake.micropay === 'SUCCESS';
        fake.orders.set(xml.out_trade_no!, { transaction_id: transactionId, trade_state: paid ? 'SUCCESS' : 'USERPAYING', total: Number(xml.total_fee), openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', ...(paid ? { success_time: '20260101120000' } : {}) });
        if (!paid) return businessFail('USERPAYING', '需要用户输入支付密码');
        return answer({ result_code: 'SUCCESS', transaction_id: transactionId, openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', out_trade_no: xml.out_trade_no!, total_fee: xml.total_fee!, time_end: '20260101120000' });
      }
      case '/pay/orderquery': {
        const order = fake.orders.get(xml.out_trade_no!);
        if (!order) return businessFail('ORDERNOTEXIST', '此交易订单号不存在');
        return answer({ result_code: 'SUCCESS', out_trade_no: xml.out_trade_no!, trade_state: order.trade_state, transaction_id: order.transaction_id, openid: order.openid ?? '', time_end: order.success_time ?? '' });
      }
      case '/pay/refundquery': {
        const refund = fake.refunds.get(xml.out_refund_no!);
        if (!refund) return businessFail('REFUNDNOTEXIST', '退款订单查询失败');
        return answer({
          result_code: 'SUCCESS',
          refund_count: '1',
          out_refund_no_0: xml.out_refund_no!,
          refund_id_0: refund.refund_id,
          refund_status_0: refund.status === 'CLOSED' ? 'REFUNDCLOSE' : refund.status,
          refund_success_time_0: refund.success_time ?? '',
        });
      }
      default:
        return fail('无此接口');
    }
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '/';
      if (path.startsWith('/v3/')) {
        if (!authorized(req.method ?? 'GET', path, body, req.headers.authorization)) {
          const text = JSON.stringify({ code: 'SIGN_ERROR', message: '签名错误' });
          res.writeHead(401, { 'content-type': 'application/json', ...signedHeaders(text) }).end(text);
          return;
        }
        const [status, json] = v3(req.method ?? 'GET', path, body);
        const text = JSON.stringify(json);
        const forger = fake.forgeNextAnswer ? notThePlatform() : undefined;
        fake.forgeNextAnswer = false;
        res.writeHead(status, { 'content-type': 'application/json', ...signedHeaders(text, forger) }).end(text);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/xml' }).end(v2(new URL(path, 'http://fake').pathname, body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
