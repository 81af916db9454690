/** The order feature's door: what other features may use of it. */
export { bookItemRefund, lockMemberOrderItem, moveItemAfterSaleStatus, orderAndItem, type AfterSaleOrder, type AfterSaleOrderItem } from './order-after-sale.ts';
