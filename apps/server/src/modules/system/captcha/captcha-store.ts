/**
 * Where puzzle tokens, checked answers and request counts live: in Redis when the server has
 * one, so that any instance can check a puzzle another one gave; otherwise in this process (a
 * single embedded instance), swept of expired entries and capped in size. `take` reads and
 * deletes at once, which is what makes a token and a verification single use.
 */
import type { Redis } from 'ioredis';

export interface CaptchaStore {
  put(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** The value, removed in the same step; undefined when missing or expired. */
  take(key: string): Promise<string | undefined>;
  /** Counts one more hit on `key` within a window that starts at its first hit. */
  hit(key: string, windowSeconds: number): Promise<number>;
}

/** Largest number of entries the in-memory store keeps (a flood of `get`s drops the oldest). */
export const MEMORY_CAPTCHA_MAX_ENTRIES = 100_000;

export function memoryCaptchaStore(now: () => number = Date.now, maxEntries = MEMORY_CAPTCHA_MAX_ENTRIES): CaptchaStore {
  const entries = new Map<string, { value: string; until: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.until > now()) return entry;
    entries.delete(key);
    return undefined;
  };
  const set = (key: string, value: string, ttlSeconds: number) => {
    entries.delete(key);
    entries.set(key, { value, until: now() + ttlSeconds * 1000 });
    for (const [k, entry] of entries) {
      if (entries.size <= maxEntries && entry.until > now()) break;
      entries.delete(k);
    }
  };
  return {
    async put(key, value, ttlSeconds) {
      set(key, value, ttlSeconds);
    },
    async take(key) {
      const entry = live(key);
      entries.delete(key);
      return entry?.value;
    },
    async hit(key, windowSeconds) {
      const entry = live(key);
      if (entry) {
        entry.value = String(Number(entry.value) + 1);
        return Number(entry.value);
      }
      set(key, '1', windowSeconds);
      return 1;
    },
  };
}

const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return n`;

export function redisCaptchaStore(redis: Redis): CaptchaStore {
  const k = (key: string) => `tenon:captcha:${key}`;
  return {
    async put(key, value, ttlSeconds) {
      await redis.set(k(key), value, 'EX', ttlSeconds);
    },
    async take(key) {
      return (await redis.getdel(k(key))) ?? undefined;
    },
    async hit(key, windowSeconds) {
      return Number(await redis.eval(HIT, 1, k(key), windowSeconds));
    },
  };
}
