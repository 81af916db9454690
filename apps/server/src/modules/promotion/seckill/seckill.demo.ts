/**
 * The demo's seckill (tenant 1), timed from the first start: three daily slots (早场, 午场, 晚场),
 * 手机限时秒杀 running in 早场 and 晚场 on 华为 nova 12 and 小米 14 (two SKUs each), and the
 * closed 零食秒杀节 on a snack.
 */
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { skusOfProductNamed } from '../../product/spu/index.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { promotionSeckillActivity, promotionSeckillConfig, promotionSeckillProduct } from './seckill.schema.ts';

const DAY = 24 * 60 * 60 * 1000;
const ADMIN_ID = '1';

const DEMO_SLOTS = [
  { name: '早场', startTime: '08:00:00', endTime: '12:00:00' },
  { name: '午场', startTime: '12:00:00', endTime: '18:00:00' },
  { name: '晚场', startTime: '20:00:00', endTime: '23:59:59' },
] as const;

const DEMO_ACTIVITIES = [
  { name: '手机限时秒杀', from: -2, to: 28, slots: ['早场', '晚场'], remark: '每日早晚两场，旗舰手机秒杀价', closed: false, products: ['华为 nova 12', '小米 14'], off: 0.85 },
  { name: '零食秒杀节', from: -20, to: -10, slots: ['午场'], remark: '已提前结束', closed: true, products: ['三只松鼠 每日坚果 750g'], off: 0.7 },
] as const;

export async function seedSeckillDemo(tx: Tx): Promise<void> {
  const scope = tenantScope(tx, SYSTEM_TENANT.id);
  const audit = { creator: ADMIN_ID, updater: ADMIN_ID };
  const slots = await scope.insert(promotionSeckillConfig, DEMO_SLOTS.map((s) => ({ ...s, status: 0, ...audit })), tx);
  const slotId = (name: string) => slots.find((s) => s.name === name)!.id;
  const today = new Date().setHours(0, 0, 0, 0);
  for (const [i, demo] of DEMO_ACTIVITIES.entries()) {
    const skus: Awaited<ReturnType<typeof skusOfProductNamed>> = [];
    // One after the other: a transaction is one connection, which runs a query at a time.
    for (const name of demo.products) skus.push(...(await skusOfProductNamed(tx, scope, name)).slice(0, 2));
    if (!skus.length) continue;
    const [row] = await scope.insert(
      promotionSeckillActivity,
      {
        name: demo.name,
        status: demo.closed ? 1 : 0,
        remark: demo.remark,
        startTime: today + demo.from * DAY,
        endTime: today + demo.to * DAY - 1000,
        sort: DEMO_ACTIVITIES.length - i,
        configIds: demo.slots.map(slotId),
        ...audit,
      },
      tx,
    );
    await scope.insert(
      promotionSeckillProduct,
      skus.map((sku) => ({
        activityId: row!.id,
        spuId: sku.spuId,
        skuId: sku.id,
        // Whole yuan below the SKU's price, and a share of its stock set aside.
        seckillPrice: Math.floor((sku.price * demo.off) / 100) * 100,
        stock: Math.max(1, Math.floor(sku.stock / 2)),
        limitBuyCount: 1,
        ...audit,
      })),
      tx,
    );
  }
}
