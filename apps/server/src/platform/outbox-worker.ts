/**
 * Durable delivery for messages whose log table is also their queue (SMS, mail): the request
 * writes the row (waiting, due now) and answers; this worker delivers it, restart-safe.
 * - Claim: due rows are leased (`lockedUntil`) in one UPDATE, the due condition checked again on
 *   each row updated, so two server instances never deliver the same row.
 * - Attempt: the feature's `attempt` makes one delivery; its outcome is written to the row every
 *   time (attempt count plus the feature's own columns), and only while the lease is still this
 *   worker's. A failed attempt is due again after a back-off; after the last one the row has
 *   failed for good.
 * - Restart safety: `start` drains at once (rows waiting for a retry, or written just before a
 *   stop or a crash), and a poll picks up retries that fall due and rows a crashed instance held
 *   once their lease has run out. The lease must outlast the longest attempt.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { smallint, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { timestampMs } from '../db/schema/columns.ts';
import { acrossTenants } from '../db/tenantContext.ts';

/** The queue's columns, spread into a log table beside its `sendStatus` and `sendTime`. */
export const outboxColumns = () => ({
  attempts: smallint('attempts').notNull().default(0),
  /** When a waiting row is due (its first attempt: when written); null once it is settled. */
  nextAttemptAt: timestampMs('next_attempt_at'),
  /** Until when the instance delivering it holds the row. */
  lockedUntil: timestampMs('locked_until'),
});

export type OutboxTable = PgTable & {
  id: PgColumn;
  sendStatus: PgColumn;
  sendTime: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
};

type RowOf<T extends OutboxTable> = T['$inferSelect'] & { id: number; attempts: number };

export interface AttemptOutcome<Row> {
  ok: boolean;
  /** The table's own columns describing this attempt (the provider's answer, the error met). */
  record: Partial<Row>;
}

export interface OutboxOptions<T extends OutboxTable> {
  table: T;
  /** The send-status values of a row waiting (or being retried), delivered, and failed for good. */
  status: { waiting: number; success: number; failure: number };
  /** Makes attempt number `n` (1-based) at delivering the row. */
  attempt(row: RowOf<T>, n: number): Promise<AttemptOutcome<RowOf<T>>>;
  /** How an attempt that threw is recorded. */
  failed(err: unknown, n: number): Partial<RowOf<T>>;
  /** Waits before the 2nd, 3rd… attempt; its length + 1 is the number of attempts. */
  retryDelaysMs: number[];
  /** How long a claimed row is held: longer than an attempt may take. */
  leaseMs: number;
  /** How often due rows are looked for; 0: only when this instance enqueues or retries. */
  pollMs?: number;
  /** Where a failure of the worker itself goes (a row could not be read or written). */
  onError?: (err: unknown) => void;
}

const BATCH = 20;

export class OutboxWorker<T extends OutboxTable> {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly retries = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly opts: OutboxOptions<T>,
  ) {}

  /** The columns a row is written with to be delivered as soon as possible. */
  queuedNow() {
    return { sendStatus: this.opts.status.waiting, nextAttemptAt: Date.now() };
  }

  /** Drains what is due now, then polls (when `pollMs` > 0). */
  start(): void {
    this.stopped = false;
    this.wake();
    const pollMs = this.opts.pollMs ?? 0;
    if (pollMs > 0) {
      this.timer = setInterval(() => this.wake(), pollMs);
      this.timer.unref();
    }
  }

  /** Stops taking rows; the attempt under way finishes (a row left waiting is delivered after the restart). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const t of this.retries) clearTimeout(t);
    this.retries.clear();
    await this.running;
  }

  /** Resolves once nothing is being delivered and no retry of this instance is waiting (tests). */
  async idle(): Promise<void> {
    while (this.running || this.retries.size > 0) {
      await (this.running ?? new Promise((r) => setTimeout(r, 10)));
    }
  }

  /** Looks for due rows now (a row was just written); a drain under way looks again when done. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // The outbox holds every tenant's rows, and a request of one tenant may be what woke it.
    this.running = acrossTenants(async () => {
      do {
        this.again = false;
        while (!this.stopped && (await this.drainBatch()) > 0);
      } while (this.again && !this.stopped);
    })
      .catch((err) => this.opts.onError?.(err))
      .finally(() => (this.running = null));
  }

  private async drainBatch(): Promise<number> {
    const { table, status, leaseMs } = this.opts;
    const now = Date.now();
    const due = and(
      eq(table.sendStatus, status.waiting),
      lte(table.nextAttemptAt, now),
      or(isNull(table.lockedUntil), lt(table.lockedUntil, now)),
    );
    const lease = now + leaseMs;
    const pending = this.db.select({ id: table.id }).from(table as PgTable).where(due).orderBy(asc(table.id)).limit(BATCH);
    const claimed = (await this.db
      .update(table as PgTable)
      .set({ lockedUntil: lease } as never)
      .where(and(inArray(table.id, pending), due))
      .returning()) as RowOf<T>[];
    for (const [i, row] of claimed.entries()) {
      if (this.stopped) {
        // Stopping: the rows claimed and not attempted are released, so the next start (of this
        // instance or another) delivers them at once rather than after the lease runs out.
        const left = claimed.slice(i).map((r) => r.id);
        await this.db
          .update(table as PgTable)
          .set({ lockedUntil: null } as never)
          .where(and(inArray(table.id, left), eq(table.lockedUntil, lease)));
        break;
      }
      await this.attempt(row, lease);
    }
    return claimed.length;
  }

  private async attempt(row: RowOf<T>, lease: number): Promise<void> {
    const { table, status, retryDelaysMs } = this.opts;
    const n = row.attempts + 1;
    let outcome: AttemptOutcome<RowOf<T>>;
    try {
      outcome = await this.opts.attempt(row, n);
    } catch (err) {
      outcome = { ok: false, record: this.opts.failed(err, n) };
    }
    // No delay: delivered, or that was the last attempt.
    const delay = outcome.ok ? undefined : retryDelaysMs[n - 1];
    const dueAt = delay === undefined ? undefined : Date.now() + delay;
    const next =
      dueAt === undefined
        ? { sendStatus: outcome.ok ? status.success : status.failure, sendTime: Date.now(), nextAttemptAt: null }
        : { nextAttemptAt: dueAt };
    // Only while the lease is ours: a row taken over after a stall is the new holder's to record.
    await this.db
      .update(table as PgTable)
      .set({ ...outcome.record, attempts: n, lockedUntil: null, ...next } as never)
      .where(and(eq(table.id, row.id), eq(table.lockedUntil, lease)));
    if (dueAt !== undefined) this.retryAt(dueAt);
  }

  private retryAt(dueAt: number) {
    const t = setTimeout(
      () => {
        this.retries.delete(t);
        // A timer may fire a millisecond before the clock reaches the row's due time (the event
        // loop's clock lags Date.now()); woken then, the drain would find nothing due and no
        // retry would be left to wake it again.
        if (Date.now() < dueAt) this.retryAt(dueAt);
        else this.wake();
      },
      Math.max(0, dueAt - Date.now()),
    );
    // A waiting retry does not keep a stopping process alive: the row stays due in the table.
    t.unref();
    this.retries.add(t);
  }
}

/** An error's message, for the attempt it failed. */
export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
