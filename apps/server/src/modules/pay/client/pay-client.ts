/**
 * One adapter per payment provider, behind one interface (the reference's PayClient): the pay
 * order and refund services drive every channel the same way, so a provider's answer, its
 * notification and a query of its state all end in the same state machine. A client holds no
 * state of its own beyond its configuration; every call is one round trip to the provider (or
 * none, for the mock).
 *
 * Money is integer cents; times are epoch milliseconds.
 */
import type { GuardedFetch } from '../../../platform/outbound-policy.ts';

/** What the provider says of a payment. */
export type ChannelOrderStatus = 'waiting' | 'success' | 'closed';
/** What the provider says of a refund. */
export type ChannelRefundStatus = 'waiting' | 'success' | 'failure';

/** How the cashier shows what the provider answered (the reference's PayOrderDisplayModeEnum). */
export type DisplayMode = 'url' | 'iframe' | 'form' | 'qr_code' | 'qr_code_url' | 'bar_code' | 'app';

export interface UnifiedOrderReq {
  /** Our pay order extension's number: what the provider knows the attempt by. */
  outTradeNo: string;
  subject: string;
  body: string;
  /** Where the provider posts its notification (our `/pay/notify/order/{channelId}`). */
  notifyUrl: string;
  /** Where the provider sends the payer's browser back (PC and WAP payments). */
  returnUrl?: string;
  /** In cents, above 0. */
  price: number;
  /** Epoch ms after which the provider must refuse the payment. */
  expireTime: number;
  userIp: string;
  /** Per-channel extras: `openid` for wx_pub/wx_lite, `authCode` for the bar-code channels. */
  channelExtras: Record<string, string>;
  /** A display mode the caller asks for, where the channel offers several. */
  displayMode?: DisplayMode;
}

export interface ChannelOrderResult {
  status: ChannelOrderStatus;
  outTradeNo: string;
  channelOrderNo?: string;
  channelUserId?: string;
  successTime?: number;
  /** The amount the provider says the payment is for, in cents, where its answer says (a check against the order's price). */
  price?: number;
  /** The provider's answer or notification as received (stored on the extension, shown in the detail). */
  rawData: unknown;
  /** Set when `unifiedOrder` answers waiting: what the cashier shows the payer. */
  displayMode?: DisplayMode;
  displayContent?: string;
  channelErrorCode?: string;
  channelErrorMsg?: string;
}

export interface UnifiedRefundReq {
  outTradeNo: string;
  /** Our refund's number. */
  outRefundNo: string;
  reason: string;
  /** The payment's whole amount, in cents. */
  payPrice: number;
  /** This refund's amount, in cents. */
  refundPrice: number;
  /** Where the provider posts the refund's notification (our `/pay/notify/refund/{channelId}`). */
  notifyUrl: string;
}

export interface ChannelRefundResult {
  status: ChannelRefundStatus;
  outRefundNo: string;
  channelRefundNo?: string;
  successTime?: number;
  rawData: unknown;
  channelErrorCode?: string;
  channelErrorMsg?: string;
}

/** A notification as it reached us: the query/form parameters, the raw body and the headers (lower-case names). */
export interface ChannelNotify {
  params: Record<string, string>;
  body: string;
  headers: Record<string, string>;
}

/** A provider's refusal or an answer we cannot trust (bad signature): the message is shown to the administrator. */
export class PayChannelError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface PayClient {
  /** Starts a payment. Success (the mock, a bar code paid at once), waiting with what to display, or closed. */
  unifiedOrder(req: UnifiedOrderReq): Promise<ChannelOrderResult>;
  /** Verifies a payment notification's signature (throws PayChannelError when it fails) and reads it. */
  parseOrderNotify(notify: ChannelNotify): Promise<ChannelOrderResult>;
  /** Asks the provider for a payment's state (the sync job, a cashier that polls). */
  getOrder(outTradeNo: string): Promise<ChannelOrderResult>;
  unifiedRefund(req: UnifiedRefundReq): Promise<ChannelRefundResult>;
  parseRefundNotify(notify: ChannelNotify): Promise<ChannelRefundResult>;
  getRefund(outTradeNo: string, outRefundNo: string): Promise<ChannelRefundResult>;
  /** What the provider expects as the answer to a notification we accepted (`success`, `SUCCESS` XML, `{code:"SUCCESS"}`). */
  notifyAnswer(ok: boolean): { contentType: string; body: string; status: number };
}

/** What building a client needs: the channel code, its (opened) config, and the guarded fetch for the provider's hosts. */
export interface PayClientInit {
  code: string;
  config: Record<string, unknown>;
  fetch: GuardedFetch;
  /** Gateway base URLs for WeChat Pay (tests point them at local fakes); Alipay's comes from its config's serverUrl. */
  wxBaseUrl?: string;
}
