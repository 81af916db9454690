/**
 * A coupon's status as members see it: an unused coupon past its end is 已过期 without a job
 * rewriting it, so the list and its status filter read it from the clock, the same way.
 */
import { and, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import { CouponStatus } from '@tenon/contracts';
import { promotionCoupon } from './coupon.schema.ts';

export function couponStatusAt(coupon: { status: number; validEndTime: number }, now: number): number {
  return coupon.status === CouponStatus.UNUSED && coupon.validEndTime < now ? CouponStatus.EXPIRE : coupon.status;
}

/** The coupons whose status at `now` is `status`; undefined filters nothing. */
export function couponStatusWhere(status: number | undefined, now: number): SQL | undefined {
  const c = promotionCoupon;
  switch (status) {
    case undefined:
      return undefined;
    case CouponStatus.UNUSED:
      return and(eq(c.status, CouponStatus.UNUSED), gte(c.validEndTime, now));
    case CouponStatus.EXPIRE:
      return or(eq(c.status, CouponStatus.EXPIRE), and(eq(c.status, CouponStatus.UNUSED), lt(c.validEndTime, now)));
    default:
      return eq(c.status, status);
  }
}
