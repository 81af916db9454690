/**
 * Cancelling an unpaid order (the member's 取消订单, the expiry job): one conditional update from
 * 待支付, so of two cancels at once (two instances' jobs, a member and the job) one does the work;
 * then the stock and the coupon are given back, the pay order closed (so it can no longer be paid;
 * one paid meanwhile refuses the close, and the cancel with it: 订单已支付) and the timeline
 * written, in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import { TradeOrderStatus, type TradeOrderOperateType } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { releaseSkuStock } from '../../product/spu/index.ts';
import { returnCoupon } from '../../promotion/coupon/index.ts';
import { writeOrderLog } from './order-log.ts';
import { tradeOrder, tradeOrderItem } from './trade-order.schema.ts';

/** Closes the order's pay order in the cancel's transaction (`payOrders.close`). */
export type ClosePayOrder = (tx: Tx, scope: TenantScope, payOrderId: number) => Promise<void>;

export interface CancelHow {
  closePayOrder: ClosePayOrder;
  cancelType: number;
  operate: (typeof TradeOrderOperateType)['MEMBER_CANCEL' | 'SYSTEM_CANCEL'];
  userType: number;
  userId: number;
}

/** Whether this call cancelled the order (false: it was no longer unpaid). */
export async function cancelUnpaidOrder(tx: Tx, scope: TenantScope, orderId: number, how: CancelHow, now = Date.now()): Promise<boolean> {
  const [order] = await tx
    .update(tradeOrder)
    .set({ status: TradeOrderStatus.CANCELED, cancelType: how.cancelType, cancelTime: now, updater: String(how.userId) })
    .where(scope.where(tradeOrder, and(eq(tradeOrder.id, orderId), eq(tradeOrder.status, TradeOrderStatus.UNPAID))))
    .returning({ couponId: tradeOrder.couponId, payOrderId: tradeOrder.payOrderId });
  if (!order) return false;
  const items = await tx.select({ skuId: tradeOrderItem.skuId, count: tradeOrderItem.count }).from(tradeOrderItem).where(scope.where(tradeOrderItem, eq(tradeOrderItem.orderId, orderId)));
  await releaseSkuStock(tx, scope, items);
  if (order.couponId) await returnCoupon(tx, scope, order.couponId, orderId);
  if (order.payOrderId) await how.closePayOrder(tx, scope, order.payOrderId);
  await writeOrderLog(tx, scope, { orderId, userType: how.userType, userId: how.userId, beforeStatus: TradeOrderStatus.UNPAID, afterStatus: TradeOrderStatus.CANCELED, operate: how.operate });
  return true;
}
