import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { memoryLoginThrottle, redisLoginThrottle, type LimitsSource, type LoginThrottle } from './login-throttle.ts';

const limits = { maxPerUser: 3, maxPerIp: 5, maxPerAccount: 8, windowMinutes: 15 };

/** `n` attempts that fail (reserved and never given back); the lock answers of each. */
const fail = async (th: LoginThrottle, keys: { user: string; ip: string }, n: number) => {
  const answers: number[] = [];
  for (let i = 0; i < n; i++) answers.push(await th.reserve(keys));
  return answers;
};

function behavesAsAThrottle(make: (source?: LimitsSource) => LoginThrottle, prefix: string) {
  const user = (name: string) => `${prefix}-${name}`;
  const ip = (n: number) => `${prefix}-10.0.0.${n}`;

  it("tells a username's and an address's failures (what asks for the captcha), as seen before each reservation", async () => {
    const th = make();
    const [a, b] = [{ user: user('dora'), ip: ip(30) }, { user: user('dora'), ip: ip(31) }];
    expect(await th.failures(a)).toEqual({ user: 0, ip: 0 });
    const seen = { user: -1, ip: -1 };
    await th.reserve(a, seen);
    expect(seen).toEqual({ user: 0, ip: 0 });
    await th.reserve(b, seen);
    expect(seen).toEqual({ user: 1, ip: 0 });
    await th.reserve({ user: user('eve'), ip: ip(30) }, seen);
    expect(seen).toEqual({ user: 0, ip: 1 });
    expect(await th.failures(a)).toEqual({ user: 2, ip: 2 });
    await th.passed(a);
    expect(await th.failures(a)).toEqual({ user: 1, ip: 1 });
    // A locked attempt counts nothing, but still tells what it saw.
    await fail(th, b, 2);
    expect(await th.reserve(b, seen)).toBe(15);
    expect(seen).toEqual({ user: 3, ip: 3 });
  });

  it('locks a username at one address after its failures reach the limit, and a right password there clears it', async () => {
    const th = make();
    const keys = { user: user('alice'), ip: ip(1) };
    expect(await fail(th, keys, 3)).toEqual([0, 0, 0]);
    expect(await th.reserve(keys)).toBe(15);
    const other = { user: user('alice2'), ip: ip(2) };
    await fail(th, other, 2);
    expect(await th.reserve(other)).toBe(0);
    await th.passed(other);
    expect(await fail(th, other, 3)).toEqual([0, 0, 0]);
    expect(await th.reserve(other)).toBe(15);
  });

  it("does not lock the username for another address: the owner's right password still gets a check", async () => {
    const th = make();
    const victim = user('bob');
    expect(await fail(th, { user: victim, ip: ip(3) }, 4)).toEqual([0, 0, 0, 15]);
    expect(await th.reserve({ user: victim, ip: ip(4) })).toBe(0);
  });

  it('locks an address that fails across many usernames, and only that address', async () => {
    const th = make();
    for (let i = 0; i < 5; i++) expect(await th.reserve({ user: user(`u${i}`), ip: ip(5) })).toBe(0);
    expect(await th.reserve({ user: user('fresh'), ip: ip(5) })).toBeGreaterThan(0);
    expect(await th.reserve({ user: user('fresh'), ip: ip(6) })).toBe(0);
  });

  it('locks a username everywhere only after far more failures from many addresses', async () => {
    const th = make();
    const carol = user('carol');
    // 8 failures from 4 addresses, 2 each: under every per-address limit.
    for (let n = 10; n < 14; n++) expect(await fail(th, { user: carol, ip: ip(n) }, 2)).toEqual([0, 0]);
    expect(await th.reserve({ user: carol, ip: ip(20) })).toBe(15);
  });

  it('lets no more than the limit through when attempts arrive all at once', async () => {
    const th = make();
    const keys = { user: user('dave'), ip: ip(30) };
    const answers = await Promise.all(Array.from({ length: 25 }, () => th.reserve(keys)));
    expect(answers).toHaveLength(25);
    expect(answers.filter((m) => m === 0)).toHaveLength(3);
  });

  it('reads limits given as a function at each attempt (配置管理 changes them while it runs)', async () => {
    let current = { ...limits, maxPerUser: 2 };
    const th = make(async () => current);
    const keys = { user: user('erin'), ip: ip(40) };
    expect(await fail(th, keys, 3)).toEqual([0, 0, 15]);
    current = { ...current, maxPerUser: 4, windowMinutes: 30 };
    // Two more under the raised limit; the running window keeps the length it started with.
    expect(await fail(th, keys, 3)).toEqual([0, 0, 15]);
    expect(await fail(th, { user: user('erin2'), ip: ip(41) }, 5)).toEqual([0, 0, 0, 0, 30]);
  });
}

describe('memory login throttle', () => {
  behavesAsAThrottle((source = limits) => memoryLoginThrottle(source), 'mem');

  it('forgets failures once the window has passed', async () => {
    let now = 0;
    const th = memoryLoginThrottle(limits, () => now);
    const keys = { user: 'bob', ip: 'ip' };
    await fail(th, keys, 3);
    now = 14 * 60_000;
    expect(await th.reserve(keys)).toBe(1);
    now = 15 * 60_000;
    expect(await th.reserve(keys)).toBe(0);
  });

  it('drops expired counters, and never holds more than its cap, under many distinct usernames and addresses', async () => {
    let now = 0;
    const th = memoryLoginThrottle(limits, () => now, 1_000);
    for (let i = 0; i < 200; i++) await th.reserve({ user: `spray${i}`, ip: `10.1.${i >> 8}.${i & 255}` });
    // Three counters per attempt: the username at the address, the address, the username.
    expect(th.size()).toBe(600);
    now = 15 * 60_000;
    await th.reserve({ user: 'later', ip: 'later-ip' });
    expect(th.size()).toBe(3);
    for (let i = 0; i < 5_000; i++) await th.reserve({ user: `flood${i}`, ip: `10.2.${i >> 8}.${i & 255}` });
    expect(th.size()).toBe(1_000);
    // The newest counters are the ones kept.
    const last = { user: 'flood4999', ip: '10.2.19.135' };
    await fail(th, last, 2);
    expect(await th.reserve(last)).toBe(15);
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
  behavesAsAThrottle((source = limits) => redisLoginThrottle(redis, source), prefix);
});
