/** The pay area's dictionaries, each declared once: its type code and its name in 字典管理 (the seed holds the entries). */
import type { DictionaryTable } from '../dictionaries.ts';

export const payDictionaries = {
  payChannelCode: { type: 'pay_channel_code', name: '支付渠道编码类型' },
  payNotifyStatus: { type: 'pay_notify_status', name: '支付回调状态' },
  payOrderStatus: { type: 'pay_order_status', name: '支付订单状态' },
  payRefundStatus: { type: 'pay_refund_status', name: '退款订单状态' },
  payNotifyType: { type: 'pay_notify_type', name: '支付通知类型' },
  payChannelWechatVersion: { type: 'pay_channel_wechat_version', name: '支付渠道微信版本' },
} as const satisfies DictionaryTable;
