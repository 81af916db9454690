/**
 * Tells open unread-count streams that a user's messages changed. In one process an event
 * emitter is enough; with Redis configured, changes are published on a channel so a stream held
 * by any instance behind the load balancer hears about a message sent through another.
 */
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

const CHANNEL = 'tenon:notify:changed';
type Listener = () => void;
const SHUTDOWN = Symbol('shutdown');

export class NotifyEvents {
  private readonly local = new EventEmitter();
  private subscriber?: Redis;

  constructor(private readonly publisher?: Redis) {
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
