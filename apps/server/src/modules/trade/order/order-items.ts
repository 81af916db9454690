/** The items of orders, read once for a whole page of them. */
import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { tradeOrderItem } from './trade-order.schema.ts';

type ItemRow = typeof tradeOrderItem.$inferSelect;
/** An item as answered: with v1.7's names for its unit and line price, which the reference's Vue 2 detail reads. */
export type OrderItemRow = ItemRow & { originalUnitPrice: number; originalPrice: number };

/** By order id, each order's items in the order they were placed. */
export async function itemsOfOrders(q: Db | Tx, scope: TenantScope, orderIds: readonly number[]): Promise<Map<number, OrderItemRow[]>> {
  const byOrder = new Map<number, OrderItemRow[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return byOrder;
  const rows = await q.select().from(tradeOrderItem).where(scope.where(tradeOrderItem, inArray(tradeOrderItem.orderId, [...orderIds]))).orderBy(asc(tradeOrderItem.id));
  for (const row of rows) byOrder.get(row.orderId)?.push({ ...row, originalUnitPrice: row.price, originalPrice: row.price * row.count });
  return byOrder;
}
