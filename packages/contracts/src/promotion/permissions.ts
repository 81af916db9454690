/** The promotion area's permissions, by screen: the reference's strings (composed into `Permissions.promotion`). */
import { crud, type PermissionTable } from '../area-kit.ts';

export const promotionPermissions = {
  couponTemplate: crud('promotion:coupon-template'),
  coupon: { query: 'promotion:coupon:query', delete: 'promotion:coupon:delete' },
  discountActivity: { ...crud('promotion:discount-activity'), close: 'promotion:discount-activity:close' },
  rewardActivity: { ...crud('promotion:reward-activity'), close: 'promotion:reward-activity:close' },
  seckillActivity: { ...crud('promotion:seckill-activity'), export: 'promotion:seckill-activity:export', close: 'promotion:seckill-activity:close' },
  seckillTime: { ...crud('promotion:seckill-time'), export: 'promotion:seckill-time:export' },
} as const satisfies PermissionTable;
