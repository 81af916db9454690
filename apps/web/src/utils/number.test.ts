import { describe, expect, it } from 'vitest';
import { isNumber } from './number';

describe('number check', () => {
  it('accepts an optional sign, an integer part without leading zeros and an optional decimal part', () => {
    for (const value of ['0', '7', '12', '-3', '+3', '0.5', '-0.25', '+10.125', 42, -1.5, 0]) {
      expect(isNumber(value), String(value)).toBe(true);
    }
  });

  it('refuses leading zeros, bare points, blanks and anything else', () => {
    for (const value of ['01', '-007', '1.', '.5', '', ' 1', '1e3', '1,000', '--1', 'abc', NaN, Infinity, null, undefined]) {
      expect(isNumber(value), String(value)).toBe(false);
    }
  });
});
