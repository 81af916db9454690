/**
 * A read-through cache for the global catalogue (dictionaries, menus): read on every session
 * start by every user, written only by administrators. Writers call `invalidate` after their
 * transaction commits. Entries also expire after `ttlMs`, which bounds how long another
 * instance behind a load balancer can serve a stale copy after an edit made elsewhere.
 * Tenant data is never cached here.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; until: number }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.value as Promise<T>;
    // Drizzle queries are lazy thenables that run again on every `then`; settle it once here.
    const value = Promise.resolve().then(load);
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
    // A failed load must not be remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  invalidate(key: string) {
    this.entries.delete(key);
  }
}

export const CatalogueKeys = { DICT_DATA: 'dict-data:enabled', MENUS: 'menus:enabled' } as const;
