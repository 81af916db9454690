/** The coupon feature's door: what other features may use of it. */
export { requireCouponTemplates } from './coupon-templates-exist.ts';
export { takeCoupon, type CouponTake } from './coupon-take.ts';
export { memberCouponOffer, returnCoupon, useCoupon } from './coupon-use.ts';
