import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { memoryLoginThrottle, redisLoginThrottle, type LoginThrottle } from './login-throttle.ts';

const limits = { maxPerUser: 3, maxPerIp: 5, windowMinutes: 15 };

function behavesAsAThrottle(make: () => LoginThrottle, prefix: string) {
  it('locks a username after its failures reach the limit, and a success clears it', async () => {
    const th = make();
    const keys = { user: `${prefix}-alice`, ip: `${prefix}-10.0.0.1` };
    for (let i = 0; i < 2; i++) await th.recordFailure(keys);
    expect(await th.lockedMinutes(keys)).toBe(0);
    await th.recordFailure(keys);
    expect(await th.lockedMinutes(keys)).toBe(15);
    await th.reset(keys);
    expect(await th.lockedMinutes(keys)).toBe(0);
  });

  it('locks an IP that fails across many usernames', async () => {
    const th = make();
    const ip = `${prefix}-10.0.0.2`;
    for (let i = 0; i < 5; i++) await th.recordFailure({ user: `${prefix}-u${i}`, ip });
    expect(await th.lockedMinutes({ user: `${prefix}-fresh`, ip })).toBeGreaterThan(0);
    expect(await th.lockedMinutes({ user: `${prefix}-fresh`, ip: `${prefix}-10.0.0.3` })).toBe(0);
  });
}

describe('memory login throttle', () => {
  behavesAsAThrottle(() => memoryLoginThrottle(limits), 'mem');

  it('forgets failures once the window has passed', async () => {
    let now = 0;
    const th = memoryLoginThrottle(limits, () => now);
    const keys = { user: 'bob', ip: 'ip' };
    for (let i = 0; i < 3; i++) await th.recordFailure(keys);
    now = 14 * 60_000;
    expect(await th.lockedMinutes(keys)).toBe(1);
    now = 15 * 60_000;
    expect(await th.lockedMinutes(keys)).toBe(0);
  });
});

// The shared store for several instances; CI provides Redis (TEST_REDIS_URL), a bare checkout may not.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('redis login throttle', () => {
  const redis = new Redis(redisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  const prefix = `t${Date.now()}`;
  afterAll(async () => {
    const keys = await redis.keys(`tenon:login-fail:*${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });
  behavesAsAThrottle(() => redisLoginThrottle(redis, limits), prefix);
});
