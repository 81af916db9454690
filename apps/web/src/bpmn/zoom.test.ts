import { describe, expect, it } from 'vitest';
import { steppedZoom, zoomPercent } from './zoom';

describe('designer zoom', () => {
  it('steps by 0.1 without drifting', () => {
    expect(steppedZoom(1, 1)).toBe(1.1);
    expect(steppedZoom(1, -1)).toBe(0.9);
    expect(steppedZoom(0.3, 1)).toBe(0.4);
    expect(steppedZoom(0.7, -1)).toBe(0.6);
  });

  it('refuses a step below 0.2 or above 4', () => {
    expect(steppedZoom(0.2, -1)).toBeNull();
    expect(steppedZoom(0.3, -1)).toBe(0.2);
    expect(steppedZoom(4, 1)).toBeNull();
    expect(steppedZoom(3.9, 1)).toBe(4);
  });

  it('shows the zoom as a whole percent', () => {
    expect(zoomPercent(1)).toBe('100%');
    expect(zoomPercent(0.7)).toBe('70%');
    expect(zoomPercent(0.876)).toBe('87%');
  });
});
