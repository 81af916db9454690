/**
 * The promotion area (`/promotion/*`, and the v1.7 `/market/banner/*`): coupons, time-limited
 * discounts, full reductions, seckill and banners, plus the price calculator the orders use
 * (`price/`). Its rows are tenant-owned; its screens are the web's `mall/promotion` and
 * `mall/market`. A new screen is its own folder plus one line here.
 */
import type { ServerArea } from '../deps.ts';
import { promotionBannerFeature } from './banner/banner.feature.ts';
import { promotionCouponFeature } from './coupon/coupon.feature.ts';
import { promotionDiscountFeature } from './discount/discount.feature.ts';
import { promotionDirectory } from './menus.ts';
import { promotionRewardFeature } from './reward/reward.feature.ts';
import { promotionSeckillFeature } from './seckill/seckill.feature.ts';

export const promotionArea: ServerArea = {
  name: 'promotion',
  menus: [promotionDirectory],
  features: [promotionCouponFeature, promotionDiscountFeature, promotionRewardFeature, promotionSeckillFeature, promotionBannerFeature],
};
