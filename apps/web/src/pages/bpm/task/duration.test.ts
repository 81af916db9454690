import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('formatDuration', () => {
  it('names the largest units down to minutes, or seconds under a minute', () => {
    expect(formatDuration(HOUR + 3 * MINUTE + 20_000)).toBe('1 小时 3 分');
    expect(formatDuration(2 * 24 * HOUR + HOUR)).toBe('2 天 1 小时 0 分');
    expect(formatDuration(5 * MINUTE)).toBe('5 分');
    expect(formatDuration(12_400)).toBe('12 秒');
    expect(formatDuration(0)).toBe('0 秒');
  });

  it('shows nothing for a task still open', () => {
    expect(formatDuration(null)).toBe('');
  });
});
