/**
 * The demo's coupon templates (tenant 1), timed from the first start: 满100减10通用劵, the
 * 数码品类 九折 capped at ¥50 (手机, 笔记本电脑, 耳机), a ¥200 off for the iPhone 15 family, and a
 * disabled 新人无门槛劵; the demo member holds one of the first three and an expired one of the last.
 */
import { eq } from 'drizzle-orm';
import { CommonStatus, CouponTakeType, CouponValidityType, DiscountType, ProductScope } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { memberIdByMobile } from '../../member/user/index.ts';
import { categoryIdNamed } from '../../product/category/index.ts';
import { skusOfProductNamed } from '../../product/spu/index.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { promotionCouponTemplate } from './coupon.schema.ts';
import { takeCoupon } from './coupon-take.ts';

const DAY = 24 * 60 * 60 * 1000;
const ADMIN_ID = '1';
/** 芋艿会员, tenant 1's demo member (member-user.demo.ts). */
const DEMO_MEMBER_MOBILE = '15601691300';

export async function seedCouponDemo(tx: Tx): Promise<void> {
  const scope = tenantScope(tx, SYSTEM_TENANT.id);
  const now = Date.now();
  const audit = { creator: ADMIN_ID, updater: ADMIN_ID };
  // One after the other: a transaction is one connection, which runs a query at a time.
  const categories: number[] = [];
  for (const name of ['手机', '笔记本电脑', '耳机']) {
    const id = await categoryIdNamed(tx, scope, name);
    if (id !== undefined) categories.push(id);
  }
  const iphones: number[] = [];
  for (const name of ['iPhone 15', 'iPhone 15 Pro']) {
    const spuId = (await skusOfProductNamed(tx, scope, name))[0]?.spuId;
    if (spuId !== undefined) iphones.push(spuId);
  }
  const dated = (fromDay: number, toDay: number) => ({ validityType: CouponValidityType.DATE, validStartTime: now + fromDay * DAY, validEndTime: now + toDay * DAY });
  const term = (from: number, to: number) => ({ validityType: CouponValidityType.TERM, fixedStartTerm: from, fixedEndTerm: to });
  const rows = await scope.insert(
    promotionCouponTemplate,
    [
      { name: '满100减10通用劵', description: '全场通用，满 100 元可用', totalCount: 1000, takeLimitCount: 2, takeType: CouponTakeType.USER, usePrice: 100_00, productScope: ProductScope.ALL, productScopeValues: [], ...dated(-1, 90), discountType: DiscountType.PRICE, discountPrice: 10_00 },
      { name: '数码品类9折最多减50', description: '手机、笔记本电脑、耳机九折', totalCount: -1, takeLimitCount: 1, takeType: CouponTakeType.USER, usePrice: 0, productScope: ProductScope.CATEGORY, productScopeValues: categories, ...term(0, 30), discountType: DiscountType.PERCENT, discountPercent: 90, discountLimitPrice: 50_00 },
      { name: 'iPhone 15 系列立减200', description: '满 3000 元可用', totalCount: 200, takeLimitCount: 1, takeType: CouponTakeType.USER, usePrice: 3000_00, productScope: ProductScope.SPU, productScopeValues: iphones, ...dated(-1, 30), discountType: DiscountType.PRICE, discountPrice: 200_00 },
      { name: '新人无门槛5元劵', description: '新会员注册赠送', totalCount: -1, takeLimitCount: 1, takeType: CouponTakeType.ADMIN, usePrice: 0, productScope: ProductScope.ALL, productScopeValues: [], ...term(0, 7), discountType: DiscountType.PRICE, discountPrice: 5_00 },
    ].map((t) => ({ ...t, ...audit })),
    tx,
  );
  const member = await memberIdByMobile(tx, scope, DEMO_MEMBER_MOBILE);
  if (member !== undefined) {
    const give = (i: number, takeType: number, at = now) => takeCoupon(tx, scope, { templateId: rows[i]!.id, userId: member, takeType, by: ADMIN_ID }, at);
    await give(0, CouponTakeType.USER);
    await give(1, CouponTakeType.USER);
    await give(2, CouponTakeType.ADMIN);
    // Given a month ago for seven days: 已过期 now.
    await give(3, CouponTakeType.ADMIN, now - 30 * DAY);
  }
  // Disabled after its coupon was given: it gives no more.
  await scope.update(promotionCouponTemplate, { status: CommonStatus.DISABLE }, eq(promotionCouponTemplate.id, rows[3]!.id), tx);
}
