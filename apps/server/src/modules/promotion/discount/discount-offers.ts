/** What the price calculator asks of 限时折扣活动: the discounts running now for the SKUs of an order. */
import { and, inArray } from 'drizzle-orm';
import { ActivityStatus } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { activityStateWhere } from '../activity-window.ts';
import { promotionDiscountActivity as activity, promotionDiscountProduct as product } from './discount.schema.ts';
import type { DiscountOffer } from '../price/index.ts';


/** Each running activity's discount of each of `skuIds` (open windows never share a SKU, so one per SKU). */
export async function discountOffersAt(q: Db | Tx, scope: TenantScope, skuIds: readonly number[], now: number): Promise<DiscountOffer[]> {
  const unique = [...new Set(skuIds)];
  if (!unique.length) return [];
  const running = await q.select({ id: activity.id, name: activity.name }).from(activity).where(scope.where(activity, activityStateWhere(activity, ActivityStatus.RUN, now)));
  if (!running.length) return [];
  const names = new Map(running.map((a) => [a.id, a.name]));
  const rows = await q
    .select()
    .from(product)
    .where(scope.where(product, and(inArray(product.activityId, [...names.keys()]), inArray(product.skuId, unique))));
  return rows.map((p) => ({
    activityId: p.activityId,
    name: names.get(p.activityId)!,
    skuId: p.skuId,
    discountType: p.discountType,
    discountPrice: p.discountPrice,
    discountPercent: p.discountPercent,
  }));
}
