/**
 * The demo's discounts (tenant 1), timed from the first start: 双11限时折扣 running (a price off
 * on 小米 14, 八五折 on AirPods Pro 2, ¥100 off 华为 FreeBuds Pro 3) and 年货节限时折扣 to come
 * on iPhone 15.
 */
import { CommonStatus, DiscountType } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { skusOfProductNamed } from '../../product/spu/index.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { promotionDiscountActivity, promotionDiscountProduct } from './discount.schema.ts';

const DAY = 24 * 60 * 60 * 1000;
const ADMIN_ID = '1';

interface DemoDiscount {
  product: string;
  discountType: number;
  /** Yuan off, or the share paid (85 = 八五折). */
  value: number;
}

const DEMO_ACTIVITIES: ReadonlyArray<{ name: string; from: number; to: number; remark: string; products: DemoDiscount[] }> = [
  {
    name: '双11限时折扣',
    from: -1,
    to: 30,
    remark: '全场数码好物限时直降',
    products: [
      { product: '小米 14', discountType: DiscountType.PRICE, value: 300 },
      { product: 'AirPods Pro 2', discountType: DiscountType.PERCENT, value: 85 },
      { product: '华为 FreeBuds Pro 3', discountType: DiscountType.PRICE, value: 100 },
    ],
  },
  {
    name: '年货节限时折扣',
    from: 40,
    to: 47,
    remark: '年货节 iPhone 九折',
    products: [{ product: 'iPhone 15', discountType: DiscountType.PERCENT, value: 90 }],
  },
];

export async function seedDiscountDemo(tx: Tx): Promise<void> {
  const scope = tenantScope(tx, SYSTEM_TENANT.id);
  const audit = { creator: ADMIN_ID, updater: ADMIN_ID };
  const now = Date.now();
  for (const demo of DEMO_ACTIVITIES) {
    const rows = [];
    for (const p of demo.products) {
      for (const sku of await skusOfProductNamed(tx, scope, p.product)) {
        const percent = p.discountType === DiscountType.PERCENT;
        rows.push({ spuId: sku.spuId, skuId: sku.id, discountType: p.discountType, discountPrice: percent ? null : p.value * 100, discountPercent: percent ? p.value : null });
      }
    }
    if (!rows.length) continue;
    const [activity] = await scope.insert(
      promotionDiscountActivity,
      { name: demo.name, status: CommonStatus.ENABLE, startTime: now + demo.from * DAY, endTime: now + demo.to * DAY, remark: demo.remark, ...audit },
      tx,
    );
    await scope.insert(promotionDiscountProduct, rows.map((r) => ({ ...r, activityId: activity!.id, ...audit })), tx);
  }
}
