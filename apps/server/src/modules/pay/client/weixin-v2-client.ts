/**
 * WeChat Pay API v2 (XML, signed with the merchant key: weixin-v2-sign.ts) for every WeChat
 * channel: 统一下单 (`/pay/unifiedorder`) for wx_pub, wx_lite, wx_app and wx_native, 付款码支付
 * (`/pay/micropay`) for wx_bar, `/pay/orderquery`, `/pay/refundquery`. Requests are signed MD5 (the
 * default every v2 API takes); answers and notifications are verified by their own sign type.
 *
 * Not supported: 申请退款 (`/secapi/pay/refund`) needs the apiclient_cert.p12 as a TLS client
 * certificate, which the product's guarded fetch cannot present: a v2 refund is a PayChannelError
 * that says so (API v3 refunds need no client certificate).
 */
import type { WeixinChannelConfig } from '@tenon/contracts';
import { chinaCompact, parseChinaTime } from './china-time.ts';
import {
  PayChannelError,
  type ChannelOrderResult,
  type ChannelRefundResult,
  type ChannelRefundStatus,
  type PayClient,
  type PayClientInit,
  type UnifiedOrderReq,
} from './pay-client.ts';
import { callProvider } from './provider-http.ts';
import { authCodeOf, epochSeconds, isWxOrderCode, openidOf, WX_BASE_URL, WX_TRADE_TYPES, wxTradeState } from './weixin-common.ts';
import { openReqInfo, parseXml, toXml, v2Genuine, v2Sign, type V2Params } from './weixin-v2-sign.ts';
import { nonce } from './weixin-v3-sign.ts';

/** 付款码 answers that mean "not settled yet, ask again": the payer is typing the password, or WeChat Pay or the bank could not say. */
const MICROPAY_PENDING = ['USERPAYING', 'SYSTEMERROR', 'BANKERROR'];
/** A payment code lives briefly: 付款码 orders expire within 3 minutes (the reference's AUTH_CODE_EXPIRE). */
const AUTH_CODE_EXPIRE_MS = 3 * 60_000;

function refundStatus(status: string): ChannelRefundStatus {
  if (status === 'SUCCESS') return 'success';
  if (status === 'PROCESSING') return 'waiting';
  // CHANGE: the payer's card was void, the money went back to the merchant (settled by hand).
  if (status === 'CHANGE' || status === 'REFUNDCLOSE' || status === 'FAIL') return 'failure';
  throw new PayChannelError('CHANNEL_BAD_ANSWER', `未知的微信退款状态(${status})`);
}

/** A refusal's code and words: the business error when there is one, else the communication error. */
const refusal = (xml: V2Params) => ({
  channelErrorCode: xml.err_code || xml.return_code || '',
  channelErrorMsg: xml.err_code_des || xml.return_msg || '',
});
const succeeded = (xml: V2Params) => xml.return_code === 'SUCCESS' && xml.result_code === 'SUCCESS';
/** total_fee: cents already. */
const priceOf = (xml: V2Params) => (/^\d{1,12}$/.test(xml.total_fee ?? '') ? Number(xml.total_fee) : undefined);

