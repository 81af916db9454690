/** The coupon feature's door: what other features may use of it. */
export { requireCouponTemplates } from './coupon-templates-exist.ts';
