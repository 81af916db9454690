/** The mall area's dictionaries, each declared once: its type code and its name in 字典管理 (the seed holds the entries). */
import type { DictionaryTable } from '../dictionaries.ts';

export const mallDictionaries = {
  productSpuStatus: { type: 'product_spu_status', name: '商品 SPU 状态' },
  promotionDiscountType: { type: 'promotion_discount_type', name: '优惠类型' },
  promotionCouponTemplateValidityType: { type: 'promotion_coupon_template_validity_type', name: '优惠劵模板的有限期类型' },
  promotionProductScope: { type: 'promotion_product_scope', name: '营销的商品范围' },
  promotionCouponStatus: { type: 'promotion_coupon_status', name: '优惠劵的状态' },
  promotionCouponTakeType: { type: 'promotion_coupon_take_type', name: '优惠劵的领取方式' },
  promotionActivityStatus: { type: 'promotion_activity_status', name: '促销活动的状态' },
  promotionConditionType: { type: 'promotion_condition_type', name: '营销的条件类型' },
  promotionBargainRecordStatus: { type: 'promotion_bargain_record_status', name: '砍价记录的状态' },
  promotionCombinationRecordStatus: { type: 'promotion_combination_record_status', name: '拼团记录的状态' },
  promotionBannerPosition: { type: 'promotion_banner_position', name: 'Banner 位置' },
} as const satisfies DictionaryTable;
