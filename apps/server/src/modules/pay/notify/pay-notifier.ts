/**
 * The merchant notifications' worker: claims the tasks that are due, of every tenant, posts each
 * (pay-notify-post.ts) and records the attempt. The job `支付通知 Job` runs it every 5 seconds on
 * whichever instance fires the schedule; `kick()` runs it right after a payment or refund commits
 * so the first attempt does not wait for the next fire (the reference posts after its commit).
 *
 * - Claim: one UPDATE … RETURNING leases the due tasks (`lockedUntil`), the due condition checked
 *   again on each row it updates, so two runs (two instances, or the job and a kick) never post
 *   the same attempt. This is the mail outbox's claim (platform/outbox-worker.ts); its worker is
 *   not reused because a task is retried on the reference's schedule from several states (0, 21,
 *   22), its attempts are counted in its own columns and each attempt writes a log row.
 * - Record: the task's new state and its log row in one transaction, only while the lease is
 *   still this run's: a task whose lease ran out mid-post was taken over, and the new holder
 *   records its own attempt.
 * - Schedule: after attempt n (1-based) the next is NOTIFY_FREQUENCY_SECONDS[n - 1] later; after
 *   the last (maxNotifyTimes) without success the task has failed for good (20). A settled task
 *   keeps no next time, so the claim's index skips it.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { NOTIFY_FREQUENCY_SECONDS, PayNotifyStatus } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { acrossTenants, withinTenant } from '../../../db/tenantContext.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import type { GuardedFetch } from '../../../platform/outbound-policy.ts';
import { NOTIFY_TIMEOUT_MS, postNotify } from './pay-notify-post.ts';
import { payNotifyLog, payNotifyTask } from './pay-notify.schema.ts';

/** Tasks one run takes on (the rest wait for the next run, 5 s later). */
const RUN_LIMIT = 50;
/** Posts in flight at once within a run. */
const PARALLEL = 8;
/** How long a claimed task is held: a whole run's posts, which may queue behind each other, with room to spare. */
const LEASE_MS = Math.ceil(RUN_LIMIT / PARALLEL) * NOTIFY_TIMEOUT_MS + 60_000;
const RETRYING = [PayNotifyStatus.WAITING, PayNotifyStatus.REQUEST_SUCCESS, PayNotifyStatus.REQUEST_FAILURE];

type Task = typeof payNotifyTask.$inferSelect;

export interface NotifyRun {
  /** Attempts made (each a log row). */
  posted: number;
  /** Of those, the ones the merchant answered with success. */
  succeeded: number;
}

export class PayNotifier {
  private running: Promise<unknown> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly fetch: GuardedFetch,
    private readonly onError: (err: unknown) => void,
  ) {}

  /**
   * Posts what is due: claims up to 50 tasks of every tenant and makes one attempt at each. Each
   * attempt is timed by the clock when it is made; tests pass `now` to move the clock instead.
   */
  async runDue(now?: number): Promise<NotifyRun> {
    const clock = () => now ?? Date.now();
    const claimed = await this.claim(clock());
    const run: NotifyRun = { posted: 0, succeeded: 0 };
    await eachBounded(claimed, PARALLEL, async (task) => {
      try {
        const status = await this.attempt(task, clock);
        if (status === undefined) return;
        run.posted++;
        if (status === PayNotifyStatus.SUCCESS) run.succeeded++;
      } catch (err) {
        // The attempt could not be recorded: the task stays leased and is due again when the lease runs out.
        this.onError(err);
      }
    });
    return run;
  }

  /**
   * Posts what is due now, without waiting: called after a commit that created a task. A kick
   * while a run is under way runs once more after it; failures go to the log, never to the caller.
   */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // The caller is one tenant's request; the tasks due are every tenant's.
    this.running = acrossTenants(async () => {
      do {
        this.again = false;
        await this.runDue();
      } while (this.again && !this.stopped);
    })
      .catch((err: unknown) => this.onError(err))
      .finally(() => (this.running = null));
  }

  /** Resolves once no kicked run is under way (tests, and the app's close). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** No more kicks; the run under way finishes (a task it left due is posted after the restart). */
  async close(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  private async claim(now: number): Promise<Task[]> {
    const t = payNotifyTask;
    const due = and(inArray(t.status, RETRYING), lte(t.nextNotifyTime, now), or(isNull(t.lockedUntil), lt(t.lockedUntil, now)));
    const pending = this.db.select({ id: t.id }).from(t).where(due).orderBy(asc(t.nextNotifyTime), asc(t.id)).limit(RUN_LIMIT);
    // Every tenant's due tasks: the job and a kick serve the whole product.
    return acrossTenants(() =>
      this.db
        .update(t)
        .set({ lockedUntil: now + LEASE_MS })
        .where(and(inArray(t.id, pending), due))
        .returning(),
    );
  }

  /** One attempt at `task`, recorded; its new status, or undefined when the lease was lost meanwhile. */
  private attempt(task: Task, clock: () => number): Promise<number | undefined> {
    const lease = task.lockedUntil!;
    const scope = tenantScope(this.db, task.tenantId);
    return withinTenant(task.tenantId, async () => {
      const outcome = await postNotify(this.fetch, task);
      const now = clock();
      const notifyTimes = task.notifyTimes + 1;
      const settled = outcome.status === PayNotifyStatus.SUCCESS || notifyTimes >= task.maxNotifyTimes;
      const status = outcome.status !== PayNotifyStatus.SUCCESS && settled ? PayNotifyStatus.FAILURE : outcome.status;
      const delaySeconds = NOTIFY_FREQUENCY_SECONDS[notifyTimes - 1] ?? NOTIFY_FREQUENCY_SECONDS.at(-1)!;
      const t = payNotifyTask;
      return this.db.transaction(async (tx) => {
        const kept = await scope.update(
          t,
          { status, notifyTimes, lastExecuteTime: now, nextNotifyTime: settled ? null : now + delaySeconds * 1000, lockedUntil: null, updateTime: now },
          and(eq(t.id, task.id), eq(t.lockedUntil, lease))!,
          tx,
        );
        if (!kept) return undefined;
        await scope.insert(payNotifyLog, { taskId: task.id, notifyTimes, status, response: outcome.response, createTime: now, updateTime: now }, tx);
        return status;
      });
    });
  }
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachBounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
