/**
 * The promotion area's enumerations (values of its dictionaries, `mall/dicts.ts`) and the one rule
 * every activity shares: the state users see comes from its times and whether it was closed.
 */

/** promotion_discount_type: a price off (满减, cents) or a percentage paid (折扣, 80 = 八折). */
export const DiscountType = { PRICE: 1, PERCENT: 2 } as const;
/** promotion_condition_type: what a full-reduction tier counts. */
export const ConditionType = { PRICE: 10, COUNT: 20 } as const;
/** promotion_product_scope: which products an offer covers. */
export const ProductScope = { ALL: 1, SPU: 2, CATEGORY: 3 } as const;
/** promotion_coupon_template_validity_type. */
export const CouponValidityType = { DATE: 1, TERM: 2 } as const;
/** promotion_coupon_status. */
export const CouponStatus = { UNUSED: 1, USED: 2, EXPIRE: 3 } as const;
/** promotion_coupon_take_type: taken by the member (1) or given by an administrator or an activity (2). */
export const CouponTakeType = { USER: 1, ADMIN: 2 } as const;
/** promotion_activity_status: what an activity's list shows. */
export const ActivityStatus = { WAIT: 10, RUN: 20, END: 30, CLOSE: 40 } as const;

/**
 * An activity's state at `now`: 已关闭 once closed (stored `status` 1), else by its window
 * [startTime, endTime]: 未开始 before, 进行中 within, 已结束 after.
 */
export function activityStatus(activity: { status: number; startTime: number; endTime: number }, now: number): number {
  if (activity.status === 1) return ActivityStatus.CLOSE;
  if (now < activity.startTime) return ActivityStatus.WAIT;
  if (now > activity.endTime) return ActivityStatus.END;
  return ActivityStatus.RUN;
}
