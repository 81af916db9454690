/**
 * WeChat Pay API v3 (JSON, RSA signatures, AES-GCM notifications: weixin-v3-sign.ts) for
 * wx_pub / wx_lite (JSAPI), wx_app and wx_native. 付款码 (wx_bar) has no v3 API.
 *
 * Trust in what comes back:
 * - answers come over TLS from the configured gateway; with the platform certificate configured
 *   their `Wechatpay-Signature` is verified too;
 * - a notification's resource only opens with the API v3 key (AES-GCM's tag). With the platform
 *   certificate its signature is verified (and its timestamp must be recent); without it, the
 *   notification is only a prompt: its order or refund is queried from the gateway and the
 *   query's answer, authenticated by TLS and our signed request, is what we return.
 */
import type { WeixinChannelConfig } from '@tenon/contracts';
import { chinaRfc3339, parseChinaTime } from './china-time.ts';
import { certificateOf, privateKeyOf, publicKeyOf } from './keys.ts';
import {
  PayChannelError,
  type ChannelNotify,
  type ChannelOrderResult,
  type ChannelRefundResult,
  type ChannelRefundStatus,
  type PayClient,
  type PayClientInit,
} from './pay-client.ts';
import { callProvider, jsonOf, str } from './provider-http.ts';
import { epochSeconds, isWxOrderCode, openidOf, WX_BASE_URL, WX_TRADE_TYPES, wxTradeState } from './weixin-common.ts';
import { nonce, openResource, v3Authorization, v3Genuine, v3SignLines, type V3Resource } from './weixin-v3-sign.ts';

type Json = Record<string, unknown>;

/** How far a signed notification's timestamp may be from our clock (WeChat Pay's advice: 5 minutes). */
const NOTIFY_CLOCK_SKEW_MS = 5 * 60_000;

function refundStatus(status: string): ChannelRefundStatus {
  if (status === 'SUCCESS') return 'success';
  if (status === 'PROCESSING') return 'waiting';
  if (status === 'CLOSED' || status === 'ABNORMAL') return 'failure';
  throw new PayChannelError('CHANNEL_BAD_ANSWER', `未知的微信退款状态(${status})`);
}

const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});

