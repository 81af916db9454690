/** Wall-clock texts read in the product's zone, as the reference console's date pickers send them. */
import { describe, expect, it } from 'vitest';
import { epochOfWallClock, momentMs } from './wall-clock.ts';

describe('epochOfWallClock', () => {
  it('reads the text on the zone’s clock', () => {
    expect(epochOfWallClock('2024-05-01 08:00:00', 'Asia/Shanghai')).toBe(Date.UTC(2024, 4, 1, 0, 0, 0));
    expect(epochOfWallClock('2024-01-01 00:00:00', 'UTC')).toBe(Date.UTC(2024, 0, 1));
    expect(epochOfWallClock('2024-12-31 23:59:59', 'Asia/Shanghai')).toBe(Date.UTC(2024, 11, 31, 15, 59, 59));
  });

  it('follows a zone’s summer time', () => {
    expect(epochOfWallClock('2024-07-01 12:00:00', 'Europe/Berlin')).toBe(Date.UTC(2024, 6, 1, 10));
    expect(epochOfWallClock('2024-01-01 12:00:00', 'Europe/Berlin')).toBe(Date.UTC(2024, 0, 1, 11));
  });

  it('passes epoch milliseconds through', () => {
    expect(momentMs(1_700_000_000_000, 'Asia/Shanghai')).toBe(1_700_000_000_000);
    expect(momentMs(undefined, 'Asia/Shanghai')).toBeUndefined();
    expect(momentMs('2024-05-01 08:00:00', 'Asia/Shanghai')).toBe(Date.UTC(2024, 4, 1));
  });
});
