import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once, with the last arguments, after calls stop for the wait', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 250);
    debounced('a');
    vi.advanceTimersByTime(200);
    debounced('b');
    vi.advanceTimersByTime(249);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('flush runs a pending call now; cancel drops it', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 250);
    debounced('now');
    debounced.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith('now');
    debounced.flush();
    expect(fn).toHaveBeenCalledTimes(1);
    debounced('never');
    debounced.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
