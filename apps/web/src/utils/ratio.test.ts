import { describe, expect, it } from 'vitest';
import { ratio } from './ratio';

describe('ratio', () => {
  it('divides and rounds down to 2 decimals', () => {
    expect(ratio(1, 3)).toBe(0.33);
    expect(ratio(2, 3)).toBe(0.66);
    expect(ratio(10, 4)).toBe(2.5);
    expect(ratio(-1, 3)).toBe(-0.34);
  });

  it('is not thrown off by floating point', () => {
    expect(ratio(29, 100)).toBe(0.29);
    expect(ratio(57, 100)).toBe(0.57);
  });

  it('is null when the divisor is 0 or a value is missing', () => {
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(null, 2)).toBeNull();
    expect(ratio(1, undefined)).toBeNull();
    expect(ratio(Number.NaN, 2)).toBeNull();
  });
});
