/** How a coupon's or a template's terms read in the lists (优惠劵 and 会员优惠劵 alike). */
import { CouponValidityType, DiscountType } from '@tenon/contracts';
import { yuan } from '../../../../crud/fromResource';
import { parseTime } from '../../../../utils/date';

interface Discount {
  usePrice: number;
  discountType: number;
  discountPrice: number | null;
  discountPercent: number | null;
  discountLimitPrice: number | null;
}

/** `满 100.00 减 10.00`, `8 折, 最多减 50.00`, `满 200.00 打 8.5 折`; without a threshold, no 满. */
export function discountText(c: Discount): string {
  const threshold = c.usePrice > 0 ? `满 ${yuan(c.usePrice)} ` : '';
  if (c.discountType === DiscountType.PRICE) return `${threshold || '无门槛'}减 ${yuan(c.discountPrice)}`;
  const percent = `${(c.discountPercent ?? 0) / 10} 折`;
  const cap = c.discountLimitPrice === null ? '' : `, 最多减 ${yuan(c.discountLimitPrice)}`;
  return `${threshold ? `${threshold}打 ` : ''}${percent}${cap}`;
}

/** A date range as its two moments, or the days after taking. */
export function validityText(t: { validityType: number; validStartTime: number | null; validEndTime: number | null; fixedStartTerm: number | null; fixedEndTerm: number | null }): string {
  if (t.validityType === CouponValidityType.DATE) return `${parseTime(t.validStartTime)} 至 ${parseTime(t.validEndTime)}`;
  return `领取后第 ${t.fixedStartTerm} - ${t.fixedEndTerm} 天内可用`;
}

/** A count where -1 means no limit. */
export const limitText = (n: number, unit = '') => (n === -1 ? '不限' : `${n}${unit}`);
