import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToTop } from './scrollToTop';

describe('scroll to top', () => {
  let position = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    position = 600;
    Object.defineProperty(document.documentElement, 'scrollTop', {
      configurable: true,
      get: () => position,
      set: (value: number) => (position = value),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document.documentElement, 'scrollTop');
  });

  it('glides to the top in 800 ms', () => {
    scrollToTop();
    vi.advanceTimersByTime(400);
    expect(position).toBeGreaterThan(0);
    expect(position).toBeLessThan(600);
    vi.advanceTimersByTime(420);
    expect(position).toBe(0);
  });
});
