/**
 * The pay area's states and codes, as the reference's enums (the dictionaries `pay_order_status`,
 * `pay_refund_status`, `pay_notify_status`, `pay_notify_type`, `pay_channel_code` hold their labels).
 */

/** A pay order: waiting, then paid, then (wholly or partly) refunded; or closed unpaid. */
export const PayOrderStatus = { WAITING: 0, SUCCESS: 10, REFUND: 20, CLOSED: 30 } as const;
/** One attempt to pay (an extension): one per cashier submit. */
export const PayOrderExtensionStatus = { WAITING: 0, SUCCESS: 10, CLOSED: 30 } as const;
export const PayRefundStatus = { WAITING: 0, SUCCESS: 10, FAILURE: 20 } as const;
export const PayNotifyStatus = { WAITING: 0, SUCCESS: 10, FAILURE: 20, REQUEST_SUCCESS: 21, REQUEST_FAILURE: 22 } as const;
export const PayNotifyType = { ORDER: 1, REFUND: 2 } as const;

/** The channel codes (the reference's PayChannelEnum), with the names its forms show. */
export const PayChannels = {
  wx_pub: '微信 JSAPI 支付',
  wx_lite: '微信小程序支付',
  wx_app: '微信 App 支付',
  wx_native: '微信 Native 支付',
  wx_bar: '微信付款码支付',
  alipay_pc: '支付宝 PC 网站支付',
  alipay_wap: '支付宝 Wap 网站支付',
  alipay_app: '支付宝App 支付',
  alipay_qr: '支付宝扫码支付',
  alipay_bar: '支付宝条码支付',
  mock: '模拟支付',
  wallet: '钱包支付',
} as const;
export type PayChannelCode = keyof typeof PayChannels;
export const PAY_CHANNEL_CODES = Object.keys(PayChannels) as PayChannelCode[];

/** How the cashier shows what a channel answered (the reference's PayOrderDisplayModeEnum). */
export const PAY_DISPLAY_MODES = ['url', 'iframe', 'form', 'qr_code', 'qr_code_url', 'bar_code', 'app'] as const;

/**
 * Seconds between a merchant notification's attempts after the first (the reference's
 * PayNotifyTaskDO.NOTIFY_FREQUENCY): 1 + 8 = 9 attempts in all, over about 2 h 25 min.
 */
export const NOTIFY_FREQUENCY_SECONDS = [15, 15, 30, 180, 1800, 1800, 1800, 3600] as const;
export const NOTIFY_MAX_TIMES = NOTIFY_FREQUENCY_SECONDS.length + 1;

/** The demo's products (the reference's PayDemoOrderServiceImpl): id → name and price in cents. */
export const PAY_DEMO_PRODUCTS: Record<number, { name: string; price: number }> = {
  1: { name: '华为手机', price: 1 },
  2: { name: '小米电视', price: 10 },
  3: { name: '苹果手表', price: 100 },
  4: { name: '华硕笔记本', price: 1000 },
  5: { name: '蔚来汽车', price: 200000 },
};
/** The app demo orders are paid through: the tenant's pay app of this name (the reference hard-codes an id). */
export const PAY_DEMO_APP_NAME = '示例应用';
