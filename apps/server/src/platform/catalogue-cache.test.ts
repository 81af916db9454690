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

  it('remembers a tenant fact until its tenant, every tenant or a catalogue key is invalidated, or its end', async () => {
    let now = 0;
    const cache = new CatalogueCache(1000, () => now);
    const load = counter();
    const fact = (tenantId = 7, until = Infinity) => cache.remember(`f:${tenantId}`, load, () => ({ tenantId, until }));
    expect(await fact()).toBe(1);
    expect(await fact()).toBe(1);
    cache.invalidateTenant(8); // another tenant's change
    expect(await fact()).toBe(1);
    cache.invalidateTenant(7);
    expect(await fact()).toBe(2);
    cache.invalidateAll();
    expect(await fact()).toBe(3);
    cache.invalidate('dict-data:enabled');
    expect(await fact()).toBe(4);
    now = 1001; // ttl
    expect(await fact()).toBe(5);
    // A fact that ends sooner (a token's expiry) is not served past it.
    const short = counter();
    expect(await cache.remember('s', short, () => ({ tenantId: 7, until: now + 10 }))).toBe(1);
    now += 11;
    expect(await cache.remember('s', short, () => ({ tenantId: 7, until: now + 10 }))).toBe(2);
    // null keeps nothing.
    const none = counter();
    await cache.remember('n', none, () => null);
    expect(await cache.remember('n', none, () => null)).toBe(2);
  });

  it('does not keep a load that a change overlapped', async () => {
    const cache = new CatalogueCache();
    let n = 0;
    const slow = async () => {
      const value = ++n;
      if (value === 1) cache.invalidateTenant(9); // the change commits while the first load reads
      return value;
    };
    const scope = () => ({ tenantId: 7, until: Infinity });
    expect(await cache.remember('k', slow, scope)).toBe(1);
    expect(await cache.remember('k', slow, scope)).toBe(2);
    expect(await cache.remember('k', slow, scope)).toBe(2);
  });

  it('remembers many facts with one load for those it lacks, the absent ones too, until their tenant changes', async () => {
    const cache = new CatalogueCache();
    const asked: string[][] = [];
    const load = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.filter((k) => k !== 'u:404').map((k) => [k, `${k}@${asked.length}`]));
    };
    const scope = { tenantId: 7, until: Infinity };
    const first = await cache.rememberMany(['u:1', 'u:2', 'u:404'], load, scope);
    expect([...first]).toEqual([['u:1', 'u:1@1'], ['u:2', 'u:2@1'], ['u:404', undefined]]);
    // Known ones (and the absent one) answer from memory; only the new key is loaded.
    const second = await cache.rememberMany(['u:2', 'u:404', 'u:3', 'u:3'], load, scope);
    expect([...second]).toEqual([['u:2', 'u:2@1'], ['u:404', undefined], ['u:3', 'u:3@2']]);
    expect(asked).toEqual([['u:1', 'u:2', 'u:404'], ['u:3']]);
    cache.invalidateTenant(7);
    expect((await cache.rememberMany(['u:1'], load, scope)).get('u:1')).toBe('u:1@3');
    // A load that a change overlaps is answered, not kept.
    const overlapped = async (missing: string[]) => {
      cache.invalidateTenant(7);
      return load(missing);
    };
    expect((await cache.rememberMany(['u:9'], overlapped, scope)).get('u:9')).toBe('u:9@4');
    expect((await cache.rememberMany(['u:9'], load, scope)).get('u:9')).toBe('u:9@5');
  });

  it('keeps at most its bound of remembered facts, dropping the least recently used', async () => {
    const cache = new CatalogueCache(30_000, Date.now, 2);
    const load = counter();
    const scope = () => ({ tenantId: 1, until: Infinity });
    await cache.remember('a', load, scope); // 1
    await cache.remember('b', load, scope); // 2
    expect(await cache.remember('a', load, scope)).toBe(1); // a is now the most recent
    await cache.remember('c', load, scope); // 3, drops b
    expect(await cache.remember('a', load, scope)).toBe(1);
    expect(await cache.remember('b', load, scope)).toBe(4);
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
    await expect.poll(() => b.get(key, loadB), { timeout: 15_000 }).toBe(2);
    // A tenant's generation travels too.
    const fact = counter();
    const scope = () => ({ tenantId: 5, until: Infinity });
    expect(await b.remember(key, fact, scope)).toBe(1);
    a.invalidateTenant(5);
    await expect.poll(() => b.remember(key, fact, scope), { timeout: 15_000 }).toBe(2);
    [a, b].forEach((c) => c.disconnect());
  });
});
