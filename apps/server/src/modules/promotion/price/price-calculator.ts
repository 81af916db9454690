/**
 * The price of an order before it is placed (issue 27; the orders of issue 28 call it), in the
 * reference's order: a seckill price (a seckill order, one item), then time-limited discounts
 * per SKU, then the best tier of one full-reduction activity (normal orders), then the member's
 * coupon (normal orders). Everything is integer cents; nothing here reads the database: the
 * caller passes the offers that apply now and the calculator only does the arithmetic.
 *
 * Rounding, written down because money must add up:
 * - a percentage is a share paid, as the reference's `discountPercent`: 80 pays 80% (八折). The
 *   paid amount is rounded down to the cent (`floor(price × percent / 100)`), so the discount
 *   is never smaller than the percentage says;
 * - an order-level discount (a reduction tier, a coupon) is divided among the items it covers in
 *   proportion to what each still pays, each share rounded down, and the last covered item takes
 *   what is left, so the shares add up to the discount exactly (the reference gives the rest to
 *   the list's last item even when it is not covered; we give it to the last covered one);
 * - no item ever pays less than 0, and a coupon worth the whole amount is refused, as the
 *   reference refuses it (优惠金额超过订单金额).
 */
import { ConditionType, DiscountType, ProductScope } from '@tenon/contracts';

export { ConditionType, DiscountType, ProductScope };

/** The kind of a line of the breakdown (the reference's PromotionTypeEnum). */
export const PromotionType = { SECKILL_ACTIVITY: 1, DISCOUNT_ACTIVITY: 4, REWARD_ACTIVITY: 5, COUPON: 7 } as const;

export interface PriceItem {
  skuId: number;
  spuId: number;
  categoryId: number;
  /** The SKU's price, cents per unit. */
  price: number;
  count: number;
  /** A cart line left unticked counts for nothing (default: selected). */
  selected?: boolean;
}

export interface SeckillOffer {
  activityId: number;
  name: string;
  skuId: number;
  seckillPrice: number;
}

export interface DiscountOffer {
  activityId: number;
  name: string;
  skuId: number;
  discountType: number;
  discountPrice?: number | null;
  discountPercent?: number | null;
}

export interface RewardTier {
  /** The threshold: cents for a price condition, pieces for a count condition. */
  limit: number;
  discountPrice: number;
  freeDelivery?: boolean;
  point?: number;
  /** Coupon templates given, by template id: how many of each. */
  giveCoupons?: Record<number, number>;
}

export interface RewardActivity {
  id: number;
  name: string;
  conditionType: number;
  productScope: number;
  productScopeValues: number[];
  /** Tiers, lowest threshold first. */
  rules: RewardTier[];
}

export interface CouponOffer {
  id: number;
  name: string;
  /** The amount the covered items must reach, cents. */
  usePrice: number;
  productScope: number;
  productScopeValues: number[];
  discountType: number;
  discountPrice?: number | null;
  discountPercent?: number | null;
  /** A percentage coupon's cap, cents. */
  discountLimitPrice?: number | null;
  validStartTime: number;
  validEndTime: number;
}

export interface PriceInput {
  items: PriceItem[];
  /** Set for a seckill order. */
  seckill?: SeckillOffer | null;
  /** The discount activities running now for these SKUs. */
  discounts?: DiscountOffer[];
  /** The newest full-reduction activity running now for these products. */
  reward?: RewardActivity | null;
  coupon?: CouponOffer | null;
  now: number;
}

export interface PricedItem {
  skuId: number;
  spuId: number;
  count: number;
  price: number;
  selected: boolean;
  /** Activity discounts (seckill, time-limited, full reduction), cents for the line. */
  discountPrice: number;
  couponPrice: number;
  payPrice: number;
  givePoint: number;
}

export interface PromotionLine {
  id: number;
  name: string;
  type: number;
  discountPrice: number;
  match: boolean;
  description: string;
}

export interface PriceResult {
  type: 'normal' | 'seckill';
  items: PricedItem[];
  price: { totalPrice: number; discountPrice: number; couponPrice: number; payPrice: number };
  promotions: PromotionLine[];
  couponId: number | null;
  freeDelivery: boolean;
  givePoint: number;
  giveCouponTemplateCounts: Record<number, number>;
}

