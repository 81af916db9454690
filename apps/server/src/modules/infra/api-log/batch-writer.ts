/**
 * Rows written off the request path: `add` puts a row in memory and returns at once; the queue
 * is written with ONE multi-row insert every `flushMs` (1 s) or as soon as `batchRows` (200) are
 * waiting, whichever comes first, one insert at a time. The queue is bounded: past `capacity`
 * rows (10,000) a new row is dropped and counted (`dropped`), so a database that stalls costs a
 * fixed amount of memory, never the server. A failed insert is reported to `onError` with the
 * rows it held and never reaches a request. `close` (the app's onClose) writes what is waiting.
 */
export interface BatchWriterOptions<Row> {
  insert: (rows: Row[]) => Promise<unknown>;
  onError?: (err: unknown, rows: Row[]) => void;
  flushMs?: number;
  batchRows?: number;
  capacity?: number;
}

export class BatchWriter<Row> {
  private queue: Row[] = [];
  private timer?: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;
  /** Rows refused because the queue was full (since start). */
  dropped = 0;
  /** Rows whose insert failed (since start). */
  failed = 0;
  private readonly flushMs: number;
  private readonly batchRows: number;
  private readonly capacity: number;

  constructor(private readonly opts: BatchWriterOptions<Row>) {
    this.flushMs = opts.flushMs ?? 1000;
    this.batchRows = opts.batchRows ?? 200;
    this.capacity = opts.capacity ?? 10_000;
  }

  /** Rows waiting to be written. */
  get waiting(): number {
    return this.queue.length;
  }

  add(row: Row): void {
    if (this.closed || this.queue.length >= this.capacity) {
      this.dropped++;
      return;
    }
    this.queue.push(row);
    if (this.queue.length >= this.batchRows) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.flushMs);
      // A waiting batch must not keep a stopping process alive: `close` writes it.
      this.timer.unref();
    }
  }

  /** Writes everything waiting now, in batches of `batchRows`, after any write under way. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.writing = this.writing.then(async () => {
      while (this.queue.length > 0) {
        const rows = this.queue.splice(0, this.batchRows);
        try {
          await this.opts.insert(rows);
        } catch (err) {
          this.failed += rows.length;
          this.opts.onError?.(err, rows);
        }
      }
    });
    return this.writing;
  }

  /** On shutdown: no new rows; what is waiting is written. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }
}
