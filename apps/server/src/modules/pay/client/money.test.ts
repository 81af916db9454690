import { describe, expect, it } from 'vitest';
import { chinaCompact, chinaDateTime, chinaRfc3339, parseChinaTime } from './china-time.ts';
import { centsOfYuan, yuanText } from './money.ts';

describe('amounts and times on the providers’ wire', () => {
  it('writes cents as yuan with two decimals and reads them back', () => {
    expect([1, 10, 100, 12345, 200000].map(yuanText)).toEqual(['0.01', '0.10', '1.00', '123.45', '2000.00']);
    expect(['0.01', '123.45', '0.1', '5', 'x', '1.234'].map(centsOfYuan)).toEqual([1, 12345, 10, 500, undefined, undefined]);
    expect(() => yuanText(1.5)).toThrow(RangeError);
  });

  it('writes and reads China Standard Time whatever the server’s zone', () => {
    const ms = Date.parse('2026-01-01T16:30:05Z');
    expect(chinaDateTime(ms)).toBe('2026-01-02 00:30:05');
    expect(chinaCompact(ms)).toBe('20260102003005');
    expect(chinaRfc3339(ms)).toBe('2026-01-02T00:30:05+08:00');
    for (const text of ['2026-01-02 00:30:05', '20260102003005', '2026-01-02T00:30:05+08:00', '2026-01-01T16:30:05Z']) expect(parseChinaTime(text)).toBe(ms);
    expect(parseChinaTime('')).toBeUndefined();
    expect(parseChinaTime('yesterday')).toBeUndefined();
  });
});
