/**
 * 支付宝 (alipay_pc, alipay_wap, alipay_app, alipay_qr, alipay_bar) against Alipay's open API
 * (opendocs.alipay.com): one gateway (the config's serverUrl), form-encoded requests with the
 * common parameters and a JSON `biz_content`, RSA2 signatures both ways (alipay-sign.ts).
 *
 * PC, WAP and App payments need no round trip: what the payer's browser or app submits to Alipay
 * is built and signed here (the SDK's pageExecute/sdkExecute do the same). QR and bar-code payments
 * and every query and refund are a signed POST whose signed answer is verified before it is read.
 */
import type { AlipayChannelConfig } from '@tenon/contracts';
import { AlipayMode } from '@tenon/contracts';
import type { KeyObject } from 'node:crypto';
import { alipayCertSn, alipayNotifyGenuine, alipayRootCertSn, alipaySignContent, rawJsonValue, rsa2Sign, rsa2Verify } from './alipay-sign.ts';
import { chinaDateTime, parseChinaTime } from './china-time.ts';
import { certificateOf, privateKeyOf, publicKeyOf } from './keys.ts';
import { centsOfYuan, yuanText } from './money.ts';
import {
  PayChannelError,
  type ChannelNotify,
  type ChannelOrderResult,
  type ChannelOrderStatus,
  type ChannelRefundResult,
  type DisplayMode,
  type PayClient,
  type PayClientInit,
  type UnifiedOrderReq,
} from './pay-client.ts';
import { callProvider, jsonOf, str } from './provider-http.ts';

type Params = Record<string, string>;
/** An answer's `<method>_response` object, verified. */
type AlipayAnswer = Record<string, unknown>;

const SUCCESS_CODE = '10000';
/** 条码支付: the payer must still confirm on the phone (大额, or a password). */
const WAITING_PAYER_CODE = '10003';

/** WAIT_BUYER_PAY, TRADE_SUCCESS / TRADE_FINISHED (paid; finished = no more refunds), TRADE_CLOSED. */
function tradeStatus(status: string): ChannelOrderStatus | undefined {
  if (status === 'WAIT_BUYER_PAY') return 'waiting';
  if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') return 'success';
  if (status === 'TRADE_CLOSED') return 'closed';
  return undefined;
}

