/**
 * The promotion area's contract (`/promotion/*`, permissions `promotion:*`, error module 1_013):
 * coupon templates and coupons, time-limited discounts, full-reduction activities, seckill
 * activities and their time slots, banners. A new screen's file is exported here and its endpoint
 * groups listed in `promotionApiGroups`.
 */
export * from './constants.ts';

/** The area's endpoint groups, in the order the registry serves them. */
export const promotionApiGroups = {} as const;
