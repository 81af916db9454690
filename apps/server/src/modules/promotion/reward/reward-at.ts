/** What the price calculator asks of 满减送活动: the activity running now for an order's products. */
import { desc } from 'drizzle-orm';
import { ActivityStatus, ProductScope } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { activityStateWhere } from '../activity-window.ts';
import { promotionRewardActivity as activity } from './reward.schema.ts';
import type { RewardActivity } from '../price/index.ts';


/**
 * The running activity covering any of these products (or their categories), the newest first;
 * null when none does. Open windows never share a product, so at most one covers each.
 */
export async function rewardActivityAt(q: Db | Tx, scope: TenantScope, spuIds: readonly number[], categoryIds: readonly number[], now: number): Promise<RewardActivity | null> {
  const running = await q
    .select()
    .from(activity)
    .where(scope.where(activity, activityStateWhere(activity, ActivityStatus.RUN, now)))
    .orderBy(desc(activity.createTime), desc(activity.id));
  const covers = (a: typeof activity.$inferSelect) =>
    a.productScope === ProductScope.ALL ||
    (a.productScope === ProductScope.SPU && a.productScopeValues.some((id) => spuIds.includes(id))) ||
    (a.productScope === ProductScope.CATEGORY && a.productScopeValues.some((id) => categoryIds.includes(id)));
  const found = running.find(covers);
  if (!found) return null;
  return {
    id: found.id,
    name: found.name,
    conditionType: found.conditionType,
    productScope: found.productScope,
    productScopeValues: found.productScopeValues,
    rules: found.rules.map((r) => ({
      limit: r.limit,
      discountPrice: r.discountPrice,
      freeDelivery: r.freeDelivery,
      point: r.point,
      giveCoupons: Object.fromEntries(r.couponIds.map((id, i) => [id, r.couponCounts[i] ?? 1])),
    })),
  };
}
