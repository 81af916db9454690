/**
 * Where puzzle tokens, checked answers and request counts live. The database store is the one
 * the app uses, so that any instance can check a puzzle another one gave; the Redis one is for
 * when app.ts hands Redis to the modules; the in-process one serves the unit tests. `take` reads
 * and deletes in one step, which is what makes a token and a verification single use.
 */
import { eq, lte, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../../db/client.ts';
import { captchaEntry } from './captcha.schema.ts';

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

/** Expired rows are deleted once every this many writes. */
const SWEEP_EVERY = 200;

export function dbCaptchaStore(db: Db, now: () => number = Date.now): CaptchaStore {
  let writes = 0;
  const sweep = async () => {
    if (++writes % SWEEP_EVERY === 0) await db.delete(captchaEntry).where(lte(captchaEntry.expireAt, now()));
  };
  return {
    async put(key, value, ttlSeconds) {
      const expireAt = now() + ttlSeconds * 1000;
      await db.insert(captchaEntry).values({ key, value, expireAt }).onConflictDoUpdate({ target: captchaEntry.key, set: { value, expireAt } });
      await sweep();
    },
    async take(key) {
      const [row] = await db.delete(captchaEntry).where(eq(captchaEntry.key, key)).returning();
      return row && row.expireAt > now() ? row.value : undefined;
    },
    async hit(key, windowSeconds) {
      const at = now();
      const fresh = at + windowSeconds * 1000;
      // One statement: the row lock of the conflict makes parallel hits count one by one.
      const [row] = await db
        .insert(captchaEntry)
        .values({ key, value: '1', expireAt: fresh })
        .onConflictDoUpdate({
          target: captchaEntry.key,
          set: {
            value: sql`case when ${captchaEntry.expireAt} <= ${at} then '1' else (${captchaEntry.value}::int + 1)::text end`,
            expireAt: sql`case when ${captchaEntry.expireAt} <= ${at} then ${fresh}::bigint else ${captchaEntry.expireAt} end`,
          },
        })
        .returning();
      await sweep();
      return Number(row!.value);
    },
  };
}
