/**
 * The embedded database behind the part of PGlite's client that Drizzle's PGlite driver uses
 * (`query`, `transaction`, `waitReady`, `close`) and `dumpDataDir`, run either on a thread of its
 * own (pglite-worker.mjs; `npm start`) or in the calling thread (the tests).
 *
 * Why a thread: PGlite is WebAssembly that runs on the thread that calls it. In the server's
 * thread every statement, an access-log batch's inserts and their trigram indexes included,
 * stopped the event loop while the second core had nothing of the server's to do. On its own
 * thread the server's thread only posts a statement and reads its rows (docs/performance.md,
 * "The embedded database on its own thread").
 *
 * PGlite is one session, so statements are ordered here as PGlite orders them itself: a statement
 * outside a transaction waits while one is open, and transactions take turns. A statement that
 * need not wait is handed over at once; the database side runs what it is handed in order.
 */
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { execute, openPglite, type Operation } from './pglite-open.mjs';

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
type QueryOptions = { rowMode?: 'array' | 'object' };
type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<QueryResult>;

/** What the transaction callback is handed: PGlite's `Transaction`, as far as Drizzle uses it. */
export interface SessionTransaction {
  query: Query;
  rollback(): Promise<void>;
  closed: boolean;
}

export interface OpenOptions {
  /** On a worker thread of its own (`PGLITE_THREAD`), or in this thread. */
  thread: boolean;
  dataDir?: string;
  /** Start from this data folder tarball (a `dumpDataDir`) instead of an empty database. */
  image?: Blob;
  /** PostgreSQL's `shared_buffers`, when not its default: a test's in-memory database needs few. */
  sharedBuffers?: string;
}

/** Where the statements run: each is handed over in order and answered in that order. */
interface Transport {
  readonly ready: Promise<void>;
  /** Settles if the database stops without being closed (its thread crashed). */
  readonly failed: Promise<Error>;
  send<T>(operation: Operation): Promise<T>;
  /** After `close` was sent and answered: let go of the thread. */
  stop(): Promise<void>;
}

/** A caller waiting for its turn: a statement to hand over, or a transaction to start. */
type Waiter = { post(): void } | { start(): void };

export class PgliteSession {
  readonly waitReady: Promise<void>;
  readonly failed: Promise<Error>;
  /** Where the data lives, as PGlite's own client says (the monitor and the data-source screen read it). */
  readonly dataDir: string | undefined;
  private inTransaction = false;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly transport: Transport,
    dataDir: string | undefined,
  ) {
    this.waitReady = transport.ready;
    this.failed = transport.failed;
    this.dataDir = dataDir;
  }

  /** A statement outside a transaction: handed over now, or when the open transaction ends. */
  query: Query = (text, params, options) => {
    const operation: Operation = { op: 'query', text, params, rowMode: options?.rowMode };
    if (!this.inTransaction && this.waiting.length === 0) return this.transport.send(operation);
    return new Promise<QueryResult>((resolve, reject) => {
      this.waiting.push({ post: () => this.transport.send<QueryResult>(operation).then(resolve, reject) });
    });
  };

  /** BEGIN, the callback's statements, COMMIT (ROLLBACK if it throws): nothing else runs between. */
  async transaction<T>(fn: (tx: SessionTransaction) => Promise<T>): Promise<T> {
    if (this.inTransaction || this.waiting.length > 0) await new Promise<void>((start) => this.waiting.push({ start }));
    this.inTransaction = true;
    const run = (text: string) => this.transport.send({ op: 'query', text });
    const tx: SessionTransaction = {
      closed: false,
      query: (text, params, options) => {
        if (tx.closed) return Promise.reject(new Error('the transaction is closed'));
        return this.transport.send({ op: 'query', text, params, rowMode: options?.rowMode });
      },
      rollback: async () => {
        await run('ROLLBACK');
        tx.closed = true;
      },
    };
    try {
      await run('BEGIN');
      let result: T;
      try {
        result = await fn(tx);
      } catch (e) {
        if (!tx.closed) await run('ROLLBACK');
        throw e;
      }
      if (!tx.closed) await run('COMMIT');
      return result;
    } finally {
      tx.closed = true;
      this.inTransaction = false;
      this.next();
    }
  }

  /** The data directory as an uncompressed tarball, which `image` opens again. */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.transport.send<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    try {
      await this.transport.send({ op: 'close' });
    } finally {
      await this.transport.stop();
    }
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
}

export async function openPgliteSession(opts: OpenOptions): Promise<PgliteSession> {
  const transport = opts.thread ? await OwnThread.open(opts) : new SameThread(opts);
  const session = new PgliteSession(transport, opts.dataDir);
  try {
    await session.waitReady;
  } catch (e) {
    await transport.stop();
    throw e;
  }
  return session;
}

