/**
 * Menu ids of the promotion area and its directory. The reference's seed ids collide with rows of
 * ours, so the area takes Tenon's blocks (docs/menus.md, "Menu ids"): 营销中心 2980 with 优惠劵
 * 2981 (buttons 2982–2985) and 会员优惠劵 2986 (2987–2988); 限时折扣活动 2990 (2991–2995);
 * 满减送活动 3000 (3001–3005); 秒杀活动管理 3010 (3011–3016); 秒杀时段管理 3020 (3021–3025);
 * Banner管理 3030 (3031–3034), under 商品中心 as the reference's. The next free block is 3040.
 * Names, paths, icons and permissions are the reference's.
 */
import { directory } from '../../platform/menu-rows.ts';

export const PromotionMenuIds = {
  promotion: 2980,
  couponTemplate: 2981,
  couponTemplateButtons: 2982,
  coupon: 2986,
  couponButtons: 2987,
  discountActivity: 2990,
  discountActivityButtons: 2991,
  rewardActivity: 3000,
  rewardActivityButtons: 3001,
  seckillActivity: 3010,
  seckillActivityButtons: 3011,
  seckillTime: 3020,
  seckillTimeButtons: 3021,
  banner: 3030,
  bannerButtons: 3031,
} as const;

export const promotionDirectory = directory(PromotionMenuIds.promotion, 0, '营销中心', '/promotion', 'rate', 70);
