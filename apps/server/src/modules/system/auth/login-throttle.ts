/**
 * Login throttling: too many failures for one username (in one tenant) or from one IP lock
 * further attempts for a while. Counters live in Redis when configured, so that every instance
 * behind a load balancer shares them; otherwise in this process (a single embedded instance).
 */
import type { Redis } from 'ioredis';

export interface ThrottleKeys {
  user: string;
  ip: string;
}

export interface LoginThrottle {
  /** Minutes left on a lock, or 0 when the attempt may proceed. */
  lockedMinutes(keys: ThrottleKeys): Promise<number>;
  recordFailure(keys: ThrottleKeys): Promise<void>;
  /** A successful login clears the username's counter (the IP's keeps counting down). */
  reset(keys: ThrottleKeys): Promise<void>;
}

export interface ThrottleLimits {
  maxPerUser: number;
  maxPerIp: number;
  windowMinutes: number;
}

export function memoryLoginThrottle(limits: ThrottleLimits, now: () => number = Date.now): LoginThrottle {
  const counters = new Map<string, { count: number; until: number }>();
  const windowMs = limits.windowMinutes * 60_000;
  const read = (key: string) => {
    const c = counters.get(key);
    if (c && c.until <= now()) {
      counters.delete(key);
      return undefined;
    }
    return c;
  };
  const locked = (key: string, max: number) => {
    const c = read(key);
    return c && c.count >= max ? Math.max(1, Math.ceil((c.until - now()) / 60_000)) : 0;
  };
  const bump = (key: string) => {
    const c = read(key);
    if (c) c.count += 1;
    else counters.set(key, { count: 1, until: now() + windowMs });
  };
  return {
    async lockedMinutes(keys) {
      return Math.max(locked(`u:${keys.user}`, limits.maxPerUser), locked(`ip:${keys.ip}`, limits.maxPerIp));
    },
    async recordFailure(keys) {
      bump(`u:${keys.user}`);
      bump(`ip:${keys.ip}`);
    },
    async reset(keys) {
      counters.delete(`u:${keys.user}`);
    },
  };
}

export function redisLoginThrottle(redis: Redis, limits: ThrottleLimits): LoginThrottle {
  const windowSeconds = limits.windowMinutes * 60;
  const k = (kind: string, id: string) => `tenon:login-fail:${kind}:${id}`;
  const minutesLeft = async (key: string, max: number) => {
    const [count, ttl] = await Promise.all([redis.get(key), redis.ttl(key)]);
    return Number(count ?? 0) >= max ? Math.max(1, Math.ceil(Math.max(ttl, 0) / 60)) : 0;
  };
  const bump = async (key: string) => {
    const count = await redis.incr(key);
    if (count === 1) await redis.expire(key, windowSeconds);
  };
  return {
    async lockedMinutes(keys) {
      const [u, ip] = await Promise.all([
        minutesLeft(k('u', keys.user), limits.maxPerUser),
        minutesLeft(k('ip', keys.ip), limits.maxPerIp),
      ]);
      return Math.max(u, ip);
    },
    async recordFailure(keys) {
      await Promise.all([bump(k('u', keys.user)), bump(k('ip', keys.ip))]);
    },
    async reset(keys) {
      await redis.del(k('u', keys.user));
    },
  };
}
