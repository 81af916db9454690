// @postgres: the database store takes a value once and counts hits arriving at once
/**
 * The three stores behave alike: a value taken once, gone after its time, and hits counted
 * within a window, also when they arrive at once. The database store is what the app uses;
 * Redis runs when TEST_REDIS_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { testApp, type TestApp } from '../../../test/testApp.ts';
import { dbCaptchaStore, memoryCaptchaStore, redisCaptchaStore, type CaptchaStore } from './captcha-store.ts';

const clock = { now: 5_000_000 };
const run = randomBytes(3).toString('hex');

function behavesAsAStore(make: () => CaptchaStore, realClock = false) {
  const k = (name: string) => `test:${run}:${name}`;

  it('gives a value once', async () => {
    const store = make();
    await store.put(k('a'), 'one', 60);
    expect(await store.take(k('a'))).toBe('one');
    expect(await store.take(k('a'))).toBeUndefined();
    expect(await store.take(k('never'))).toBeUndefined();
  });

  it('counts hits, also at once', async () => {
    const store = make();
    const counts = await Promise.all(Array.from({ length: 8 }, () => store.hit(k('hits'), 60)));
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.skipIf(realClock)('forgets a value and restarts a count after their time', async () => {
    const store = make();
    await store.put(k('b'), 'two', 60);
    await store.hit(k('window'), 60);
    clock.now += 60_001;
    expect(await store.take(k('b'))).toBeUndefined();
    expect(await store.hit(k('window'), 60)).toBe(1);
  });
}

describe('in-process store', () => behavesAsAStore(() => memoryCaptchaStore(() => clock.now)));

describe('database store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());
  behavesAsAStore(() => dbCaptchaStore(t.db, () => clock.now));
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('Redis store', () => {
  const redis = new Redis(redisUrl ?? '', { lazyConnect: true });
  afterAll(async () => {
    const keys = await redis.keys(`tenon:captcha:test:${run}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });
  behavesAsAStore(() => redisCaptchaStore(redis), true);
});