export function weixinV3Client(init: PayClientInit, now: () => number = Date.now): PayClient {
  const config = init.config as WeixinChannelConfig;
  const base = (init.wxBaseUrl ?? WX_BASE_URL).replace(/\/+$/, '');
  const merchantKey = privateKeyOf(config.privateKeyContent, 'apiclient_key.pem 证书');
  const serialNo = certificateOf(config.privateCertContent, 'apiclient_cert.pem 证书').serialNumber;
  const platformText = config.platformCertContent?.trim();
  const platform = platformText
    ? {
        key: publicKeyOf(platformText, '微信支付平台证书'),
        // A certificate names its serial; the 微信支付公钥 is named by an id we cannot check.
        serial: platformText.includes('BEGIN CERTIFICATE') ? certificateOf(platformText, '微信支付平台证书').serialNumber : undefined,
      }
    : undefined;

  function checkPlatformSignature(headers: { get(name: string): string | null | undefined }, body: string, what: string) {
    if (!platform) return;
    const serial = headers.get('wechatpay-serial');
    if (platform.serial && serial && serial.toUpperCase() !== platform.serial.toUpperCase()) {
      throw new PayChannelError('CHANNEL_CERT_CHANGED', `${what}的平台证书序列号(${serial})与配置的微信支付平台证书不符，请更新平台证书`);
    }
    if (!v3Genuine(platform.key, headers, body)) throw new PayChannelError('CHANNEL_BAD_SIGNATURE', `${what}验签失败`);
  }

  /** One signed call; the answer's JSON, after its platform signature when one is configured. */
  async function call(method: 'GET' | 'POST', pathWithQuery: string, body?: Json): Promise<{ status: number; json: Json }> {
    const text = body ? JSON.stringify(body) : '';
    const authorization = v3Authorization({
      mchId: config.mchId,
      serialNo,
      key: merchantKey,
      method,
      pathWithQuery,
      body: text,
      timestamp: Math.floor(now() / 1000),
      nonceStr: nonce(),
    });
    const answer = await callProvider(init.fetch, `${base}${pathWithQuery}`, {
      method,
      // WeChat Pay refuses a request without a User-Agent.
      headers: { authorization, accept: 'application/json', 'user-agent': 'Tenon-Pay/1.0', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: text || undefined,
    });
    if (answer.status >= 500) throw new PayChannelError('CHANNEL_ERROR', `微信支付系统繁忙（HTTP ${answer.status}）：${answer.text.slice(0, 200)}`);
    if (answer.text) checkPlatformSignature(answer.headers, answer.text, '微信支付应答');
    return { status: answer.status, json: answer.text ? jsonOf(answer) : {} };
  }
  const refusal = (json: Json) => ({ channelErrorCode: str(json.code), channelErrorMsg: str(json.message) });
  const refused = (status: number) => status >= 400;

  function orderOf(outTradeNo: string, json: Json, rawData: unknown): ChannelOrderResult {
    const status = wxTradeState(str(json.trade_state));
    return {
      status,
      outTradeNo,
      channelOrderNo: str(json.transaction_id) || undefined,
      channelUserId: str(obj(json.payer).openid) || undefined,
      successTime: status === 'success' ? parseChinaTime(str(json.success_time)) : undefined,
      price: typeof obj(json.amount).total === 'number' ? (obj(json.amount).total as number) : undefined,
      rawData,
    };
  }
  function refundOf(outRefundNo: string, json: Json, rawData: unknown): ChannelRefundResult {
    const status = refundStatus(str(json.status ?? json.refund_status));
    return {
      status,
      outRefundNo,
      channelRefundNo: str(json.refund_id) || undefined,
      successTime: status === 'success' ? parseChinaTime(str(json.success_time)) : undefined,
      rawData,
    };
  }

  /** A notification's opened resource, once it is known to come from WeChat Pay for this merchant. */
  function openNotify(notify: ChannelNotify): Json {
    const headers = { get: (name: string) => notify.headers[name] };
    if (platform) {
      checkPlatformSignature(headers, notify.body, '微信支付回调');
      const sentAt = Number(headers.get('wechatpay-timestamp')) * 1000;
      if (!(Math.abs(now() - sentAt) <= NOTIFY_CLOCK_SKEW_MS)) throw new PayChannelError('NOTIFY_STALE', '微信支付回调的时间戳已过期');
    }
    let envelope: Json;
    try {
      envelope = obj(JSON.parse(notify.body));
    } catch {
      throw new PayChannelError('NOTIFY_BAD_BODY', '微信支付回调不是有效的 JSON');
    }
    const resource = obj(envelope.resource);
    if (!resource.ciphertext || !resource.nonce) throw new PayChannelError('NOTIFY_BAD_BODY', '微信支付回调缺少 resource');
    const opened = openResource(resource as unknown as V3Resource, config.apiV3Key ?? '');
    if (str(opened.mchid) !== config.mchId) throw new PayChannelError('NOTIFY_WRONG_APP', `微信支付回调的商户号(${str(opened.mchid)})不是本渠道的`);
    return opened;
  }

  const client: PayClient = {
    async unifiedOrder(req) {
      if (!isWxOrderCode(init.code)) throw new PayChannelError('CHANNEL_UNKNOWN', `未知的微信支付渠道(${init.code})`);
      const tradeType = WX_TRADE_TYPES[init.code].v3;
      const body: Json = {
        appid: config.appId,
        mchid: config.mchId,
        description: req.subject,
        out_trade_no: req.outTradeNo,
        time_expire: chinaRfc3339(req.expireTime),
        notify_url: req.notifyUrl,
        amount: { total: req.price, currency: 'CNY' },
        scene_info: { payer_client_ip: req.userIp },
        ...(tradeType === 'jsapi' ? { payer: { openid: openidOf(req) } } : {}),
      };
      const { status, json } = await call('POST', `/v3/pay/transactions/${tradeType}`, body);
      if (refused(status)) return { status: 'closed', outTradeNo: req.outTradeNo, rawData: json, ...refusal(json) };
      const waiting = (displayMode: 'qr_code' | 'app', displayContent: string): ChannelOrderResult => ({
        status: 'waiting',
        outTradeNo: req.outTradeNo,
        displayMode,
        displayContent,
        rawData: json,
      });
      if (tradeType === 'native') return waiting('qr_code', str(json.code_url));
      const prepayId = str(json.prepay_id);
      const timeStamp = epochSeconds(now());
      const nonceStr = nonce();
      if (tradeType === 'jsapi') {
        // What WeixinJSBridge / wx.requestPayment take; `packageValue` too, the name the reference's mall app reads.
        const pkg = `prepay_id=${prepayId}`;
        const paySign = v3SignLines(merchantKey, [config.appId, timeStamp, nonceStr, pkg]);
        return waiting('app', JSON.stringify({ appId: config.appId, timeStamp, nonceStr, package: pkg, packageValue: pkg, signType: 'RSA', paySign }));
      }
      // What the App SDK's PayReq takes.
      const sign = v3SignLines(merchantKey, [config.appId, timeStamp, nonceStr, prepayId]);
      return waiting('app', JSON.stringify({ appid: config.appId, partnerid: config.mchId, prepayid: prepayId, package: 'Sign=WXPay', noncestr: nonceStr, timestamp: timeStamp, sign }));
    },

    async parseOrderNotify(notify) {
      const opened = openNotify(notify);
      const outTradeNo = str(opened.out_trade_no);
      if (platform) return orderOf(outTradeNo, opened, opened);
      const confirmed = await client.getOrder(outTradeNo);
      return { ...confirmed, rawData: { notify: opened, query: confirmed.rawData } };
    },

    async getOrder(outTradeNo) {
      const { status, json } = await call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(config.mchId)}`);
      if (refused(status)) {
        if (str(json.code) === 'ORDER_NOT_EXIST' || status === 404) return { status: 'closed', outTradeNo, rawData: json, ...refusal(json) };
        throw new PayChannelError(str(json.code) || 'CHANNEL_ERROR', `微信支付查询失败：${str(json.message)}`);
      }
      return orderOf(outTradeNo, json, json);
    },

    async unifiedRefund(req) {
      const body = {
        out_trade_no: req.outTradeNo,
        out_refund_no: req.outRefundNo,
        reason: req.reason,
        notify_url: req.notifyUrl,
        amount: { refund: req.refundPrice, total: req.payPrice, currency: 'CNY' },
      };
      const { status, json } = await call('POST', '/v3/refund/domestic/refunds', body);
      if (refused(status)) return { status: 'failure', outRefundNo: req.outRefundNo, rawData: json, ...refusal(json) };
      return refundOf(req.outRefundNo, json, json);
    },

    async parseRefundNotify(notify) {
      const opened = openNotify(notify);
      const outRefundNo = str(opened.out_refund_no);
      if (platform) return refundOf(outRefundNo, opened, opened);
      const confirmed = await client.getRefund(str(opened.out_trade_no), outRefundNo);
      return { ...confirmed, rawData: { notify: opened, query: confirmed.rawData } };
    },

    async getRefund(_outTradeNo, outRefundNo) {
      const { status, json } = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`);
      if (refused(status)) {
        if (str(json.code) === 'RESOURCE_NOT_EXISTS' || status === 404) return { status: 'failure', outRefundNo, rawData: json, ...refusal(json) };
        throw new PayChannelError(str(json.code) || 'CHANNEL_ERROR', `微信退款查询失败：${str(json.message)}`);
      }
      return refundOf(outRefundNo, json, json);
    },

    // A failure answer makes WeChat Pay send the notification again later.
    notifyAnswer: (ok) => ({
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(ok ? { code: 'SUCCESS', message: '成功' } : { code: 'FAIL', message: '失败' }),
      status: ok ? 200 : 500,
    }),
  };
  return client;
}