/** In this thread: each operation starts when the one before it has ended. */
class SameThread implements Transport {
  readonly ready: Promise<void>;
  readonly failed = new Promise<Error>(() => {});
  private readonly client: Promise<PGlite>;
  private previous: Promise<unknown>;

  constructor(opts: OpenOptions) {
    this.client = openPglite(opts);
    this.ready = this.client.then(() => undefined);
    this.previous = this.ready;
  }

  send<T>(operation: Operation): Promise<T> {
    const result = this.previous.then(async () => execute(await this.client, operation)) as Promise<T>;
    this.previous = result.catch(() => {});
    return result;
  }

  async stop(): Promise<void> {}
}

/** A database error as PGlite threw it in the worker: its message, code, constraint, detail, … */
class DatabaseError extends Error {}

function asError(fields: Record<string, unknown>): Error {
  return Object.assign(new DatabaseError(String(fields.message ?? '数据库错误')), fields);
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * Threads whose database was closed, kept for the next open in this process: a new thread loads
 * and compiles PGlite's code again, cold, about a second of a test file's start (each file opens
 * its own database). Unreferenced while idle, so they never keep the process alive. At most two:
 * a process opens one database at a time, or two when a test runs a second instance.
 */
const idleThreads: Worker[] = [];
const IDLE_THREADS_KEPT = 2;

function newThread(): Worker {
  const worker = new Worker(WORKER_URL, { execArgv: [] });
  // Whoever holds the thread listens for its end; these only keep an idle one from being handed out.
  worker.on('error', () => {});
  worker.on('exit', () => {
    const at = idleThreads.indexOf(worker);
    if (at >= 0) idleThreads.splice(at, 1);
  });
  return worker;
}

/** On a worker thread (pglite-worker.mjs): each operation a message, answered by its id. */
class OwnThread implements Transport {
  readonly ready: Promise<void>;
  readonly failed: Promise<Error>;
  readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | undefined;
  private stopping = false;
  private closed = false;
  private stopped!: (error: Error) => void;
  private readonly onMessage: (message: { id?: number; result?: unknown; error?: Record<string, unknown>; ready?: boolean }) => void;
  private readonly onError: (e: Error) => void;
  private readonly onExit: (code: number) => void;

  static async open(opts: OpenOptions): Promise<OwnThread> {
    // The image is copied, not transferred: the tests open the same bytes again and again.
    const image = opts.image && (await opts.image.arrayBuffer());
    return new OwnThread({ dataDir: opts.dataDir, image, sharedBuffers: opts.sharedBuffers });
  }

  private constructor(open: { dataDir?: string; image?: ArrayBuffer; sharedBuffers?: string }) {
    this.failed = new Promise<Error>((resolve) => (this.stopped = resolve));
    // A plain module: no TypeScript loader (tsx, vitest) in the worker.
    this.worker = idleThreads.pop() ?? newThread();
    this.worker.ref();
    let opened!: { resolve(): void; reject(e: Error): void };
    this.ready = new Promise<void>((resolve, reject) => (opened = { resolve, reject }));
    this.onMessage = (message) => {
      if (message.id === undefined) {
        if (message.ready === true) opened.resolve();
        else if (message.ready === false) opened.reject(asError(message.error ?? {}));
        return;
      }
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      if (message.error) call.reject(asError(message.error));
      else call.resolve(message.result);
    };
    this.onError = (e) => this.fail(e);
    this.onExit = (code) => this.fail(new Error(`数据库线程已退出（${code}）`));
    this.worker.on('message', this.onMessage);
    this.worker.on('error', this.onError);
    this.worker.on('exit', this.onExit);
    // A failed open ends the session (and, handled here, is not an unhandled rejection when
    // `ready` is awaited later than the open failed).
    this.ready.catch((e: Error) => this.fail(e));
    this.worker.postMessage({ op: 'open', ...open });
  }

  send<T>(operation: Operation): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const sent = new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...operation, id });
    });
    if (operation.op === 'close') sent.then(() => (this.closed = true), () => {});
    return sent;
  }

  /** Lets go of the thread: kept for the next open when its database closed cleanly, else ended. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.worker.off('message', this.onMessage);
    this.worker.off('error', this.onError);
    this.worker.off('exit', this.onExit);
    if (this.closed && !this.failure && idleThreads.length < IDLE_THREADS_KEPT) {
      this.worker.unref();
      idleThreads.push(this.worker);
      return;
    }
    await this.worker.terminate();
  }

  /** The worker is gone (it crashed, or was stopped): what is waiting fails, and so does what comes. */
  private fail(error: Error): void {
    if (!this.failure && !this.stopping) this.stopped(error);
    this.failure ??= error;
    for (const call of this.pending.values()) call.reject(this.failure);
    this.pending.clear();
  }
}
