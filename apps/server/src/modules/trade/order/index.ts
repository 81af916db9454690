/** The order feature's door: what other features may use of it. */
export { afterSaleNumber, bookItemRefund, lockMemberOrderItem, memberItemsInStatus, moveItemAfterSaleStatus, orderAndItem, type AfterSaleOrder, type AfterSaleOrderItem } from './order-after-sale.ts';
