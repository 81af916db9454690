/** The pay order feature's door: whether an app has orders, and a refund's work on its order. The service itself is `payOrders` in the deps. */
export { payOrdersOfAppExist } from './order-exists.ts';
export { addRefundedPrice, lockPayOrderForRefund, type LockedPayOrder } from './order-refund.ts';
export { channelFee, type PayOrderCreate } from './pay-order.service.ts';
export { PayOrderService } from './pay-order.service.ts';
