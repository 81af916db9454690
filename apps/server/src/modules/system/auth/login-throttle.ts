/**
 * Login throttling, so that guessing passwords is slow but nobody can lock someone else out.
 * Three counters of failures within a window:
 * - per username (in its tenant) from one client address: `maxPerUser`, the usual lock. Someone
 *   failing from one address locks only themselves out of that account;
 * - per client address, whatever the username: `maxPerIp`, against one address trying many;
 * - per username from every address together: `maxPerAccount`, far higher, against a guess
 *   spread over many addresses.
 * The username's and the address's counts also decide when the login asks for the captcha
 * (login-captcha.ts), read with `failures`, and given by `reserve` in the same atomic step.
 * An attempt is reserved before the password is checked, by counting it as a failure in the
 * same atomic step that checks the limits; a right password gives the reservation back. So
 * parallel attempts cannot all pass the check before any failure is counted.
 * Counters live in Redis when configured, so that every instance shares them; otherwise in this
 * process (a single embedded instance), swept of expired entries and capped in size.
 */
import type { Redis } from 'ioredis';

export interface ThrottleKeys {
  /** Tenant and username, as `<tenantId>:<username>` (lower case). */
  user: string;
  ip: string;
}

/** Failures within the window: of the username (from every address), and of the address (for every username). */
export interface Failures {
  user: number;
  ip: number;
}

export interface LoginThrottle {
  /**
   * Reserves one attempt: 0 when it may go on to the password check (and now counts as a
   * failure), else the minutes left on the lock, with nothing counted.
   */
  reserve(keys: ThrottleKeys, seen?: Failures): Promise<number>;
  failures(keys: ThrottleKeys): Promise<Failures>;
  /**
   * The password was right: the reservation is given back, and this address's failures for
   * this username are forgiven. The address's and the username's totals keep the rest.
   */
  passed(keys: ThrottleKeys): Promise<void>;
}

export interface ThrottleLimits {
  maxPerUser: number;
  maxPerIp: number;
  maxPerAccount: number;
  windowMinutes: number;
}

/**
 * Fixed limits, or a read of the current ones, made at each attempt: 配置管理 changes them while
 * the server runs (infra/config, read through the catalogue cache).
 */
export type LimitsSource = ThrottleLimits | (() => Promise<ThrottleLimits>);

const currentLimits = (source: LimitsSource): Promise<ThrottleLimits> =>
  typeof source === 'function' ? source() : Promise.resolve(source);

/** The counters an attempt counts against, the first being the one a right password clears. */
const counterKeys = (keys: ThrottleKeys) => [`ua:${keys.user}|${keys.ip}`, `ip:${keys.ip}`, `u:${keys.user}`];
/** Each counter's limit, in `counterKeys`' order. */
const maxesOf = (limits: ThrottleLimits) => [limits.maxPerUser, limits.maxPerIp, limits.maxPerAccount];
/** `Failures` from the counts of `counterKeys`. */
const failuresOf = (counts: number[]): Failures => ({ user: counts[2]!, ip: counts[1]! });

/** Largest number of counters the in-memory store keeps (about 100 bytes each). */
export const MEMORY_THROTTLE_MAX_ENTRIES = 100_000;

export interface MemoryLoginThrottle extends LoginThrottle {
  /** Counters held now: bounded by the window's traffic and by `maxEntries`. */
  size(): number;
}

export function memoryLoginThrottle(
  limits: LimitsSource,
  now: () => number = Date.now,
  maxEntries = MEMORY_THROTTLE_MAX_ENTRIES,
): MemoryLoginThrottle {
  // Every entry lives exactly one window from its first failure, so the Map's insertion order
  // is also expiry order: expired entries are always at its front. (Only a change of the window
  // breaks that order; an expired entry left behind a longer-lived one is then ignored by
  // `live` and goes at the latest with the size cap.)
  const entries = new Map<string, { count: number; until: number }>();
  const sweep = () => {
    const current = now();
    for (const [key, entry] of entries) {
      if (entry.until > current) break;
      entries.delete(key);
    }
  };
  const live = (key: string) => {
    const entry = entries.get(key);
    return entry && entry.until > now() ? entry : undefined;
  };
  return {
    async reserve(keys, seen) {
      const current = await currentLimits(limits);
      // Synchronous from here, check to count: no other attempt can run in between.
      sweep();
      const list = counterKeys(keys);
      if (seen) Object.assign(seen, failuresOf(list.map((key) => live(key)?.count ?? 0)));
      const maxes = maxesOf(current);
      const minutes = Math.max(
        0,
        ...list.map((key, i) => {
          const entry = live(key);
          return entry && entry.count >= maxes[i]! ? Math.max(1, Math.ceil((entry.until - now()) / 60_000)) : 0;
        }),
      );
      if (minutes > 0) return minutes;
      const windowMs = current.windowMinutes * 60_000;
      for (const key of list) {
        const entry = live(key);
        if (entry) entry.count += 1;
        else {
          // Re-inserted, not overwritten: a new window belongs at the back of the expiry order.
          entries.delete(key);
          entries.set(key, { count: 1, until: now() + windowMs });
        }
      }
      // Over the cap (a flood of distinct usernames and addresses), the oldest counters go first.
      for (const key of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(key);
      }
      return 0;
    },
    async passed(keys) {
      const [own, ...totals] = counterKeys(keys);
      entries.delete(own!);
      for (const key of totals) {
        const entry = live(key);
        if (entry) entry.count = Math.max(0, entry.count - 1);
      }
    },
    async failures(keys) {
      return failuresOf(counterKeys(keys).map((key) => live(key)?.count ?? 0));
    },
    size: () => entries.size,
  };
}

/**
 * KEYS: the counters; ARGV: the window in seconds, then each counter's limit. Seconds locked
 * (or 0), then each counter's count before this attempt.
 */
const RESERVE = `
local seen = {}
for i, key in ipairs(KEYS) do seen[i] = tonumber(redis.call('GET', key) or '0') end
local locked, longest = false, 0
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i + 1]) then
    locked = true
    longest = math.max(longest, redis.call('TTL', key))
  end
end
if locked then return {math.max(longest, 1), unpack(seen)} end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('EXPIRE', key, ARGV[1]) end
end
return {0, unpack(seen)}`;

/** KEYS[1]: the counter to clear; the others are decremented if still there (never created). */
const PASSED = `
redis.call('DEL', KEYS[1])
for i = 2, #KEYS do
  if redis.call('EXISTS', KEYS[i]) == 1 then redis.call('DECR', KEYS[i]) end
end
return 0`;

export function redisLoginThrottle(redis: Redis, limits: LimitsSource): LoginThrottle {
  const redisKeys = (keys: ThrottleKeys) => counterKeys(keys).map((key) => `tenon:login-fail:${key}`);
  return {
    async reserve(keys, seen) {
      const current = await currentLimits(limits);
      const [seconds, ...before] = (await redis.eval(RESERVE, 3, ...redisKeys(keys), current.windowMinutes * 60, ...maxesOf(current))) as number[];
      if (seen) Object.assign(seen, failuresOf(before.map(Number)));
      return seconds! > 0 ? Math.max(1, Math.ceil(seconds! / 60)) : 0;
    },
    async failures(keys) {
      return failuresOf((await redis.mget(redisKeys(keys))).map((n) => Number(n ?? 0)));
    },
    async passed(keys) {
      await redis.eval(PASSED, 3, ...redisKeys(keys));
    },
  };
}
