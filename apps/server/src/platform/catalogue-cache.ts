/**
 * A read-through cache for what every request reads and only administrators write: the global
 * catalogue (dictionaries, menus) and tenant-independent settings (configuration, error-code
 * messages). Writers call `invalidate` after their transaction commits.
 * Behind a load balancer an edit must reach every instance at once, not after a timeout: with
 * Redis configured, `invalidate` is published on a channel and every instance drops its copy
 * (the next read loads it again; the others keep serving theirs, so no instance starts cold).
 * Entries still expire after `ttlMs`, the bound for a lost message (Redis restarting).
 *
 * Tenant facts on the hot path (a session behind an access token, a user's grant) are kept by
 * `remember`, under generations rather than keys: every entry notes the global generation and
 * its tenant's when it was loaded and is served only while both are unchanged. Any catalogue
 * invalidation bumps the global one (a menu edit changes every grant); `invalidateTenant` bumps
 * one tenant's (a user disabled, a role changed, a session ended), `invalidateAll` the global
 * one (a tenant or a package changed). Bumps travel on the same channel as the keys. A load that
 * overlaps any bump is returned but not kept, so an entry never holds what a change replaced.
 * Those entries are bounded (least recently used out) and never outlive the `until` their
 * caller gives (a token's expiry, a tenant's), nor `ttlMs`.
 */
import type { Redis } from 'ioredis';

const CHANNEL = 'tenon:catalogue:invalidate';
/** The messages that bump generations rather than name a catalogue key. */
const ALL = 'gen:*';
const TENANT = 'gen:tenant:';
/** One remembered fact, by key: a fact of one user that changes often (their unread count). */
const FORGET = 'forget:';

/** What `remember` keeps an entry for: its tenant (whose generation it follows) and its end. */
export interface RememberScope {
  tenantId: number;
  /** Epoch ms after which the entry is not served (a token's or a tenant's expiry). */
  until: number;
}

interface Remembered {
  value: unknown;
  generation: number;
  tenantId: number;
  tenantGeneration: number;
  until: number;
}

