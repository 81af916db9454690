/**
 * Which of an order's actions the server would take (`admin-order.service.ts`), so a button shows
 * only where it can work: 发货 a paid, undelivered express order with nothing refunded; 调整价格
 * before payment and once; 修改地址 before delivery. 备注 is allowed on any order.
 */
import { DeliveryType, TradeOrderRefundStatus, TradeOrderStatus, type TradeOrder } from '@tenon/contracts';

type Order = Pick<TradeOrder, 'status' | 'payStatus' | 'adjustPrice' | 'refundStatus' | 'deliveryType'>;

export const canDeliver = (order: Order) =>
  order.status === TradeOrderStatus.UNDELIVERED && order.refundStatus === TradeOrderRefundStatus.NONE && order.deliveryType === DeliveryType.EXPRESS;

export const canAdjustPrice = (order: Order) => order.status === TradeOrderStatus.UNPAID && !order.payStatus && order.adjustPrice === 0;

export const canUpdateAddress = (order: Order) => order.status === TradeOrderStatus.UNPAID || order.status === TradeOrderStatus.UNDELIVERED;

