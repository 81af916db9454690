import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache.ts';

describe('CatalogueCache', () => {
  it('loads once while fresh, again after invalidate or expiry, and forgets failures', async () => {
    let now = 0;
    const cache = new CatalogueCache(1000, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    cache.invalidate('k');
    expect(await cache.get('k', load)).toBe(2);
    now = 1001;
    expect(await cache.get('k', load)).toBe(3);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
  });
});
