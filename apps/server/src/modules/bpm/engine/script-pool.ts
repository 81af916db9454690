/**
 * A small pool of worker threads that run diagram scripts (script-worker.mjs), so that no script
 * holds the server's event loop: a script spinning until its deadline spins in a worker while the
 * server answers everyone else. What must stay true:
 * - a script ends by its deadline: QuickJS's interrupt handler stops it first; a worker that has
 *   not answered `TERMINATE_GRACE_MS` after the deadline is terminated (the backstop);
 * - memory comes back: a worker whose WebAssembly memory (which never shrinks) grew past
 *   `recycleHeapBytes` is replaced after its job, and idle workers end after `idleMs`;
 * - jobs wait in order for a free worker; the wait is not counted against a script's time.
 */
import { Worker } from 'node:worker_threads';

export interface ScriptJob {
  source: string;
  variablesJson: string;
  timeLimitMs: number;
  memoryLimitBytes: number;
  maxOutputChars: number;
}

export type ScriptReply =
  | { ok: true; json: string; elapsedMs: number }
  | { ok: false; kind: 'time' | 'memory' | 'output' | 'error'; message: string; elapsedMs: number };

export interface ScriptPoolOptions {
  /** Worker threads (BPM_SCRIPT_WORKERS). */
  size: number;
  /** Each worker's WebAssembly memory may not grow past this: QuickJS's own 16 MB and a script's heap. */
  heapCapBytes: number;
  /** A worker whose WebAssembly memory passed this after a job is replaced. */
  recycleHeapBytes: number;
  /** An idle worker ends after this long. */
  idleMs?: number;
}

/** How long past its deadline a worker may stay silent before it is terminated. */
export const TERMINATE_GRACE_MS = 500;
const WORKER_URL = new URL('./script-worker.mjs', import.meta.url);

interface Pending {
  job: ScriptJob;
  resolve: (reply: ScriptReply) => void;
  reject: (err: unknown) => void;
}

interface WorkerReply {
  id?: number;
  ready?: boolean;
  ok?: boolean;
  json?: string;
  kind?: 'time' | 'memory' | 'output' | 'error';
  message?: string;
  elapsedMs?: number;
  heapBytes?: number;
  recycle?: boolean;
}

class Slot {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private current: { id: number; pending: Pending; backstop?: NodeJS.Timeout; sentAt: number } | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private seq = 0;
  busy = false;

  constructor(
    private readonly options: Required<ScriptPoolOptions>,
    private readonly onFree: () => void,
  ) {}

  run(pending: Pending): void {
    this.busy = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    void this.start(pending);
  }

  private async start(pending: Pending): Promise<void> {
    try {
      await this.spawn();
    } catch (e) {
      this.retire();
      this.finish(() => pending.reject(e));
      return;
    }
    const worker = this.worker;
    if (!worker) {
      this.finish(() => pending.reject(new Error('script pool closed')));
      return;
    }
    const id = ++this.seq;
    const current = { id, pending, sentAt: performance.now(), backstop: undefined as NodeJS.Timeout | undefined };
    this.current = current;
    // The backstop: the interrupt handler should have stopped the script at its deadline.
    current.backstop = setTimeout(() => {
      if (this.current !== current) return;
      this.current = null;
      this.retire();
      this.finish(() =>
        pending.resolve({ ok: false, kind: 'time', message: 'terminated', elapsedMs: performance.now() - current.sentAt }),
      );
    }, pending.job.timeLimitMs + TERMINATE_GRACE_MS);
    worker.ref();
    worker.postMessage({ id, ...pending.job });
  }

  private spawn(): Promise<void> {
    if (this.worker && this.ready) return this.ready;
    const worker = new Worker(WORKER_URL, {
      // A plain module: no TypeScript loader (tsx, vitest) in the worker.
      execArgv: [],
      workerData: { heapCapBytes: this.options.heapCapBytes },
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
    });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (msg: WorkerReply) => {
        if (msg.ready) return resolve();
        this.reply(worker, msg);
      });
      worker.on('error', (err: Error) => {
        reject(err);
        this.crashed(worker, err);
      });
      worker.on('exit', (code) => {
        reject(new Error(`script worker exited (${code})`));
        this.crashed(worker, null);
      });
    });
    return this.ready;
  }

  private reply(worker: Worker, msg: WorkerReply): void {
    const current = this.current;
    if (worker !== this.worker || !current || msg.id !== current.id) return;
    clearTimeout(current.backstop);
    this.current = null;
    if (msg.recycle || (msg.heapBytes ?? 0) > this.options.recycleHeapBytes) this.retire();
    else worker.unref();
    const elapsedMs = msg.elapsedMs ?? performance.now() - current.sentAt;
    this.finish(() =>
      current.pending.resolve(msg.ok ? { ok: true, json: msg.json!, elapsedMs } : { ok: false, kind: msg.kind ?? 'error', message: msg.message ?? '', elapsedMs }),
    );
  }

  /** The worker died under a job (its heap limit, a crash): the job fails, the slot starts afresh next time. */
  private crashed(worker: Worker, err: Error | null): void {
    if (worker !== this.worker) return;
    const current = this.current;
    this.current = null;
    this.worker = null;
    this.ready = null;
    if (!current) return;
    clearTimeout(current.backstop);
    const memory = (err as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
    this.finish(() =>
      current.pending.resolve({ ok: false, kind: memory ? 'memory' : 'error', message: err?.message ?? 'worker exited', elapsedMs: performance.now() - current.sentAt }),
    );
  }

  private finish(settle: () => void): void {
    this.busy = false;
    settle();
    this.onFree();
    if (!this.busy && this.worker && !this.idleTimer) {
      this.idleTimer = setTimeout(() => {
        this.idleTimer = null;
        if (!this.busy) this.retire();
      }, this.options.idleMs);
      this.idleTimer.unref();
    }
  }

  /** Ends the worker; the next job starts a fresh one (a fresh, small WebAssembly memory). */
  retire(): void {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (worker) void worker.terminate();
  }

  /** Ends the worker for good (the pool closes); a job it was running fails. */
  close(): void {
    const current = this.current;
    this.current = null;
    this.retire();
    if (current) {
      clearTimeout(current.backstop);
      current.pending.reject(new Error('script pool closed'));
    }
  }
}

export class ScriptPool {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private closed = false;

  constructor(options: ScriptPoolOptions) {
    const full = { idleMs: 30_000, ...options, size: Math.max(1, Math.floor(options.size)) };
    this.slots = Array.from({ length: full.size }, () => new Slot(full, () => this.dispatch()));
  }

  run(job: ScriptJob): Promise<ScriptReply> {
    if (this.closed) return Promise.reject(new Error('script pool closed'));
    return new Promise<ScriptReply>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    if (this.closed) return;
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (!slot.busy) slot.run(this.queue.shift()!);
    }
  }

  /** Ends every worker (tests, shutdown); running and waiting jobs fail. */
  close(): void {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('script pool closed'));
    for (const slot of this.slots) slot.close();
  }
}
