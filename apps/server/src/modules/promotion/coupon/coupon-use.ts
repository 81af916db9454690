/**
 * What an order does with a member's coupon, inside the order's own transaction: read it as the
 * price calculator's offer, use it (create), give it back (cancel, timeout). Only the member's own
 * coupon, unused and valid now, is offered or used; another member's is "not found". The coupon's
 * row is locked when used, so one coupon pays for one order however many are placed at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { CouponStatus, ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { CouponOffer } from '../price/index.ts';
import { promotionCoupon, promotionCouponTemplate } from './coupon.schema.ts';

type CouponRow = typeof promotionCoupon.$inferSelect;

function usable(coupon: CouponRow | undefined, now: number): CouponRow {
  if (!coupon) throw serviceError(ErrorCodes.COUPON_NOT_EXISTS);
  if (coupon.status !== CouponStatus.UNUSED) throw serviceError(ErrorCodes.COUPON_STATUS_NOT_UNUSED);
  if (now < coupon.validStartTime || now > coupon.validEndTime) throw serviceError(ErrorCodes.COUPON_VALID_TIME_NOT_NOW);
  return coupon;
}

const offerOf = (c: CouponRow): CouponOffer => ({
  id: c.id,
  name: c.name,
  usePrice: c.usePrice,
  productScope: c.productScope,
  productScopeValues: c.productScopeValues,
  discountType: c.discountType,
  discountPrice: c.discountPrice,
  discountPercent: c.discountPercent,
  discountLimitPrice: c.discountLimitPrice,
  validStartTime: c.validStartTime,
  validEndTime: c.validEndTime,
});

const ownCoupon = (userId: number, couponId: number) => and(eq(promotionCoupon.id, couponId), eq(promotionCoupon.userId, userId))!;

/** The member's coupon as the calculator's offer; refused when it is not theirs, used, or out of its window. */
export async function memberCouponOffer(q: Db | Tx, scope: TenantScope, userId: number, couponId: number, now = Date.now()): Promise<CouponOffer> {
  const [coupon] = await scope.selectFrom(promotionCoupon, ownCoupon(userId, couponId), q);
  return offerOf(usable(coupon, now));
}

/** Marks the member's coupon used by `orderId` (its row locked first); refused as `memberCouponOffer` refuses. */
export async function useCoupon(tx: Tx, scope: TenantScope, use: { userId: number; couponId: number; orderId: number }, now = Date.now()): Promise<void> {
  const [coupon] = await tx.select().from(promotionCoupon).where(scope.where(promotionCoupon, ownCoupon(use.userId, use.couponId))).for('update');
  const row = usable(coupon, now);
  await scope.update(promotionCoupon, { status: CouponStatus.USED, useOrderId: use.orderId, useTime: now, updater: String(use.userId) }, eq(promotionCoupon.id, row.id), tx);
  const t = promotionCouponTemplate;
  await scope.update(t, { useCount: sql`${t.useCount} + 1` }, eq(t.id, row.templateId), tx);
}

/** Gives back the coupon `orderId` used (the order was cancelled): unused again, its window unchanged. */
export async function returnCoupon(tx: Tx, scope: TenantScope, couponId: number, orderId: number): Promise<void> {
  const [coupon] = await tx
    .update(promotionCoupon)
    .set({ status: CouponStatus.UNUSED, useOrderId: null, useTime: null })
    .where(scope.where(promotionCoupon, and(eq(promotionCoupon.id, couponId), eq(promotionCoupon.status, CouponStatus.USED), eq(promotionCoupon.useOrderId, orderId))))
    .returning({ templateId: promotionCoupon.templateId });
  if (!coupon) return;
  const t = promotionCouponTemplate;
  await scope.update(t, { useCount: sql`greatest(${t.useCount} - 1, 0)` }, eq(t.id, coupon.templateId), tx);
}
