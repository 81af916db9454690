/**
 * The seckill price a member may pay now (the price calculator's `SeckillOffer`): only while the
 * activity runs, within one of its enabled slots (a time of day in the product's time zone), for
 * a SKU of the activity with stock left. Anything else is an error the member can read.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ActivityStatus, activityStatus, ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { requireRow } from '../../../db/requireRow.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { dateTimeText } from '../../../platform/export-cells.ts';
import { promotionSeckillActivity, promotionSeckillConfig, promotionSeckillProduct } from './seckill.schema.ts';
import type { SeckillOffer } from '../price/index.ts';


export async function seckillOfferAt(q: Db | Tx, scope: TenantScope, activityId: number, skuId: number, now: number, timeZone: string): Promise<SeckillOffer> {
  const activity = await requireRow(scope, promotionSeckillActivity, activityId, ErrorCodes.SECKILL_ACTIVITY_NOT_EXISTS, q);
  if (activityStatus(activity, now) !== ActivityStatus.RUN) throw serviceError(ErrorCodes.SECKILL_ACTIVITY_NOT_RUNNING);
  const slots = activity.configIds.length
    ? await q
        .select({ startTime: promotionSeckillConfig.startTime, endTime: promotionSeckillConfig.endTime })
        .from(promotionSeckillConfig)
        .where(scope.where(promotionSeckillConfig, and(inArray(promotionSeckillConfig.id, activity.configIds), eq(promotionSeckillConfig.status, 0))))
    : [];
  // 'HH:mm:ss' texts compare as times; a slot's last second is still inside it.
  const timeOfDay = dateTimeText(now, timeZone).slice(11);
  if (!slots.some((s) => s.startTime <= timeOfDay && timeOfDay <= s.endTime)) throw serviceError(ErrorCodes.SECKILL_TIME_NOT_NOW);
  const [item] = await q
    .select()
    .from(promotionSeckillProduct)
    .where(scope.where(promotionSeckillProduct, and(eq(promotionSeckillProduct.activityId, activityId), eq(promotionSeckillProduct.skuId, skuId))))
    .limit(1);
  if (!item) throw serviceError(ErrorCodes.SECKILL_SKU_NOT_IN_ACTIVITY);
  if (item.stock <= 0) throw serviceError(ErrorCodes.SECKILL_STOCK_SOLD_OUT);
  return { activityId, name: activity.name, skuId, seckillPrice: item.seckillPrice };
}