export function weixinV2Client(init: PayClientInit, now: () => number = Date.now): PayClient {
  const config = init.config as WeixinChannelConfig;
  const base = (init.wxBaseUrl ?? WX_BASE_URL).replace(/\/+$/, '');
  const mchKey = config.mchKey ?? '';
  if (!mchKey) throw new PayChannelError('CONFIG_INVALID', '商户密钥不能为空');

  /** The merchant's message of a notification or answer: signed by the merchant key, for this app and merchant. */
  function checkGenuine(xml: V2Params, what: string) {
    if (!v2Genuine(xml, mchKey)) throw new PayChannelError('CHANNEL_BAD_SIGNATURE', `${what}验签失败`);
    if ((xml.mch_id && xml.mch_id !== config.mchId) || (xml.appid && xml.appid !== config.appId)) {
      throw new PayChannelError('NOTIFY_WRONG_APP', `${what}的商户号或 APPID 不是本渠道的`);
    }
  }

  async function call(path: string, params: V2Params): Promise<V2Params> {
    const message: V2Params = { appid: config.appId, mch_id: config.mchId, nonce_str: nonce(), ...params };
    message.sign = v2Sign(message, mchKey);
    const answer = await callProvider(init.fetch, `${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: toXml(message),
    });
    const xml = parseXml(answer.text);
    // return_code FAIL is a communication error (a bad sign, a missing field): WeChat Pay does not sign it.
    if (xml.return_code === 'SUCCESS') checkGenuine(xml, '微信支付应答');
    return xml;
  }

  /** The browser's or app's pay call, signed with the merchant key as v2 asks. */
  function payCall(code: 'JSAPI' | 'APP', prepayId: string): string {
    const timeStamp = epochSeconds(now());
    const nonceStr = nonce();
    if (code === 'JSAPI') {
      const pkg = `prepay_id=${prepayId}`;
      const call: V2Params = { appId: config.appId, timeStamp, nonceStr, package: pkg, signType: 'MD5' };
      return JSON.stringify({ ...call, packageValue: pkg, paySign: v2Sign(call, mchKey) });
    }
    const call: V2Params = { appid: config.appId, partnerid: config.mchId, prepayid: prepayId, package: 'Sign=WXPay', noncestr: nonceStr, timestamp: timeStamp };
    return JSON.stringify({ ...call, sign: v2Sign(call, mchKey) });
  }

  const orderParams = (req: UnifiedOrderReq, expireTime: number): V2Params => ({
    body: req.subject,
    detail: req.body,
    out_trade_no: req.outTradeNo,
    total_fee: String(req.price),
    spbill_create_ip: req.userIp,
    time_expire: chinaCompact(expireTime),
  });

  async function micropay(req: UnifiedOrderReq): Promise<ChannelOrderResult> {
    const params = { ...orderParams(req, Math.min(req.expireTime, now() + AUTH_CODE_EXPIRE_MS)), auth_code: authCodeOf(req) };
    const xml = await call('/pay/micropay', params);
    if (succeeded(xml)) {
      return {
        status: 'success',
        outTradeNo: req.outTradeNo,
        channelOrderNo: xml.transaction_id,
        channelUserId: xml.openid,
        successTime: parseChinaTime(xml.time_end) ?? now(),
        price: priceOf(xml),
        displayMode: 'bar_code',
        displayContent: '',
        rawData: xml,
      };
    }
    // Not settled: the cashier polls and the order query settles it (the reference instead retries
    // in the request for minutes).
    const pending = xml.return_code === 'SUCCESS' && MICROPAY_PENDING.includes(xml.err_code ?? '');
    return { status: pending ? 'waiting' : 'closed', outTradeNo: req.outTradeNo, displayMode: 'bar_code', displayContent: '', rawData: xml, ...refusal(xml) };
  }

  function orderOf(outTradeNo: string, xml: V2Params): ChannelOrderResult {
    const status = wxTradeState(xml.trade_state ?? '');
    return {
      status,
      outTradeNo,
      channelOrderNo: xml.transaction_id || undefined,
      channelUserId: xml.openid || undefined,
      successTime: status === 'success' ? parseChinaTime(xml.time_end) : undefined,
      price: priceOf(xml),
      rawData: xml,
    };
  }

  return {
    async unifiedOrder(req) {
      if (init.code === 'wx_bar') return micropay(req);
      if (!isWxOrderCode(init.code)) throw new PayChannelError('CHANNEL_UNKNOWN', `未知的微信支付渠道(${init.code})`);
      const tradeType = WX_TRADE_TYPES[init.code].v2;
      const xml = await call('/pay/unifiedorder', {
        ...orderParams(req, req.expireTime),
        notify_url: req.notifyUrl,
        trade_type: tradeType,
        ...(tradeType === 'JSAPI' ? { openid: openidOf(req) } : {}),
      });
      if (!succeeded(xml)) return { status: 'closed', outTradeNo: req.outTradeNo, rawData: xml, ...refusal(xml) };
      const waiting = (displayMode: 'qr_code' | 'app', displayContent: string): ChannelOrderResult => ({
        status: 'waiting',
        outTradeNo: req.outTradeNo,
        displayMode,
        displayContent,
        rawData: xml,
      });
      if (tradeType === 'NATIVE') return waiting('qr_code', xml.code_url ?? '');
      return waiting('app', payCall(tradeType, xml.prepay_id ?? ''));
    },

    async parseOrderNotify(notify) {
      const xml = parseXml(notify.body);
      checkGenuine(xml, '微信支付回调');
      if (xml.return_code !== 'SUCCESS') throw new PayChannelError('NOTIFY_BAD_BODY', `微信支付回调通信失败：${xml.return_msg ?? ''}`);
      // v2 notifies only a payment's end: SUCCESS paid, anything else failed.
      const paid = xml.result_code === 'SUCCESS';
      return {
        status: paid ? 'success' : 'closed',
        outTradeNo: xml.out_trade_no ?? '',
        channelOrderNo: xml.transaction_id,
        channelUserId: xml.openid,
        successTime: paid ? parseChinaTime(xml.time_end) : undefined,
        price: priceOf(xml),
        rawData: xml,
        ...(paid ? {} : refusal(xml)),
      };
    },

    async getOrder(outTradeNo) {
      const xml = await call('/pay/orderquery', { out_trade_no: outTradeNo });
      if (succeeded(xml)) return orderOf(outTradeNo, xml);
      if (xml.err_code === 'ORDERNOTEXIST') return { status: 'closed', outTradeNo, rawData: xml, ...refusal(xml) };
      const { channelErrorCode, channelErrorMsg } = refusal(xml);
      throw new PayChannelError(channelErrorCode || 'CHANNEL_ERROR', `微信支付查询失败：${channelErrorMsg}`);
    },

    unifiedRefund: () =>
      Promise.reject(
        new PayChannelError(
          'CLIENT_CERT_UNSUPPORTED',
          '微信支付 v2 退款需要以 apiclient_cert.p12 作为客户端证书连接微信支付，本系统的出站请求不支持客户端证书：请将渠道改为 API 版本 v3，或在微信支付商户平台退款',
        ),
      ),

    async parseRefundNotify(notify) {
      const xml = parseXml(notify.body);
      if (xml.return_code !== 'SUCCESS') throw new PayChannelError('NOTIFY_BAD_BODY', `微信退款回调通信失败：${xml.return_msg ?? ''}`);
      if (xml.mch_id !== config.mchId) throw new PayChannelError('NOTIFY_WRONG_APP', `微信退款回调的商户号(${xml.mch_id ?? ''})不是本渠道的`);
      // Refund notifications carry no sign: only the merchant key opens req_info.
      const info = openReqInfo(xml.req_info ?? '', mchKey);
      if (!info.out_refund_no) throw new PayChannelError('NOTIFY_BAD_BODY', '微信退款回调的 req_info 缺少退款单号');
      const ok = info.refund_status === 'SUCCESS';
      return {
        status: ok ? 'success' : 'failure',
        outRefundNo: info.out_refund_no,
        channelRefundNo: info.refund_id,
        successTime: ok ? parseChinaTime(info.success_time) : undefined,
        rawData: { ...xml, req_info: info },
      };
    },

    async getRefund(_outTradeNo, outRefundNo): Promise<ChannelRefundResult> {
      const xml = await call('/pay/refundquery', { out_refund_no: outRefundNo });
      if (!succeeded(xml)) {
        if (xml.err_code === 'REFUNDNOTEXIST') return { status: 'failure', outRefundNo, rawData: xml, ...refusal(xml) };
        return { status: 'waiting', outRefundNo, rawData: xml, ...refusal(xml) };
      }
      // The answer lists the payment's refunds as out_refund_no_0, refund_status_0, …
      const n = Number(xml.refund_count ?? 0);
      const i = Array.from({ length: Number.isSafeInteger(n) ? Math.min(n, 50) : 0 }, (_, k) => k).find((k) => xml[`out_refund_no_${k}`] === outRefundNo);
      if (i === undefined) return { status: 'failure', outRefundNo, rawData: xml };
      const status = refundStatus(xml[`refund_status_${i}`] ?? '');
      return {
        status,
        outRefundNo,
        channelRefundNo: xml[`refund_id_${i}`],
        successTime: status === 'success' ? parseChinaTime(xml[`refund_success_time_${i}`]) : undefined,
        rawData: xml,
      };
    },

    notifyAnswer: (ok) => ({
      contentType: 'text/xml; charset=utf-8',
      body: toXml(ok ? { return_code: 'SUCCESS', return_msg: 'OK' } : { return_code: 'FAIL', return_msg: '失败' }),
      status: 200,
    }),
  };
}
