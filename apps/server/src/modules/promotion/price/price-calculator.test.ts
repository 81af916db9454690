/**
 * The price calculator's cases, each promotion alone and combined, with expected cents. The
 * reference's calculators (seckill → time-limited discount → full reduction → coupon) are the
 * model; where a number looks odd, the rounding note in price-calculator.ts says why.
 */
import { describe, expect, it } from 'vitest';
import { calculatePrice, ConditionType, type CouponOffer, DiscountType, divide, PriceError, type PriceInput, ProductScope, type RewardActivity } from './price-calculator.ts';

const NOW = Date.parse('2026-12-01T10:00:00+08:00');
const phone = { skuId: 11, spuId: 1, categoryId: 100, price: 399900, count: 1 }; // 3999.00
const case_ = { skuId: 21, spuId: 2, categoryId: 200, price: 3333, count: 3 }; //  33.33 × 3
const socks = { skuId: 31, spuId: 3, categoryId: 300, price: 1990, count: 2 }; // 19.90 × 2

const reward = (rules: RewardActivity['rules'], extra: Partial<RewardActivity> = {}): RewardActivity => ({
  id: 7,
  name: '双十二满减',
  conditionType: ConditionType.PRICE,
  productScope: ProductScope.ALL,
  productScopeValues: [],
  rules,
  ...extra,
});
const coupon = (extra: Partial<CouponOffer>): CouponOffer => ({
  id: 9,
  name: '新人券',
  usePrice: 0,
  productScope: ProductScope.ALL,
  productScopeValues: [],
  discountType: DiscountType.PRICE,
  discountPrice: 1000,
  validStartTime: NOW - 1000,
  validEndTime: NOW + 86_400_000,
  ...extra,
});
const price = (input: Omit<PriceInput, 'now'>) => calculatePrice({ now: NOW, ...input });

