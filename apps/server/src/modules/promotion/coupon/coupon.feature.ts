/** 优惠劵 (coupon templates) and 会员优惠劵 (the coupons members hold). Routes to come. */
import type { Feature } from '../../deps.ts';
import { promotionCoupon, promotionCouponTemplate } from './coupon.schema.ts';

export const promotionCouponFeature: Feature = {
  name: 'coupon',
  needs: ['db', 'config'],
  tables: [promotionCouponTemplate, promotionCoupon],
  routes: () => [],
};
