/**
 * What the after-sale feature needs of an order: a member's paid order item locked for an
 * application, the item's after-sale status moved from one state to the next (a conditional
 * update: a step that finds it elsewhere fails), and a refund booked on the order: its refunded
 * amount and refund status, and when every item is refunded the order closed as the reference
 * does (已取消, cancel type 售后关闭, a line on the timeline). Each runs in the caller's
 * transaction, under the order's row lock as every change of an order is.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  ErrorCodes,
  TradeLogUserType,
  TradeOrderAfterSaleCancel,
  TradeOrderCancelType,
  TradeOrderItemAfterSaleStatus,
  TradeOrderRefundStatus,
  TradeOrderStatus,
} from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { sameTenant, type TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { orderNumber } from './order-no.ts';
import { tradeOrder, tradeOrderItem, tradeOrderLog } from './trade-order.schema.ts';

export type AfterSaleOrder = typeof tradeOrder.$inferSelect;
export type AfterSaleOrderItem = typeof tradeOrderItem.$inferSelect;
type ItemAfterSaleStatus = (typeof TradeOrderItemAfterSaleStatus)[keyof typeof TradeOrderItemAfterSaleStatus];

/** An after-sale's number: as an order's, with the reference's prefix `r` for `o`. */
export const afterSaleNumber = (now = Date.now()) => `r${orderNumber(now).slice(1)}`;

async function lockOrder(tx: Tx, scope: TenantScope, orderId: number): Promise<AfterSaleOrder> {
  const [order] = await tx.select().from(tradeOrder).where(scope.where(tradeOrder, eq(tradeOrder.id, orderId))).for('update');
  if (!order) throw serviceError(ErrorCodes.ORDER_NOT_FOUND);
  return order;
}

/** A member's own order item and its order, the order's row locked; another member's item is "not found". */
export async function lockMemberOrderItem(tx: Tx, scope: TenantScope, userId: number, itemId: number) {
  const ownItem = and(eq(tradeOrderItem.id, itemId), eq(tradeOrderItem.userId, userId));
  const [found] = await tx.select({ orderId: tradeOrderItem.orderId }).from(tradeOrderItem).where(scope.where(tradeOrderItem, ownItem));
  if (!found) throw serviceError(ErrorCodes.ORDER_ITEM_NOT_FOUND);
  const order = await lockOrder(tx, scope, found.orderId);
  if (order.userId !== userId) throw serviceError(ErrorCodes.ORDER_NOT_FOUND);
  // Read again under the lock: the item's after-sale status changes only under it.
  const [item] = await tx.select().from(tradeOrderItem).where(scope.where(tradeOrderItem, ownItem));
  return { order, item: item! };
}

/** Moves an item's after-sale status `from` → `to` (naming the after-sale when one is applied for); fails when it is no longer `from`. */
export async function moveItemAfterSaleStatus(tx: Tx, scope: TenantScope, itemId: number, from: ItemAfterSaleStatus, to: ItemAfterSaleStatus, afterSaleId?: number) {
  const set = afterSaleId === undefined ? { afterSaleStatus: to } : { afterSaleStatus: to, afterSaleId };
  const moved = await scope.update(tradeOrderItem, set, and(eq(tradeOrderItem.id, itemId), eq(tradeOrderItem.afterSaleStatus, from))!, tx);
  if (moved === 0) throw serviceError(ErrorCodes.ORDER_ITEM_UPDATE_AFTER_SALE_STATUS_FAIL);
}

/**
 * The item's refund succeeded: the item is 已退款, the order's refunded amount grows and its
 * refund status follows (全部 once every item is refunded, and then the order is closed).
 */
export async function bookItemRefund(tx: Tx, scope: TenantScope, itemId: number, refundPrice: number, now = Date.now()): Promise<void> {
  const [found] = await tx.select({ orderId: tradeOrderItem.orderId }).from(tradeOrderItem).where(scope.where(tradeOrderItem, eq(tradeOrderItem.id, itemId)));
  if (!found) throw serviceError(ErrorCodes.ORDER_ITEM_NOT_FOUND);
  const order = await lockOrder(tx, scope, found.orderId);
  await moveItemAfterSaleStatus(tx, scope, itemId, TradeOrderItemAfterSaleStatus.APPLY, TradeOrderItemAfterSaleStatus.SUCCESS);
  const items = await tx.select({ afterSaleStatus: tradeOrderItem.afterSaleStatus }).from(tradeOrderItem).where(scope.where(tradeOrderItem, eq(tradeOrderItem.orderId, order.id)));
  const all = items.every((i) => i.afterSaleStatus === TradeOrderItemAfterSaleStatus.SUCCESS);
  const refund = { refundPrice: order.refundPrice + refundPrice, refundStatus: all ? TradeOrderRefundStatus.ALL : TradeOrderRefundStatus.PART };
  if (!all || order.status === TradeOrderStatus.CANCELED) {
    await scope.update(tradeOrder, refund, eq(tradeOrder.id, order.id), tx);
    return;
  }
  await scope.update(tradeOrder, { ...refund, status: TradeOrderStatus.CANCELED, cancelType: TradeOrderCancelType.AFTER_SALE_CLOSE, cancelTime: now }, eq(tradeOrder.id, order.id), tx);
  // The timeline's line, by the system (the pay module's notification closes it). Written here
  // because the order's log writer takes only TradeOrderOperateType's operations.
  const system = '0';
  await scope.insert(
    tradeOrderLog,
    {
      orderId: order.id,
      userType: TradeLogUserType.SYSTEM,
      userId: 0,
      beforeStatus: order.status,
      afterStatus: TradeOrderStatus.CANCELED,
      operateType: TradeOrderAfterSaleCancel.type,
      content: TradeOrderAfterSaleCancel.content,
      creator: system,
      updater: system,
    },
    tx,
  );
}

/** A member's order items (id, what each paid) in orders of `status`, oldest first (the demo applies for one). */
export function memberItemsInStatus(q: Db | Tx, scope: TenantScope, userId: number, status: number) {
  return q
    .select({ id: tradeOrderItem.id, payPrice: tradeOrderItem.payPrice })
    .from(tradeOrderItem)
    .innerJoin(tradeOrder, and(eq(tradeOrder.id, tradeOrderItem.orderId), sameTenant(tradeOrder, tradeOrderItem)))
    .where(scope.where(tradeOrderItem, and(eq(tradeOrderItem.userId, userId), eq(tradeOrder.userId, userId), eq(tradeOrder.status, status))))
    .orderBy(asc(tradeOrderItem.id));
}

/** An after-sale's order and item as its detail shows them (either may be gone). */
export async function orderAndItem(q: Db | Tx, scope: TenantScope, orderId: number, itemId: number) {
  // One after the other: `q` may be a transaction, one connection that runs a query at a time.
  const [order] = await q.select().from(tradeOrder).where(scope.where(tradeOrder, eq(tradeOrder.id, orderId)));
  const [item] = await q.select().from(tradeOrderItem).where(scope.where(tradeOrderItem, eq(tradeOrderItem.id, itemId)));
  return {
    order: order ?? null,
    orderItem: item ? { ...item, originalUnitPrice: item.price, originalPrice: item.price * item.count } : null,
  };
}
