/**
 * The number check of spec 5: an optional sign, an integer part without leading zeros, an
 * optional decimal part. `'-0.5'`, `'12'`, `'+3.25'` pass; `'01'`, `'1.'`, `'.5'`, `''` do not.
 */
const NUMBER = /^[+-]?(0|[1-9]\d*)(\.\d+)?$/;

export function isNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && NUMBER.test(String(value));
  return typeof value === 'string' && NUMBER.test(value);
}
