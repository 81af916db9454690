/**
 * The promotion area's error codes (module 1_013, the reference's codes and texts; Tenon's own are
 * marked). Composed into `ErrorCodes`. Banners (the v1.7 `/market/banner`) are the reference's
 * 1_013_002 too.
 */
import { errorCode, type ErrorTable } from '../area-kit.ts';

export const promotionErrors = {
  // -- time-limited discounts --
  DISCOUNT_ACTIVITY_NOT_EXISTS: errorCode(1_013_001_000, '限时折扣活动不存在'),
  DISCOUNT_ACTIVITY_SPU_CONFLICTS: errorCode(1_013_001_001, '存在商品参加了其它限时折扣活动'),
  DISCOUNT_ACTIVITY_UPDATE_FAIL_STATUS_CLOSED: errorCode(1_013_001_002, '限时折扣活动已关闭，不能修改'),
  DISCOUNT_ACTIVITY_DELETE_FAIL_STATUS_NOT_CLOSED: errorCode(1_013_001_003, '限时折扣活动未关闭，不能删除'),
  DISCOUNT_ACTIVITY_CLOSE_FAIL_STATUS_CLOSED: errorCode(1_013_001_004, '限时折扣活动已关闭，不能重复关闭'),
  DISCOUNT_ACTIVITY_CLOSE_FAIL_STATUS_END: errorCode(1_013_001_005, '限时折扣活动已结束，不能关闭'),
  /** Tenon: a SKU's price off is not below its price (nothing would be left to pay). */
  DISCOUNT_PRICE_NOT_BELOW_SKU_PRICE: errorCode(1_013_001_100, '商品 SKU({}) 的优惠金额必须小于商品价格'),
  /** Tenon: a SKU's discount of the chosen type was left empty. */
  DISCOUNT_PRODUCT_VALUE_MISSING: errorCode(1_013_001_101, '商品 SKU({}) 未填写优惠金额或折扣'),
  // -- banners --
  BANNER_NOT_EXISTS: errorCode(1_013_002_000, 'Banner 不存在'),
  // -- coupons --
  COUPON_NO_MATCH_SPU: errorCode(1_013_003_000, '优惠劵没有可使用的商品！'),
  COUPON_NO_MATCH_MIN_PRICE: errorCode(1_013_003_001, '所结算的商品中未满足使用的金额'),
  COUPON_TEMPLATE_NOT_EXISTS: errorCode(1_013_004_000, '优惠劵模板不存在'),
  COUPON_TEMPLATE_TOTAL_COUNT_TOO_SMALL: errorCode(1_013_004_001, '发放数量不能小于已领取数量({})'),
  COUPON_NOT_EXISTS: errorCode(1_013_005_000, '优惠券不存在'),
  COUPON_DELETE_FAIL_USED: errorCode(1_013_005_001, '回收优惠劵失败，优惠劵已被使用'),
  COUPON_STATUS_NOT_UNUSED: errorCode(1_013_005_002, '优惠劵不处于待使用状态'),
  COUPON_VALID_TIME_NOT_NOW: errorCode(1_013_005_003, '优惠券不在使用时间范围内'),
  /** Tenon: no coupons left to take (the newer reference's text). */
  COUPON_TEMPLATE_NOT_ENOUGH: errorCode(1_013_004_100, '当前剩余数量不够领取'),
  /** Tenon: the member already holds as many as one may take (the newer reference's text). */
  COUPON_TEMPLATE_USER_ALREADY_TAKE: errorCode(1_013_004_101, '用户已领取过此优惠券'),
  /** Tenon: a template of a date range that has ended gives no more coupons. */
  COUPON_TEMPLATE_EXPIRED: errorCode(1_013_004_102, '优惠券已过期'),
  /** Tenon: taken in a way the template does not allow (a member taking one that is only given). */
  COUPON_TEMPLATE_CANNOT_TAKE: errorCode(1_013_004_103, '领取方式不正确'),
  /** Tenon: a disabled template gives no coupons. */
  COUPON_TEMPLATE_DISABLED: errorCode(1_013_004_104, '优惠劵模板已停用'),
  // -- full reduction (满减送) --
  REWARD_ACTIVITY_NOT_EXISTS: errorCode(1_013_006_000, '满减送活动不存在'),
  REWARD_ACTIVITY_SPU_CONFLICTS: errorCode(1_013_006_001, '存在商品参加了其它满减送活动'),
  REWARD_ACTIVITY_UPDATE_FAIL_STATUS_CLOSED: errorCode(1_013_006_002, '满减送活动已关闭，不能修改'),
  REWARD_ACTIVITY_DELETE_FAIL_STATUS_NOT_CLOSED: errorCode(1_013_006_003, '满减送活动未关闭，不能删除'),
  REWARD_ACTIVITY_CLOSE_FAIL_STATUS_CLOSED: errorCode(1_013_006_004, '满减送活动已关闭，不能重复关闭'),
  REWARD_ACTIVITY_CLOSE_FAIL_STATUS_END: errorCode(1_013_006_005, '满减送活动已结束，不能关闭'),
  /** Tenon: a tier's threshold not above the previous tier's. */
  REWARD_RULE_LIMIT_NOT_ASCENDING: errorCode(1_013_006_100, '第 {} 档的优惠门槛必须大于上一档'),
  /** Tenon: a tier of a price condition takes off as much as its threshold or more. */
  REWARD_RULE_DISCOUNT_TOO_LARGE: errorCode(1_013_006_101, '第 {} 档的优惠金额必须小于优惠门槛'),
  /** Tenon: a tier's gift coupons and their counts do not pair up. */
  REWARD_RULE_COUPON_COUNTS_MISMATCH: errorCode(1_013_006_102, '第 {} 档的赠送优惠劵与数量不一致'),
  /** Tenon: a product chosen for the activity is not one of the tenant's. */
  REWARD_ACTIVITY_SPU_NOT_EXISTS: errorCode(1_013_006_103, '商品 SPU({}) 不存在'),
  /** Tenon: scope 2 or 3 without any product or category chosen. */
  REWARD_ACTIVITY_SCOPE_VALUES_EMPTY: errorCode(1_013_006_104, '请选择活动商品'),
  // -- prices --
  PRICE_CALCULATE_PAY_PRICE_ILLEGAL: errorCode(1_013_007_000, '支付价格计算异常，原因：价格小于等于 0'),
  // -- seckill activities and time slots --
  SECKILL_ACTIVITY_NOT_EXISTS: errorCode(1_013_008_000, '秒杀活动不存在'),
  SECKILL_ACTIVITY_SPU_CONFLICTS: errorCode(1_013_008_002, '存在商品参加了其它秒杀活动'),
  SECKILL_ACTIVITY_UPDATE_FAIL_STATUS_CLOSED: errorCode(1_013_008_003, '秒杀活动已关闭，不能修改'),
  SECKILL_ACTIVITY_DELETE_FAIL_STATUS_NOT_CLOSED_OR_END: errorCode(1_013_008_004, '秒杀活动未关闭或未结束，不能删除'),
  SECKILL_ACTIVITY_CLOSE_FAIL_STATUS_CLOSED: errorCode(1_013_008_005, '秒杀活动已关闭，不能重复关闭'),
  SECKILL_ACTIVITY_CLOSE_FAIL_STATUS_END: errorCode(1_013_008_006, '秒杀活动已结束，不能关闭'),
  SECKILL_TIME_NOT_EXISTS: errorCode(1_013_009_000, '秒杀时段不存在'),
  SECKILL_TIME_CONFLICTS: errorCode(1_013_009_001, '秒杀时段冲突'),
  SECKILL_TIME_EQUAL: errorCode(1_013_009_002, '秒杀时段开始时间和结束时间不能相等'),
  SECKILL_START_TIME_BEFORE_END_TIME: errorCode(1_013_009_003, '秒杀时段开始时间不能在结束时间之后'),
  /** Tenon: an activity's end before its start. */
  ACTIVITY_END_BEFORE_START: errorCode(1_013_011_000, '活动的结束时间必须晚于开始时间'),
  /** Tenon: an activity names a SKU that is not of the product named with it, or no longer exists. */
  ACTIVITY_SKU_NOT_EXISTS: errorCode(1_013_011_001, '商品 SKU({}) 不存在'),
  /** Tenon: one SKU listed twice in an activity. */
  ACTIVITY_SKU_REPEATED: errorCode(1_013_011_002, '商品 SKU({}) 重复'),
  /** Tenon: a seckill slot used by an activity is not deleted. */
  SECKILL_TIME_IN_USE: errorCode(1_013_009_004, '秒杀时段已被秒杀活动使用，无法删除'),
  /** Tenon: a seckill price not below the SKU's own. */
  SECKILL_PRICE_NOT_BELOW_PRICE: errorCode(1_013_008_100, '商品「{}」的秒杀价必须低于原价'),
  /** Tenon: more seckill stock set aside than the SKU has. */
  SECKILL_STOCK_EXCEEDS_SKU_STOCK: errorCode(1_013_008_101, '商品「{}」的秒杀库存不能超过其库存（{}）'),
  /** Tenon: a member asks for a seckill price outside the activity's window. */
  SECKILL_ACTIVITY_NOT_RUNNING: errorCode(1_013_008_102, '秒杀活动未开始或已结束'),
  /** Tenon: the SKU a member asks for is not in the activity. */
  SECKILL_SKU_NOT_IN_ACTIVITY: errorCode(1_013_008_103, '该商品不在秒杀活动中'),
  /** Tenon: the activity's stock of the SKU is sold out. */
  SECKILL_STOCK_SOLD_OUT: errorCode(1_013_008_104, '秒杀商品已售罄'),
  /** Tenon: an activity chooses a disabled slot. */
  SECKILL_TIME_DISABLED: errorCode(1_013_009_100, '秒杀时段「{}」已禁用'),
  /** Tenon: now is in none of the activity's slots. */
  SECKILL_TIME_NOT_NOW: errorCode(1_013_009_101, '当前不在秒杀时段内'),
} as const satisfies ErrorTable;
