/**
 * Operate logs are written off the request path: each write call's record goes into a queue
 * that is flushed in one multi-row insert every second (or sooner when it fills), and on
 * shutdown the server waits for the last flush, so a graceful stop loses nothing. A crash can
 * lose at most the last second; a failed insert is retried with the next flush.
 */
import type { Db } from '../../../db/client.ts';
import { operateLog } from '../../../db/schema/index.ts';

export type OperateLogEntry = Omit<typeof operateLog.$inferInsert, 'id' | 'creator' | 'updater' | 'createTime' | 'updateTime'>;

export class OperateLogWriter {
  private queue: OperateLogEntry[] = [];
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly opts: { intervalMs?: number; maxBatch?: number; onError?: (err: unknown) => void } = {},
  ) {}

  record(entry: OperateLogEntry) {
    this.queue.push(entry);
    if (this.queue.length >= (this.opts.maxBatch ?? 200)) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.opts.intervalMs ?? 1000);
  }

  /** Writes everything queued so far; concurrent calls chain, so rows are never written twice. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(async () => {
      const batch = this.queue;
      if (batch.length === 0) return;
      this.queue = [];
      try {
        await this.db.insert(operateLog).values(batch);
      } catch (err) {
        this.queue = [...batch, ...this.queue];
        this.opts.onError?.(err);
      }
    });
    return this.flushing;
  }
}
