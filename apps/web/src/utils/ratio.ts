/**
 * A share or rate for statistics (spec 9): dividend / divisor, rounded down to 2 decimals;
 * null when there is nothing to divide (a missing value, or a divisor of 0), so a card shows a
 * dash rather than 0 or Infinity.
 */
export function ratio(dividend: number | null | undefined, divisor: number | null | undefined): number | null {
  if (dividend === null || dividend === undefined || divisor === null || divisor === undefined) return null;
  if (Number.isNaN(dividend) || Number.isNaN(divisor) || divisor === 0) return null;
  // toPrecision first: 0.29 * 100 is 28.999999999999996 in floating point, which floor would drop to 0.28.
  return Math.floor(Number(((dividend / divisor) * 100).toPrecision(12))) / 100;
}