/** A calculation the order cannot go ahead with; the message is for the member. */
export class PriceError extends Error {}

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** `whole × part / total`, rounded down, exact for any amounts in cents. */
const share = (whole: number, part: number, total: number) => Number((BigInt(whole) * BigInt(part)) / BigInt(total));

export function calculatePrice(input: PriceInput): PriceResult {
  if (input.items.length === 0) throw new PriceError('没有要结算的商品');
  for (const item of input.items) {
    if (!Number.isSafeInteger(item.price) || item.price < 0) throw new PriceError(`商品 ${item.skuId} 的价格不正确`);
    if (!Number.isSafeInteger(item.count) || item.count < 1) throw new PriceError(`商品 ${item.skuId} 的数量不正确`);
  }
  const result: PriceResult = {
    type: input.seckill ? 'seckill' : 'normal',
    items: input.items.map((i) => ({
      skuId: i.skuId,
      spuId: i.spuId,
      count: i.count,
      price: i.price,
      selected: i.selected !== false,
      discountPrice: 0,
      couponPrice: 0,
      payPrice: i.price * i.count,
      givePoint: 0,
    })),
    price: { totalPrice: 0, discountPrice: 0, couponPrice: 0, payPrice: 0 },
    promotions: [],
    couponId: null,
    freeDelivery: false,
    givePoint: 0,
    giveCouponTemplateCounts: {},
  };
  const byIndex = (i: number) => input.items[i]!;
  if (input.seckill) applySeckill(result, input.seckill);
  applyDiscounts(result, input.discounts ?? []);
  if (result.type === 'normal' && input.reward) applyReward(result, input.reward, byIndex);
  if (input.coupon) applyCoupon(result, input.coupon, input.now, byIndex);
  recount(result);
  return result;
}

function payOf(item: PricedItem): number {
  return item.price * item.count - item.discountPrice - item.couponPrice;
}

function recount(result: PriceResult): void {
  const p = { totalPrice: 0, discountPrice: 0, couponPrice: 0, payPrice: 0 };
  let givePoint = 0;
  for (const item of result.items) {
    item.payPrice = payOf(item);
    if (!item.selected) continue;
    p.totalPrice += item.price * item.count;
    p.discountPrice += item.discountPrice;
    p.couponPrice += item.couponPrice;
    p.payPrice += item.payPrice;
    givePoint += item.givePoint;
  }
  result.price = p;
  result.givePoint = givePoint;
}

function applySeckill(result: PriceResult, offer: SeckillOffer): void {
  if (result.items.length !== 1) throw new PriceError('秒杀时，只允许选择一个商品');
  const item = result.items[0]!;
  if (item.skuId !== offer.skuId) throw new PriceError('该商品不在秒杀活动中');
  const discount = Math.max(0, item.payPrice - offer.seckillPrice * item.count);
  item.discountPrice += discount;
  item.payPrice = payOf(item);
  result.promotions.push({ id: offer.activityId, name: offer.name, type: PromotionType.SECKILL_ACTIVITY, discountPrice: discount, match: true, description: `秒杀活动：省 ${yuan(discount)} 元` });
}

function applyDiscounts(result: PriceResult, offers: DiscountOffer[]): void {
  for (const item of result.items) {
    const offer = offers.find((o) => o.skuId === item.skuId);
    if (!offer) continue;
    let pay: number;
    if (offer.discountType === DiscountType.PRICE) pay = item.payPrice - (offer.discountPrice ?? 0) * item.count;
    else if (offer.discountType === DiscountType.PERCENT) pay = share(item.payPrice, offer.discountPercent ?? 100, 100);
    else throw new PriceError(`限时折扣【${offer.name}】的优惠类型不正确`);
    const discount = item.payPrice - Math.max(0, pay);
    item.discountPrice += discount;
    item.payPrice = payOf(item);
    result.promotions.push({ id: offer.activityId, name: offer.name, type: PromotionType.DISCOUNT_ACTIVITY, discountPrice: discount, match: true, description: `限时折扣：省 ${yuan(discount)} 元` });
  }
}

function covered(result: PriceResult, scope: number, values: number[], itemOf: (i: number) => PriceItem): PricedItem[] {
  return result.items.filter((item, i) => {
    if (!item.selected) return false;
    if (scope === ProductScope.SPU) return values.includes(item.spuId);
    if (scope === ProductScope.CATEGORY) return values.includes(itemOf(i).categoryId);
    return true;
  });
}

