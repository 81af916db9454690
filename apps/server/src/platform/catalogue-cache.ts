/**
 * A read-through cache for what every request reads and only administrators write: the global
 * catalogue (dictionaries, menus) and tenant-independent settings (configuration, error-code
 * messages). Writers call `invalidate` after their transaction commits.
 * Behind a load balancer an edit must reach every instance at once, not after a timeout: with
 * Redis configured, `invalidate` is published on a channel and every instance drops its copy
 * (the next read loads it again; the others keep serving theirs, so no instance starts cold).
 * Entries still expire after `ttlMs`, the bound for a lost message (Redis restarting).
 * Tenant data is never cached here.
 */
import type { Redis } from 'ioredis';

const CHANNEL = 'tenon:catalogue:invalidate';

export class CatalogueCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; until: number }>();
  private publisher?: Redis;
  private subscriber?: Redis;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** With Redis: hear the other instances' invalidations (a subscriber needs its own connection). */
  async connect(redis: Redis): Promise<void> {
    this.publisher = redis;
    this.subscriber = redis.duplicate();
    await this.subscriber.subscribe(CHANNEL);
    this.subscriber.on('message', (_channel, key: string) => this.entries.delete(key));
  }

  disconnect(): void {
    this.subscriber?.disconnect();
  }

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

  /** Drops `key` here and, with Redis, on every other instance. */
  invalidate(key: string): void {
    this.entries.delete(key);
    if (this.publisher) void this.publisher.publish(CHANNEL, key).catch(() => {});
  }
}

export const CatalogueKeys = { DICT_DATA: 'dict-data:enabled', MENUS: 'menus:enabled' } as const;
