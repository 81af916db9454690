/** The demo's full reduction (tenant 1), timed from the first start: 满199减20, 满399减50包邮 on every product, running. */
import { CommonStatus, ConditionType, ProductScope } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { promotionRewardActivity } from './reward.schema.ts';

const DAY = 24 * 60 * 60 * 1000;
const ADMIN_ID = '1';

export async function seedRewardDemo(tx: Tx): Promise<void> {
  const now = Date.now();
  const tier = (limit: number, discount: number, freeDelivery: boolean) => ({ limit: limit * 100, discountPrice: discount * 100, freeDelivery, point: 0, couponIds: [], couponCounts: [] });
  await tenantScope(tx, SYSTEM_TENANT.id).insert(
    promotionRewardActivity,
    {
      name: '全场满减',
      status: CommonStatus.ENABLE,
      startTime: now - DAY,
      endTime: now + 30 * DAY,
      remark: '满199减20，满399减50并包邮',
      conditionType: ConditionType.PRICE,
      productScope: ProductScope.ALL,
      productScopeValues: [],
      rules: [tier(199, 20, false), tier(399, 50, true)],
      creator: ADMIN_ID,
      updater: ADMIN_ID,
    },
    tx,
  );
}
