/**
 * The price calculator's door: the orders call `calculatePrice`; the promotions' doors answer its
 * offer types (`discountOffersAt`, `rewardActivityAt`, `seckillOfferAt`, coupons).
 */
export {
  calculatePrice,
  PriceError,
  PromotionType,
  type CouponOffer,
  type DiscountOffer,
  type PriceInput,
  type PriceItem,
  type PriceResult,
  type PricedItem,
  type PromotionLine,
  type RewardActivity,
  type RewardTier,
  type SeckillOffer,
} from './price-calculator.ts';
