/** An order's number (`no`): `o`, the time to the millisecond in China's wall clock, then random digits; a unique index makes a clash an error. */
import { randomInt } from 'node:crypto';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function orderNumber(now = Date.now()): string {
  const d = new Date(now + 8 * 3600_000);
  const stamp = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}${pad(d.getUTCMilliseconds(), 3)}`;
  return `o${stamp}${pad(randomInt(0, 1_000_000), 6)}`;
}
