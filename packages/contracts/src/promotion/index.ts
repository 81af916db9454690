/**
 * The promotion area's contract (`/promotion/*`, permissions `promotion:*`, error module 1_013):
 * coupon templates and coupons, time-limited discounts, full-reduction activities, seckill
 * activities and their time slots, banners. A new screen's file is exported here and its endpoint
 * groups listed in `promotionApiGroups`.
 */
import { couponApi } from './coupon.ts';
import { couponTemplateApi } from './coupon-template.ts';
import { discountActivityApi } from './discount-activity.ts';
import { rewardActivityApi } from './reward-activity.ts';
import { seckillActivityApi } from './seckill-activity.ts';
import { seckillConfigApi, seckillTimeApi } from './seckill-time.ts';
import { promotionBannerApi } from './banner.ts';

export * from './constants.ts';
export * from './coupon.ts';
export * from './coupon-template.ts';
export * from './activity.ts';
export * from './discount-activity.ts';
export * from './reward-activity.ts';
export * from './seckill-activity.ts';
export * from './seckill-time.ts';
export * from './banner.ts';

/** The area's endpoint groups, in the order the registry serves them. */
export const promotionApiGroups = {
  couponTemplateApi,
  couponApi,
  discountActivityApi,
  rewardActivityApi,
  seckillTimeApi,
  seckillConfigApi,
  seckillActivityApi,
  promotionBannerApi,
} as const;
