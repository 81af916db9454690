/**
 * Tells open unread-count streams that a user's messages changed. In one process an event
 * emitter is enough; with Redis configured, changes are published on a channel so a stream held
 * by any instance behind the load balancer hears about a message sent through another.
 */
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';

const CHANNEL = 'tenon:notify:changed';
type Listener = () => void;

/** The cache key of a user's unread count (NotifyMessageService), forgotten on every change. */
export const unreadKey = (tenantId: number, userId: number) => `unread:${tenantId}:${userId}`;
const SHUTDOWN = Symbol('shutdown');

export class NotifyEvents {
  private readonly local = new EventEmitter();
  private subscriber?: Redis;

  constructor(
    private readonly publisher?: Redis,
    /** Where a user's unread count is cached: every change forgets it, on every instance. */
    private readonly cache?: CatalogueCache,
  ) {
    this.local.setMaxListeners(0);
  }

  /** With Redis: start listening to the other instances (a subscriber needs its own connection). */
  async start() {
    if (!this.publisher) return;
    this.subscriber = this.publisher.duplicate();
    await this.subscriber.subscribe(CHANNEL);
    this.subscriber.on('message', (_channel, key: string) => this.local.emit(key));
  }

  /** Ends every open stream (so the server can close) and stops listening. */
  stop() {
    this.local.emit(SHUTDOWN);
    this.subscriber?.disconnect();
    this.local.removeAllListeners();
  }

  onShutdown(listener: Listener): () => void {
    this.local.on(SHUTDOWN, listener);
    return () => this.local.off(SHUTDOWN, listener);
  }

  changed(tenantId: number, userId: number) {
    this.cache?.forget(unreadKey(tenantId, userId));
    const key = `${tenantId}:${userId}`;
    if (this.publisher) void this.publisher.publish(CHANNEL, key).catch(() => this.local.emit(key));
    else this.local.emit(key);
  }

  subscribe(tenantId: number, userId: number, listener: Listener): () => void {
    const key = `${tenantId}:${userId}`;
    this.local.on(key, listener);
    return () => this.local.off(key, listener);
  }
}