export class CatalogueCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; until: number }>();
  private publisher?: Redis;
  /** The next PING on the subscriber connection, shared by the reads that arrive before it is sent. */
  private barrier?: Promise<void>;
  /** Invalidations sent to Redis and not yet acknowledged. */
  private readonly publishing = new Set<Promise<unknown>>();
  private subscriber?: Redis;
  /** `remember`'s entries, in least-recently-used order (a Map keeps insertion order). */
  private readonly remembered = new Map<string, Remembered>();
  private generation = 0;
  private readonly tenantGenerations = new Map<number, number>();
  /** Counts every bump, global or a tenant's: a load that saw it change may be stale. */
  private bumps = 0;

  constructor(
    private readonly ttlMs = 30_000,
    // Looked up at each call, not captured: a test that fakes the clock must move this one too.
    private readonly now: () => number = () => Date.now(),
    private readonly maxRemembered = 50_000,
  ) {}

  /** With Redis: hear the other instances' invalidations (a subscriber needs its own connection). */
  async connect(redis: Redis): Promise<void> {
    this.publisher = redis;
    this.subscriber = redis.duplicate();
    await this.subscriber.subscribe(CHANNEL);
    this.subscriber.on('message', (_channel, key: string) => this.heard(key));
    // Messages published while the subscriber was away are lost: start again from the database.
    let connected = true;
    this.subscriber.on('close', () => (connected = false));
    this.subscriber.on('ready', () => {
      if (!connected) this.dropEverything();
      connected = true;
    });
  }

  private heard(message: string): void {
    if (message === ALL) {
      this.entries.clear();
      this.bumpAll();
    } else if (message.startsWith(TENANT)) this.bumpTenant(Number(message.slice(TENANT.length)));
    else if (message.startsWith(FORGET)) this.dropRemembered(message.slice(FORGET.length));
    else {
      this.entries.delete(message);
      this.bumpAll();
    }
  }

  private dropRemembered(key: string): void {
    this.remembered.delete(key);
    // A load in flight may have read the old value: it is answered, not kept.
    this.bumps++;
  }

  private bumpAll(): void {
    this.generation++;
    this.bumps++;
  }

  private bumpTenant(tenantId: number): void {
    this.tenantGenerations.set(tenantId, (this.tenantGenerations.get(tenantId) ?? 0) + 1);
    this.bumps++;
  }

  private dropEverything(): void {
    this.entries.clear();
    this.remembered.clear();
    this.bumpAll();
  }

  /**
   * With Redis: resolves once every invalidation published before this call has been heard here.
   * A writer's answer waits until Redis has its message (`published`), but this instance may be
   * slower to read that message than the caller is to send its next request here, so a read asks
   * the subscriber connection for a PING, whose answer comes after every message queued before
   * it. Reads arriving together share one PING sent after all of them (a round trip to Redis per
   * batch of reads, far cheaper than the database read the entry saves).
   */
  private sync(): Promise<void> {
    if (!this.subscriber) return Promise.resolve();
    this.barrier ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      this.barrier = undefined;
      await this.subscriber?.ping().catch(() => this.dropEverything());
    });
    return this.barrier;
  }

  disconnect(): void {
    this.subscriber?.disconnect();
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    await this.sync();
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.value as Promise<T>;
    // Drizzle queries are lazy thenables that run again on every `then`; settle it once here.
    const value = Promise.resolve().then(load);
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
    // A failed load must not be remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Drops `key` here and, with Redis, on every other instance (and every remembered tenant fact with it). */
  invalidate(key: string): void {
    this.entries.delete(key);
    this.bumpAll();
    this.publish(key);
  }

  /**
   * One remembered fact is stale, here and on every other instance: for a fact that changes far
   * more often than the tenant's sessions and grants (a user's unread count), so its change does
   * not drop those.
   */
  forget(key: string): void {
    this.dropRemembered(key);
    this.publish(`${FORGET}${key}`);
  }

  /** Every remembered fact of one tenant is stale, here and on every other instance. */
  invalidateTenant(tenantId: number): void {
    this.bumpTenant(tenantId);
    this.publish(`${TENANT}${tenantId}`);
  }

  /**
   * Everything cached is stale, here and on every other instance: every remembered fact of every
   * tenant and every catalogue key (what a direct database write, such as a test's, must call).
   */
  invalidateAll(): void {
    this.entries.clear();
    this.bumpAll();
    this.publish(ALL);
  }

  private publish(message: string): void {
    if (!this.publisher) return;
    const sent: Promise<unknown> = this.publisher
      .publish(CHANNEL, message)
      .catch(() => {})
      .finally(() => this.publishing.delete(sent));
    this.publishing.add(sent);
  }

  /**
   * Resolves once every invalidation published so far has reached Redis, which has then queued it
   * to every other instance. A write's answer waits for this (auth-invalidation.ts), so the
   * caller's next request, wherever it lands, comes after the message on that instance's socket.
   */
  async published(): Promise<void> {
    await Promise.all([...this.publishing]);
  }

  /**
   * A tenant's fact, loaded by `load` unless a current entry holds it. `scope` says, from the
   * loaded value, whose tenant it follows and until when it may be served; null keeps nothing
   * (an unknown token is asked again). Concurrent misses each load: a cold start pays once per
   * caller, never a stale answer.
   */
  async remember<T>(key: string, load: () => Promise<T>, scope: (value: T) => RememberScope | null): Promise<T> {
    await this.sync();
    const now = this.now();
    const hit = this.current(key, now);
    if (hit) return hit.value as T;
    const bumpsBefore = this.bumps;
    const value = await load();
    const kept = scope(value);
    if (kept) this.keep(key, value, kept, bumpsBefore, now);
    return value;
  }

  /**
   * Several facts of one tenant and kind at once (the users a list names, by id): current entries
   * answer theirs, and ONE `load` is asked for the keys left, not one per key. A key `load` does
   * not return is remembered as absent (`undefined`), so a fact of nobody is not asked again until
   * the tenant's next change. The same rules as `remember`: a load that overlaps a bump is
   * answered and not kept.
   */
  async rememberMany<T>(keys: readonly string[], load: (missing: string[]) => Promise<Map<string, T>>, scope: RememberScope): Promise<Map<string, T | undefined>> {
    await this.sync();
    const now = this.now();
    const found = new Map<string, T | undefined>();
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const hit = this.current(key, now);
      if (hit) found.set(key, hit.value as T | undefined);
      else missing.push(key);
    }
    if (missing.length === 0) return found;
    const bumpsBefore = this.bumps;
    const loaded = await load(missing);
    for (const key of missing) {
      const value = loaded.get(key);
      found.set(key, value);
      this.keep(key, value, scope, bumpsBefore, now);
    }
    return found;
  }

  /** The entry under `key` if it may still be served (made the most recently used), else nothing. */
  private current(key: string, now: number): Remembered | undefined {
    const hit = this.remembered.get(key);
    if (!hit) return undefined;
    this.remembered.delete(key);
    if (hit.generation !== this.generation || hit.tenantGeneration !== (this.tenantGenerations.get(hit.tenantId) ?? 0) || hit.until <= now) return undefined;
    // Most recently used goes last.
    this.remembered.set(key, hit);
    return hit;
  }

  /** Keeps a loaded value, unless a bump since `bumpsBefore` may have changed what the load read. */
  private keep(key: string, value: unknown, kept: RememberScope, bumpsBefore: number, loadedAt: number): void {
    if (this.bumps !== bumpsBefore) return;
    const until = Math.min(kept.until, loadedAt + this.ttlMs);
    if (until <= this.now()) return;
    this.remembered.set(key, {
      value,
      generation: this.generation,
      tenantId: kept.tenantId,
      tenantGeneration: this.tenantGenerations.get(kept.tenantId) ?? 0,
      until,
    });
    if (this.remembered.size > this.maxRemembered) this.remembered.delete(this.remembered.keys().next().value!);
  }
}

export const CatalogueKeys = { DICT_DATA: 'dict-data:enabled', MENUS: 'menus:enabled' } as const;
