/**
 * Per-mobile send limits: one message a minute and ten an hour. With Redis (REDIS_URL) every
 * server instance counts together; without it, the process counts alone (a single-instance
 * start). The hour is a window from the first message in it, not a sliding one.
 */
import type { Redis } from 'ioredis';
import { ErrorCodes } from '@tenon/contracts';
import { serviceError } from '../../../platform/errors.ts';

export const SMS_PER_HOUR = 10;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export interface SmsRateLimiter {
  /** Takes one send for `mobile`, or throws the refusal the caller shows. */
  take(mobile: string): Promise<void>;
}

export function memorySmsRateLimiter(now: () => number = Date.now, perHour = SMS_PER_HOUR): SmsRateLimiter {
  const last = new Map<string, number>();
  const hour = new Map<string, { start: number; count: number }>();
  return {
    async take(mobile) {
      const t = now();
      const previous = last.get(mobile);
      if (previous !== undefined && t - previous < MINUTE_MS) throw serviceError(ErrorCodes.SMS_SEND_TOO_FAST);
      let window = hour.get(mobile);
      if (!window || t - window.start >= HOUR_MS) window = { start: t, count: 0 };
      if (window.count >= perHour) throw serviceError(ErrorCodes.SMS_SEND_HOURLY_LIMIT, perHour);
      window.count++;
      hour.set(mobile, window);
      last.set(mobile, t);
      // Forget mobiles whose windows are over, so the maps do not grow with every number ever seen.
      if (hour.size > 10_000) for (const [m, w] of hour) if (t - w.start >= HOUR_MS) (hour.delete(m), last.delete(m));
    },
  };
}

/** One more in the window; the window's expiry set by its first message (atomic, any Redis version). */
const COUNT_IN_WINDOW = "local c = redis.call('INCR', KEYS[1]) if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return c";

export function redisSmsRateLimiter(redis: Redis, perHour = SMS_PER_HOUR): SmsRateLimiter {
  return {
    async take(mobile) {
      const minuteKey = `tenon:sms:minute:${mobile}`;
      const hourKey = `tenon:sms:hour:${mobile}`;
      if ((await redis.set(minuteKey, '1', 'PX', MINUTE_MS, 'NX')) !== 'OK') throw serviceError(ErrorCodes.SMS_SEND_TOO_FAST);
      const count = Number(await redis.eval(COUNT_IN_WINDOW, 1, hourKey, HOUR_MS));
      if (count > perHour) throw serviceError(ErrorCodes.SMS_SEND_HOURLY_LIMIT, perHour);
    },
  };
}
