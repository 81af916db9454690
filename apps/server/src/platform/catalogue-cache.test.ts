import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { CatalogueCache } from './catalogue-cache.ts';

const counter = () => {
  let n = 0;
  return () => Promise.resolve(++n);
};

describe('CatalogueCache', () => {
  it('loads once while fresh, again after invalidate or expiry, and forgets failures', async () => {
    let now = 0;
    const cache = new CatalogueCache(1000, () => now);
    const load = counter();
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    cache.invalidate('k');
    expect(await cache.get('k', load)).toBe(2);
    now = 1001;
    expect(await cache.get('k', load)).toBe(3);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
  });

  // Two instances behind a load balancer share Redis; CI provides it (TEST_REDIS_URL).
  const redisUrl = process.env.TEST_REDIS_URL;
  const connections: Redis[] = [];
  afterAll(() => connections.forEach((c) => c.disconnect()));
  it.skipIf(!redisUrl)('drops an entry on every instance when one invalidates it', async () => {
    const [a, b] = [new CatalogueCache(), new CatalogueCache()];
    for (const cache of [a, b]) {
      const redis = new Redis(redisUrl!);
      connections.push(redis);
      await cache.connect(redis);
    }
    const key = `test:${Date.now()}`;
    const loadA = counter();
    const loadB = counter();
    await a.get(key, loadA);
    expect(await b.get(key, loadB)).toBe(1);
    a.invalidate(key);
    await expect.poll(() => b.get(key, loadB), { timeout: 2000 }).toBe(2);
    [a, b].forEach((c) => c.disconnect());
  });
});