/** Divides `amount` among `items` by what each pays; the last takes the rest (see the file's note). */
export function divide(items: Array<{ payPrice: number }>, amount: number): number[] {
  const total = items.reduce((sum, i) => sum + i.payPrice, 0);
  if (total === 0) return items.map(() => 0);
  const shares = items.map((i) => share(amount, i.payPrice, total));
  shares[shares.length - 1] = amount - shares.slice(0, -1).reduce((a, b) => a + b, 0);
  return shares;
}

function applyReward(result: PriceResult, activity: RewardActivity, itemOf: (i: number) => PriceItem): void {
  const items = covered(result, activity.productScope, activity.productScopeValues, itemOf);
  if (items.length === 0) return;
  const count = items.reduce((s, i) => s + i.count, 0);
  const price = items.reduce((s, i) => s + i.payPrice, 0);
  const reached = (tier: RewardTier) => (activity.conditionType === ConditionType.COUNT ? count >= tier.limit : price >= tier.limit);
  const tier = [...activity.rules].reverse().find(reached);
  if (!tier) {
    const first = activity.rules[0];
    const need = first ? (activity.conditionType === ConditionType.COUNT ? `满 ${first.limit} 件` : `满 ${yuan(first.limit)} 元`) : '';
    result.promotions.push({ id: activity.id, name: activity.name, type: PromotionType.REWARD_ACTIVITY, discountPrice: 0, match: false, description: `满减送：${need}可用` });
    return;
  }
  const discount = Math.min(tier.discountPrice, price);
  const shares = divide(items, discount);
  items.forEach((item, i) => {
    item.discountPrice += shares[i]!;
    item.payPrice = payOf(item);
  });
  if (tier.point && tier.point > 0) divide(items, tier.point).forEach((p, i) => (items[i]!.givePoint += p));
  if (tier.freeDelivery) result.freeDelivery = true;
  for (const [templateId, n] of Object.entries(tier.giveCoupons ?? {}))
    result.giveCouponTemplateCounts[Number(templateId)] = (result.giveCouponTemplateCounts[Number(templateId)] ?? 0) + n;
  result.promotions.push({ id: activity.id, name: activity.name, type: PromotionType.REWARD_ACTIVITY, discountPrice: discount, match: true, description: `满减送：省 ${yuan(discount)} 元` });
}

/** What a coupon takes off `total`: its amount, or the percentage's complement with its cap. */
export function couponAmount(coupon: Pick<CouponOffer, 'discountType' | 'discountPrice' | 'discountPercent' | 'discountLimitPrice' | 'name'>, total: number): number {
  if (coupon.discountType === DiscountType.PRICE) return coupon.discountPrice ?? 0;
  if (coupon.discountType === DiscountType.PERCENT) {
    const off = total - share(total, coupon.discountPercent ?? 100, 100);
    return coupon.discountLimitPrice === null || coupon.discountLimitPrice === undefined ? off : Math.min(off, coupon.discountLimitPrice);
  }
  throw new PriceError(`优惠劵【${coupon.name}】的优惠类型不正确`);
}

function applyCoupon(result: PriceResult, coupon: CouponOffer, now: number, itemOf: (i: number) => PriceItem): void {
  if (result.type !== 'normal') throw new PriceError('秒杀等活动订单不能使用优惠劵');
  if (now < coupon.validStartTime) throw new PriceError('优惠劵未到使用时间');
  if (now > coupon.validEndTime) throw new PriceError('优惠劵已过期');
  const items = covered(result, coupon.productScope, coupon.productScopeValues, itemOf);
  if (items.length === 0) throw new PriceError('优惠劵没有匹配的商品');
  const total = items.reduce((s, i) => s + i.payPrice, 0);
  if (total < coupon.usePrice) throw new PriceError(`差 ${yuan(coupon.usePrice - total)} 元可用优惠劵`);
  const amount = couponAmount(coupon, total);
  if (amount >= total) throw new PriceError('优惠金额超过订单金额');
  divide(items, amount).forEach((s, i) => {
    items[i]!.couponPrice = s;
    items[i]!.payPrice = payOf(items[i]!);
  });
  result.couponId = coupon.id;
  result.promotions.push({ id: coupon.id, name: coupon.name, type: PromotionType.COUPON, discountPrice: amount, match: true, description: `优惠劵：省 ${yuan(amount)} 元` });
}