describe('the price calculator', () => {
  const cases: Array<[string, Omit<PriceInput, 'now'>, { pay: number; discount: number; coupon: number; items?: number[] }]> = [
    ['no promotion: the sum of price × count', { items: [phone, case_] }, { pay: 399900 + 9999, discount: 0, coupon: 0 }],
    ['seckill: the seckill price for each piece', { items: [{ ...phone, count: 2 }], seckill: { activityId: 1, name: '整点秒杀', skuId: 11, seckillPrice: 299900 } }, { pay: 599800, discount: 200000, coupon: 0 }],
    ['time-limited discount, a price off each piece', { items: [case_], discounts: [{ activityId: 2, name: '限时直降', skuId: 21, discountType: DiscountType.PRICE, discountPrice: 500 }] }, { pay: 9999 - 1500, discount: 1500, coupon: 0 }],
    // 9999 × 85% = 8499.15: paid 8499, so the discount is 1500 (never less than 15%).
    ['time-limited discount, 85% paid, rounded down to the cent', { items: [case_], discounts: [{ activityId: 2, name: '八五折', skuId: 21, discountType: DiscountType.PERCENT, discountPercent: 85 }] }, { pay: 8499, discount: 1500, coupon: 0 }],
    ['full reduction: the highest tier reached, shared by what each pays', { items: [case_, socks], reward: reward([{ limit: 5000, discountPrice: 500 }, { limit: 10000, discountPrice: 1500 }]) }, { pay: 9999 + 3980 - 1500, discount: 1500, coupon: 0, items: [9999 - 1072, 3980 - 428] }],
    ['full reduction below every tier: nothing taken off', { items: [socks], reward: reward([{ limit: 5000, discountPrice: 500 }]) }, { pay: 3980, discount: 0, coupon: 0 }],
    ['full reduction by count: 满 4 件减 10 元', { items: [case_, socks], reward: reward([{ limit: 4, discountPrice: 1000 }], { conditionType: ConditionType.COUNT }) }, { pay: 13979 - 1000, discount: 1000, coupon: 0 }],
    ['full reduction on some products only (SPU scope)', { items: [case_, socks], reward: reward([{ limit: 1000, discountPrice: 300 }], { productScope: ProductScope.SPU, productScopeValues: [3] }) }, { pay: 13979 - 300, discount: 300, coupon: 0, items: [9999, 3680] }],
    ['coupon, a fixed amount', { items: [case_], coupon: coupon({ usePrice: 9000, discountPrice: 1000 }) }, { pay: 8999, discount: 0, coupon: 1000 }],
    // 13979 paid at 90%: 12581.1 → 12581 paid, 1398 off, under the 20.00 cap.
    ['coupon, 90% paid with a cap not reached', { items: [case_, socks], coupon: coupon({ discountType: DiscountType.PERCENT, discountPercent: 90, discountLimitPrice: 2000 }) }, { pay: 12581, discount: 0, coupon: 1398 }],
    ['coupon, 50% paid, held to its cap', { items: [case_], coupon: coupon({ discountType: DiscountType.PERCENT, discountPercent: 50, discountLimitPrice: 2000 }) }, { pay: 7999, discount: 0, coupon: 2000 }],
    ['coupon on one category only', { items: [phone, socks], coupon: coupon({ productScope: ProductScope.CATEGORY, productScopeValues: [300], discountPrice: 500 }) }, { pay: 399900 + 3480, discount: 0, coupon: 500, items: [399900, 3480] }],
    [
      'discount, then full reduction on what is left, then the coupon on what is left after that',
      {
        items: [phone, case_],
        discounts: [{ activityId: 2, name: '手机直降', skuId: 11, discountType: DiscountType.PRICE, discountPrice: 20000 }],
        reward: reward([{ limit: 300000, discountPrice: 10000 }]),
        coupon: coupon({ usePrice: 300000, discountPrice: 5000 }),
      },
      // 379900 + 9999 = 389899 → reward 10000 split 9743 / 257 → 370157 + 9742 = 379899 → coupon 5000 split 4871 / 129.
      { pay: 389899 - 10000 - 5000, discount: 20000 + 10000, coupon: 5000, items: [379900 - 9743 - 4871, 9999 - 257 - 129] },
    ],
    ['an unticked cart line counts for nothing', { items: [case_, { ...socks, selected: false }], coupon: coupon({ discountPrice: 100 }) }, { pay: 9899, discount: 0, coupon: 100 }],
  ];

  it.each(cases)('%s', (_name, input, expected) => {
    const r = price(input);
    expect(r.price).toMatchObject({ payPrice: expected.pay, discountPrice: expected.discount, couponPrice: expected.coupon });
    expect(r.price.totalPrice - r.price.discountPrice - r.price.couponPrice).toBe(r.price.payPrice);
    if (expected.items) expect(r.items.map((i) => i.payPrice)).toEqual(expected.items);
    expect(r.items.every((i) => i.payPrice >= 0)).toBe(true);
  });

  it('divides an amount so the shares add up exactly, the last covered item taking the rest', () => {
    expect(divide([{ payPrice: 1 }, { payPrice: 1 }, { payPrice: 1 }], 100)).toEqual([33, 33, 34]);
    expect(divide([{ payPrice: 999_999_999 }, { payPrice: 1 }], 999_999_999)).toEqual([999_999_998, 1]);
  });

  it('records the tier\'s free delivery, points and coupons', () => {
    const r = price({ items: [case_], reward: reward([{ limit: 1, discountPrice: 100, freeDelivery: true, point: 50, giveCoupons: { 3: 2 } }]) });
    expect(r).toMatchObject({ freeDelivery: true, givePoint: 50, giveCouponTemplateCounts: { 3: 2 } });
    expect(r.promotions).toEqual([expect.objectContaining({ id: 7, match: true, discountPrice: 100, description: '满减送：省 1.00 元' })]);
  });

  it('skips full reductions and refuses coupons on a seckill order, and allows one item only', () => {
    const seckill = { activityId: 1, name: '整点秒杀', skuId: 11, seckillPrice: 299900 };
    expect(price({ items: [phone], seckill, reward: reward([{ limit: 1, discountPrice: 100 }]) }).price.discountPrice).toBe(100000);
    expect(() => price({ items: [phone], seckill, coupon: coupon({}) })).toThrow('秒杀等活动订单不能使用优惠劵');
    expect(() => price({ items: [phone, case_], seckill })).toThrow('只允许选择一个商品');
  });

  it('refuses a coupon below its threshold, out of its dates, without matching goods, or worth the whole order, saying why', () => {
    expect(() => price({ items: [socks], coupon: coupon({ usePrice: 5000 }) })).toThrow('差 10.20 元可用优惠劵');
    expect(() => price({ items: [socks], coupon: coupon({ validStartTime: NOW + 1 }) })).toThrow('优惠劵未到使用时间');
    expect(() => price({ items: [socks], coupon: coupon({ validEndTime: NOW - 1 }) })).toThrow('优惠劵已过期');
    expect(() => price({ items: [socks], coupon: coupon({ productScope: ProductScope.SPU, productScopeValues: [1] }) })).toThrow('优惠劵没有匹配的商品');
    expect(() => price({ items: [socks], coupon: coupon({ discountPrice: 3980 }) })).toThrow('优惠金额超过订单金额');
    expect(() => price({ items: [socks], coupon: coupon({ discountPrice: 3980 }) })).toThrow(PriceError);
  });

  it('refuses an empty order and a bad count or price', () => {
    expect(() => price({ items: [] })).toThrow('没有要结算的商品');
    expect(() => price({ items: [{ ...socks, count: 0 }] })).toThrow('数量不正确');
    expect(() => price({ items: [{ ...socks, price: 1.5 }] })).toThrow('价格不正确');
  });
});