/** Alipay's refusal of a call: the business sub-code when there is one, else the gateway's code. */
const refusal = (answer: AlipayAnswer) => ({
  channelErrorCode: str(answer.sub_code) || str(answer.code),
  channelErrorMsg: str(answer.sub_msg) || str(answer.msg),
});
const isSystemError = (answer: AlipayAnswer) => ['ACQ.SYSTEM_ERROR', 'SYSTEM_ERROR'].includes(str(answer.sub_code)) || str(answer.code) === '20000';
const isTradeNotExist = (answer: AlipayAnswer) => ['ACQ.TRADE_NOT_EXIST', 'TRADE_NOT_EXIST'].includes(str(answer.sub_code));

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function alipayClient(init: PayClientInit, now: () => number = Date.now): PayClient {
  const config = init.config as AlipayChannelConfig;
  const certMode = config.mode === AlipayMode.CERTIFICATE;
  const privateKey = privateKeyOf(config.privateKey, '应用私钥');
  let alipayKey: KeyObject;
  /** 证书模式: our certificates' SNs sent with each request, and the SN Alipay's answers must name. */
  let certParams: Params = {};
  let alipayCertSnExpected: string | undefined;
  if (certMode) {
    const alipayCert = certificateOf(config.alipayPublicCertContent, '支付宝公钥证书');
    alipayKey = alipayCert.publicKey;
    alipayCertSnExpected = alipayCertSn(alipayCert);
    certParams = {
      app_cert_sn: alipayCertSn(certificateOf(config.appCertContent, '商户公钥应用证书')),
      alipay_root_cert_sn: alipayRootCertSn(config.rootCertContent ?? ''),
    };
  } else {
    alipayKey = publicKeyOf(config.alipayPublicKey, '支付宝公钥');
  }

  /** The common parameters, the business ones, signed. */
  function signed(method: string, biz: Record<string, unknown>, extra: Params = {}): Params {
    const params: Params = {
      app_id: config.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: chinaDateTime(now()),
      version: '1.0',
      ...certParams,
      ...Object.fromEntries(Object.entries(extra).filter(([, v]) => v)),
      biz_content: JSON.stringify(biz),
    };
    return { ...params, sign: rsa2Sign(alipaySignContent(params), privateKey) };
  }

  /** A signed call; the answer's object once its signature is verified. */
  async function execute(method: string, biz: Record<string, unknown>, extra: Params = {}): Promise<{ answer: AlipayAnswer; raw: unknown }> {
    const http = await callProvider(init.fetch, config.serverUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(signed(method, biz, extra)).toString(),
    });
    const whole = jsonOf(http);
    const node = `${method.replace(/\./g, '_')}_response`;
    const content = rawJsonValue(http.text, node) ?? rawJsonValue(http.text, 'error_response');
    if (content === undefined) throw new PayChannelError('CHANNEL_BAD_ANSWER', `支付宝应答缺少 ${node}：${http.text.slice(0, 200)}`);
    const answer = JSON.parse(content) as AlipayAnswer;
    const sign = str(whole.sign);
    // As Alipay's SDKs: a success must be signed; an error answer may come unsigned (Alipay could not
    // tell whose it was), and is then read as the refusal it is.
    if (sign || str(answer.code) === SUCCESS_CODE) {
      if (alipayCertSnExpected && whole.alipay_cert_sn !== undefined && str(whole.alipay_cert_sn) !== alipayCertSnExpected) {
        throw new PayChannelError('CHANNEL_CERT_CHANGED', '支付宝公钥证书已更换，请在支付渠道中上传新的支付宝公钥证书');
      }
      if (!rsa2Verify(content, sign, alipayKey)) throw new PayChannelError('CHANNEL_BAD_SIGNATURE', '支付宝应答验签失败');
    }
    return { answer, raw: whole };
  }

  const waiting = (req: UnifiedOrderReq, displayMode: DisplayMode, displayContent: string, rawData: unknown): ChannelOrderResult => ({
    status: 'waiting',
    outTradeNo: req.outTradeNo,
    displayMode,
    displayContent,
    rawData,
  });
  const closed = (outTradeNo: string, answer: AlipayAnswer, raw: unknown): ChannelOrderResult => ({ status: 'closed', outTradeNo, rawData: raw, ...refusal(answer) });

  /** What every payment's biz_content carries. */
  const orderBiz = (req: UnifiedOrderReq, productCode: string, withExpiry: boolean) => ({
    out_trade_no: req.outTradeNo,
    subject: req.subject,
    body: req.body,
    total_amount: yuanText(req.price),
    product_code: productCode,
    ...(withExpiry ? { time_expire: chinaDateTime(req.expireTime) } : {}),
  });
  const callbacks = (req: UnifiedOrderReq): Params => ({ notify_url: req.notifyUrl, return_url: req.returnUrl ?? '' });

  /** PC / WAP: the gateway URL with the signed query (the payer's browser opens it), or a form that posts itself there. */
  function pagePay(req: UnifiedOrderReq, method: string, biz: Record<string, unknown>, mode: 'url' | 'form'): ChannelOrderResult {
    const params = signed(method, biz, callbacks(req));
    if (mode === 'url') {
      const url = `${config.serverUrl}${config.serverUrl.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
      return waiting(req, 'url', url, url);
    }
    const inputs = Object.entries(params)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('\n');
    const form = `<form name="punchout_form" method="post" action="${escapeHtml(config.serverUrl)}?charset=utf-8">\n${inputs}\n<input type="submit" value="立即支付" style="display:none">\n</form>\n<script>document.forms[0].submit();</script>`;
    return waiting(req, 'form', form, form);
  }

  const unifiedOrderBy: Record<string, (req: UnifiedOrderReq) => Promise<ChannelOrderResult>> = {
    // qr_pay_mode 2: Alipay's page shows its own order QR code (跳转模式 - 订单码).
    alipay_pc: async (req) =>
      pagePay(req, 'alipay.trade.page.pay', { ...orderBiz(req, 'FAST_INSTANT_TRADE_PAY', true), qr_pay_mode: '2' }, req.displayMode === 'form' ? 'form' : 'url'),
    alipay_wap: async (req) =>
      pagePay(req, 'alipay.trade.wap.pay', { ...orderBiz(req, 'QUICK_WAP_PAY', true), ...(req.returnUrl ? { quit_url: req.returnUrl } : {}) }, 'url'),
    // The app hands this signed order string to Alipay's SDK.
    alipay_app: async (req) => {
      const orderString = new URLSearchParams(signed('alipay.trade.app.pay', orderBiz(req, 'QUICK_MSECURITY_PAY', true), { notify_url: req.notifyUrl })).toString();
      return waiting(req, 'app', orderString, orderString);
    },
    alipay_qr: async (req) => {
      const { answer, raw } = await execute('alipay.trade.precreate', orderBiz(req, 'FACE_TO_FACE_PAYMENT', false), callbacks(req));
      if (str(answer.code) !== SUCCESS_CODE) return closed(req.outTradeNo, answer, raw);
      return waiting(req, 'qr_code', str(answer.qr_code), raw);
    },
    alipay_bar: async (req) => {
      const authCode = req.channelExtras.authCode ?? req.channelExtras.auth_code;
      if (!authCode) throw new PayChannelError('AUTH_CODE_REQUIRED', '条形码不能为空');
      const biz = { ...orderBiz(req, 'FACE_TO_FACE_PAYMENT', false), scene: 'bar_code', auth_code: authCode };
      const { answer, raw } = await execute('alipay.trade.pay', biz, { notify_url: req.notifyUrl });
      const code = str(answer.code);
      if (code === SUCCESS_CODE) {
        return {
          status: 'success',
          outTradeNo: req.outTradeNo,
          channelOrderNo: str(answer.trade_no),
          channelUserId: str(answer.buyer_user_id),
          successTime: parseChinaTime(str(answer.gmt_payment)) ?? now(),
          price: centsOfYuan(str(answer.total_amount)),
          displayMode: 'bar_code',
          displayContent: '',
          rawData: raw,
        };
      }
      // Waiting for the payer, or Alipay could not say: the cashier polls, the query settles it.
      if (code === WAITING_PAYER_CODE || isSystemError(answer)) return { ...waiting(req, 'bar_code', '', raw), ...refusal(answer) };
      return closed(req.outTradeNo, answer, raw);
    },
  };
  const unifiedOrder = unifiedOrderBy[init.code];
  if (!unifiedOrder) throw new PayChannelError('CHANNEL_UNKNOWN', `未知的支付宝支付渠道(${init.code})`);

  return {
    unifiedOrder,

    async parseOrderNotify(notify: ChannelNotify) {
      const params = notify.body ? Object.fromEntries(new URLSearchParams(notify.body)) : notify.params;
      if (!alipayNotifyGenuine(params, alipayKey)) throw new PayChannelError('NOTIFY_BAD_SIGNATURE', '支付宝回调验签失败');
      // Alipay signs every merchant's notifications with one key: the app must be ours.
      if (params.app_id !== config.appId) throw new PayChannelError('NOTIFY_WRONG_APP', `支付宝回调的应用(${params.app_id ?? ''})不是本渠道的`);
      const status = tradeStatus(params.trade_status ?? '');
      if (!status) throw new PayChannelError('NOTIFY_BAD_STATUS', `支付宝回调的交易状态(${params.trade_status ?? ''})不正确`);
      return {
        status,
        outTradeNo: params.out_trade_no ?? '',
        channelOrderNo: params.trade_no,
        channelUserId: params.buyer_id,
        successTime: parseChinaTime(params.gmt_payment),
        price: centsOfYuan(params.total_amount),
        rawData: params,
      };
    },

    async getOrder(outTradeNo) {
      const { answer, raw } = await execute('alipay.trade.query', { out_trade_no: outTradeNo });
      if (str(answer.code) !== SUCCESS_CODE) {
        // A page/WAP/App trade exists at Alipay only once the payer opened it, so "no such trade"
        // is still waiting (the pay order's expiry closes it), as is a system error. The reference
        // closes on any refusal.
        const unsure = isTradeNotExist(answer) || isSystemError(answer);
        return { ...(unsure ? { status: 'waiting' as const, outTradeNo, rawData: raw } : closed(outTradeNo, answer, raw)), ...refusal(answer) };
      }
      const status = tradeStatus(str(answer.trade_status));
      if (!status) throw new PayChannelError('CHANNEL_BAD_ANSWER', `支付宝交易状态(${str(answer.trade_status)})不正确`);
      return {
        status,
        outTradeNo,
        channelOrderNo: str(answer.trade_no),
        channelUserId: str(answer.buyer_user_id),
        successTime: status === 'success' ? parseChinaTime(str(answer.send_pay_date)) : undefined,
        price: centsOfYuan(str(answer.total_amount)),
        rawData: raw,
      };
    },

    async unifiedRefund(req) {
      const biz = { out_trade_no: req.outTradeNo, out_request_no: req.outRefundNo, refund_amount: yuanText(req.refundPrice), refund_reason: req.reason };
      const { answer, raw } = await execute('alipay.trade.refund', biz);
      const base = { outRefundNo: req.outRefundNo, rawData: raw };
      if (str(answer.code) !== SUCCESS_CODE) {
        // A system error may or may not have refunded: waiting, the refund query settles it.
        return isSystemError(answer) ? { ...base, status: 'waiting', ...refusal(answer) } : { ...base, status: 'failure', ...refusal(answer) };
      }
      // Alipay refunds synchronously and sends no refund notification. fund_change N: this request
      // moved no money (a repeat of one already done): the query says whether it succeeded.
      if (str(answer.fund_change) === 'Y') return { ...base, status: 'success', successTime: parseChinaTime(str(answer.gmt_refund_pay)) ?? now() };
      return { ...base, status: 'waiting' };
    },

    parseRefundNotify: () =>
      // Alipay has no refund notification: a refund's answer is its result (the reference's words).
      Promise.reject(new PayChannelError('NOTIFY_UNSUPPORTED', '支付宝无退款回调')),

    async getRefund(outTradeNo, outRefundNo): Promise<ChannelRefundResult> {
      const biz = { out_trade_no: outTradeNo, out_request_no: outRefundNo, query_options: ['gmt_refund_pay'] };
      const { answer, raw } = await execute('alipay.trade.fastpay.refund.query', biz);
      const base = { outRefundNo, rawData: raw };
      if (str(answer.code) !== SUCCESS_CODE) {
        return isTradeNotExist(answer) ? { ...base, status: 'failure', ...refusal(answer) } : { ...base, status: 'waiting', ...refusal(answer) };
      }
      if (str(answer.refund_status) === 'REFUND_SUCCESS') return { ...base, status: 'success', successTime: parseChinaTime(str(answer.gmt_refund_pay)) };
      return { ...base, status: 'waiting' };
    },

    notifyAnswer: (ok) => ({ contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'failure', status: 200 }),
  };
}
