/**
 * What the refund feature does to a pay order, inside its own transaction: lock the paid order a
 * refund is for (so two refunds of one order are decided one after the other), and add a settled
 * refund to the order (its refunded amount, and the 已退款 status).
 */
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCodes, PayOrderStatus } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { payOrder } from './pay-order.schema.ts';

export type LockedPayOrder = typeof payOrder.$inferSelect;

/** The app's pay order of a merchant order, locked; 支付订单不存在 when there is none. */
export async function lockPayOrderForRefund(tx: Tx, scope: TenantScope, appId: number, merchantOrderId: string): Promise<LockedPayOrder> {
  const [order] = await tx
    .select()
    .from(payOrder)
    .where(scope.where(payOrder, and(eq(payOrder.appId, appId), eq(payOrder.merchantOrderId, merchantOrderId))))
    .for('update');
  if (!order) throw serviceError(ErrorCodes.PAY_ORDER_NOT_FOUND);
  return order;
}

/** A settled refund's amount added to its order, which reads 已退款 from then on. */
export async function addRefundedPrice(tx: Tx, scope: TenantScope, orderId: number, price: number): Promise<void> {
  await tx
    .update(payOrder)
    .set({ refundPrice: sql`${payOrder.refundPrice} + ${price}`, status: PayOrderStatus.REFUND })
    .where(scope.where(payOrder, eq(payOrder.id, orderId)));
}
