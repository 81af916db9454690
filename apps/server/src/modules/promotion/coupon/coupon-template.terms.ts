/**
 * A template body's terms as they are stored, or the first term the chosen types leave missing
 * or contradictory, worded as the reference's checks word it (a 400 naming the field). Terms the
 * chosen types do not use are stored empty, so a template never carries two validities or two
 * discounts at once.
 */
import { CouponValidityType, DiscountType, ProductScope, type BodyOf, type couponTemplateApi } from '@tenon/contracts';
import { badRequest } from '../../../platform/errors.ts';
import { momentMs } from '../../../platform/wall-clock.ts';

type Body = BodyOf<typeof couponTemplateApi.create>;

const given = (ids: readonly number[] | null | undefined) => (ids && ids.length ? ids : undefined);

/** `timeZone` reads a validity window sent as wall-clock texts (the reference console's). */
export function templateTerms(b: Body, timeZone: string) {
  // The newer name wins when both come; either carries the ids of the scope.
  const values = b.productScope === ProductScope.ALL ? [] : [...new Set(given(b.productScopeValues) ?? given(b.productSpuIds) ?? [])];
  if (b.productScope !== ProductScope.ALL && !values.length) throw badRequest('商品范围编号的数组不能为空');

  const date = b.validityType === CouponValidityType.DATE;
  const [validStartTime, validEndTime] = [momentMs(b.validStartTime, timeZone), momentMs(b.validEndTime, timeZone)];
  if (date) {
    if (validStartTime === undefined) throw badRequest('生效开始时间不能为空');
    if (validEndTime === undefined) throw badRequest('生效结束时间不能为空');
    if (validEndTime <= validStartTime) throw badRequest('生效结束时间必须晚于生效开始时间');
  } else {
    if (b.fixedStartTerm === undefined || b.fixedStartTerm === null) throw badRequest('开始天数不能为空');
    if (b.fixedEndTerm === undefined || b.fixedEndTerm === null) throw badRequest('结束天数不能为空');
    if (b.fixedStartTerm > b.fixedEndTerm) throw badRequest('开始天数不能大于结束天数');
  }

  const price = b.discountType === DiscountType.PRICE;
  if (price) {
    if (b.discountPrice === undefined || b.discountPrice === null) throw badRequest('优惠金额不能为空');
    // A coupon worth its whole threshold would leave nothing to pay; the order's price calculator refuses it.
    if (b.usePrice > 0 && b.discountPrice >= b.usePrice) throw badRequest('优惠金额必须小于使用门槛金额');
  } else if (b.discountPercent === undefined || b.discountPercent === null) {
    throw badRequest('折扣百分比需要大于等于 1，小于等于 99');
  }

  return {
    name: b.name,
    description: b.description ?? '',
    totalCount: b.totalCount,
    takeLimitCount: b.takeLimitCount,
    takeType: b.takeType,
    usePrice: b.usePrice,
    productScope: b.productScope,
    productScopeValues: values,
    validityType: b.validityType,
    validStartTime: date ? validStartTime! : null,
    validEndTime: date ? validEndTime! : null,
    fixedStartTerm: date ? null : b.fixedStartTerm!,
    fixedEndTerm: date ? null : b.fixedEndTerm!,
    discountType: b.discountType,
    discountPrice: price ? b.discountPrice! : null,
    discountPercent: price ? null : b.discountPercent!,
    // No cap when none is given.
    discountLimitPrice: price ? null : (b.discountLimitPrice ?? null),
  };
}
