/**
 * The embedded database on a thread of its own (pglite-worker.mjs), behind the part of PGlite's
 * client that Drizzle's PGlite driver uses: `query`, `transaction`, `waitReady`, `close`, and the
 * data directory's `dumpDataDir`.
 *
 * Why: PGlite is WebAssembly that runs on the thread that calls it. In the server's thread every
 * statement, an access-log batch's inserts and their trigram indexes included, stopped the event
 * loop; on two cores the second one sat idle. Here the server's thread only posts a statement and
 * reads its rows (docs/performance.md, "The embedded database on its own thread").
 *
 * PGlite is one session, so statements are ordered here as PGlite orders them itself: a statement
 * outside a transaction waits while one is open, and transactions take turns. A statement that
 * need not wait is posted at once, without a promise of its own before the post, and the worker runs them in order.
 */
import { Worker } from 'node:worker_threads';

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
type QueryOptions = { rowMode?: 'array' | 'object' };
type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<QueryResult>;

/** What the transaction callback is handed: PGlite's `Transaction`, as far as Drizzle uses it. */
export interface ThreadTransaction {
  query: Query;
  rollback(): Promise<void>;
  closed: boolean;
}

/** A database error as PGlite threw it in the worker: its message, code, constraint, detail, … */
class DatabaseError extends Error {}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** A caller waiting for its turn: a statement to post, or a transaction to start. */
type Waiter = { post(): void } | { start(): void };

export class PgliteThread {
  readonly waitReady: Promise<void>;
  /** Where the data lives, as PGlite's own client says (the monitor and the data-source screen read it). */
  readonly dataDir: string | undefined;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private inTransaction = false;
  private readonly waiting: Waiter[] = [];
  private failure: Error | undefined;
  private closing = false;
  private stopped!: (error: Error) => void;
  /** Settles with the error if the worker stops without being closed (it crashed): the process should end. */
  readonly failed = new Promise<Error>((resolve) => (this.stopped = resolve));

  constructor(opts: { dataDir?: string; image?: ArrayBuffer; sharedBuffers?: string }) {
    this.dataDir = opts.dataDir;
    this.worker = new Worker(WORKER_URL, {
      // A plain module: no TypeScript loader (tsx, vitest) in the worker.
      execArgv: [],
      // The image is copied, not transferred: the tests open the same bytes again and again.
      workerData: { dataDir: opts.dataDir, image: opts.image, sharedBuffers: opts.sharedBuffers },
    });
    this.waitReady = new Promise<void>((resolve, reject) => {
      const onReady = (message: { ready?: boolean; error?: Record<string, unknown> }) => {
        if (message.ready === undefined) return;
        this.worker.off('message', onReady);
        if (message.ready) resolve();
        else reject(asError(message.error ?? {}));
      };
      this.worker.on('message', onReady);
    });
    this.worker.on('message', (message: { id?: number; result?: unknown; error?: Record<string, unknown> }) => {
      if (message.id === undefined) return;
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      if (message.error) call.reject(asError(message.error));
      else call.resolve(message.result);
    });
    this.worker.on('error', (e: Error) => this.fail(e));
    this.worker.on('exit', (code) => this.fail(new Error(`数据库线程已退出（${code}）`)));
    // The ready promise may be awaited later than the worker fails; its rejection is not lost.
    this.waitReady.catch(() => {});
  }

  /** A statement outside a transaction: posted now, or when the open transaction ends. */
  query: Query = (text, params, options) => {
    if (!this.inTransaction && this.waiting.length === 0) return this.send({ op: 'query', text, params, rowMode: options?.rowMode });
    return new Promise<QueryResult>((resolve, reject) => {
      this.waiting.push({ post: () => this.send<QueryResult>({ op: 'query', text, params, rowMode: options?.rowMode }).then(resolve, reject) });
    });
  };

  /** BEGIN, the callback's statements, COMMIT (ROLLBACK if it throws): nothing else runs between. */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    if (this.inTransaction || this.waiting.length > 0) await new Promise<void>((start) => this.waiting.push({ start }));
    this.inTransaction = true;
    const tx: ThreadTransaction = {
      closed: false,
      query: (text, params, options) => {
        if (tx.closed) return Promise.reject(new Error('the transaction is closed'));
        return this.send({ op: 'query', text, params, rowMode: options?.rowMode });
      },
      rollback: async () => {
        await this.send({ op: 'query', text: 'ROLLBACK' });
        tx.closed = true;
      },
    };
    try {
      await this.send({ op: 'query', text: 'BEGIN' });
      let result: T;
      try {
        result = await fn(tx);
      } catch (e) {
        if (!tx.closed) await this.send({ op: 'query', text: 'ROLLBACK' });
        throw e;
      }
      if (!tx.closed) await this.send({ op: 'query', text: 'COMMIT' });
      return result;
    } finally {
      tx.closed = true;
      this.inTransaction = false;
      this.next();
    }
  }

  /** The data directory as an uncompressed tarball, which `loadDataDir` (an image) opens again. */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.send<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    this.closing = true;
    if (!this.failure) await this.send({ op: 'close' });
    await this.worker.terminate();
  }

  /** Hands the turn on: statements in the order they asked, up to the next transaction. */
  private next(): void {
    while (!this.inTransaction && this.waiting.length > 0) {
      const waiter = this.waiting.shift()!;
      if ('post' in waiter) waiter.post();
      else {
        this.inTransaction = true;
        waiter.start();
      }
    }
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** The worker is gone (it crashed, or was closed): what is waiting fails, and so does what comes. */
  private fail(error: Error): void {
    if (!this.failure && !this.closing) this.stopped(error);
    this.failure ??= error;
    for (const call of this.pending.values()) call.reject(this.failure);
    this.pending.clear();
  }
}

function asError(fields: Record<string, unknown>): Error {
  return Object.assign(new DatabaseError(String(fields.message ?? '数据库错误')), fields);
}
