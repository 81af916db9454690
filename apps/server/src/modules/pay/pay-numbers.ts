/**
 * The numbers the pay module gives what a channel must know it by: `P…` for a pay attempt,
 * `R…` for a refund. A time to the millisecond in the product's zone, then random digits: unique
 * in practice, and a unique index makes a clash an error rather than a mix-up.
 */
import { randomInt } from 'node:crypto';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function payNumber(prefix: 'P' | 'R', now = Date.now()): string {
  // The wall clock of China (UTC+8, no daylight saving), as the providers' own numbers read.
  const d = new Date(now + 8 * 3600_000);
  const stamp = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}${pad(d.getUTCMilliseconds(), 3)}`;
  return `${prefix}${stamp}${pad(randomInt(0, 1_000_000), 6)}`;
}
