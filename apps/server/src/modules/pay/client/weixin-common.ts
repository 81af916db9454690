/** What WeChat Pay's two API versions share: the trade type of each channel, its states, the payer's extras. */
import { PayChannelError, type ChannelOrderStatus, type UnifiedOrderReq } from './pay-client.ts';

export const WX_BASE_URL = 'https://api.mch.weixin.qq.com';

/** The trade type (v2 `trade_type`, v3 path segment) of each channel that orders through 统一下单; wx_bar pays by 付款码 instead. */
export const WX_TRADE_TYPES = {
  wx_pub: { v2: 'JSAPI', v3: 'jsapi' },
  wx_lite: { v2: 'JSAPI', v3: 'jsapi' },
  wx_app: { v2: 'APP', v3: 'app' },
  wx_native: { v2: 'NATIVE', v3: 'native' },
} as const;
export type WxOrderCode = keyof typeof WX_TRADE_TYPES;
export const isWxOrderCode = (code: string): code is WxOrderCode => Object.hasOwn(WX_TRADE_TYPES, code);

/** `trade_state` of both versions. REFUND: paid, then refunded (what the refunds record, not the payment). */
export function wxTradeState(state: string): ChannelOrderStatus {
  switch (state) {
    case 'NOTPAY':
    case 'USERPAYING': // 付款码: the payer is entering the password
      return 'waiting';
    case 'SUCCESS':
    case 'REFUND':
      return 'success';
    case 'CLOSED':
    case 'REVOKED': // 付款码: revoked
    case 'PAYERROR': // the bank refused
      return 'closed';
    default:
      throw new PayChannelError('CHANNEL_BAD_ANSWER', `未知的微信支付状态(${state})`);
  }
}

/** JSAPI (公众号, 小程序) pays as the payer's openid. */
export function openidOf(req: UnifiedOrderReq): string {
  const openid = req.channelExtras.openid;
  if (!openid) throw new PayChannelError('OPENID_REQUIRED', '支付请求的 openid 不能为空！');
  return openid;
}

export function authCodeOf(req: UnifiedOrderReq): string {
  const authCode = req.channelExtras.authCode;
  if (!authCode) throw new PayChannelError('AUTH_CODE_REQUIRED', '支付请求的 authCode 不能为空！');
  return authCode;
}

/** Seconds since the epoch, as text: the pay calls' timeStamp. */
export const epochSeconds = (ms: number) => String(Math.floor(ms / 1000));
