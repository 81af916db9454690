/**
 * One run of a job: its handler called with the job's parameter, each attempt a row of 调度日志
 * (运行中 while it runs, then 成功 or 失败 with the handler's answer or error), failed attempts
 * retried `retryCount` times `retryInterval` ms apart. A run still going after `monitorTimeout`
 * ms is marked 失败 at that moment, so a stuck handler shows as one; when it ends at last, the row
 * keeps both facts.
 *
 * A run outlives no crash of its server: while it goes, its server touches its row's update_time
 * every LEASE_REFRESH_MS, and every server (at start, then as often) ends as 失败 any 运行中 row
 * left untouched for LEASE_MS: its server died mid-run (kill -9, the machine) and nothing else
 * would ever end it (bench/crash.bench.ts found them).
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import { JobLogStatus } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { Host } from '../../../platform/provisions.ts';
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';
import { infraJob, infraJobLog } from './job.schema.ts';
import { acrossTenants } from '../../../db/tenantContext.ts';

export type JobRow = typeof infraJob.$inferSelect;
type RunnableJob = Pick<JobRow, 'id' | 'handlerName' | 'handlerParam' | 'retryCount' | 'retryInterval' | 'monitorTimeout'>;

/** The log's result column holds 4000 characters; a long error keeps its start. */
const RESULT_MAX = 4000;
const clip = (text: string) => (text.length > RESULT_MAX ? `${text.slice(0, RESULT_MAX - 1)}…` : text);

export const timedOutText = (ms: number) => `执行超时：超过监控超时时间 ${ms} 毫秒`;
export const INTERRUPTED_TEXT = '执行中断：运行它的服务进程已退出，未能结束';

/** How often a server touches the rows of its runs going; a row untouched for LEASE_MS is an orphan. */
export const LEASE_REFRESH_MS = 10_000;
export const LEASE_MS = 3 * LEASE_REFRESH_MS;

export class JobRunner {
  private readonly running = new Set<Promise<void>>();
  private readonly waits = new Set<{ timer: NodeJS.Timeout; done: () => void }>();
  /** The 运行中 rows of this server's attempts going, touched every LEASE_REFRESH_MS. */
  private readonly leased = new Set<number>();
  private leaseTimer: NodeJS.Timeout | undefined;
  /** The lease tick going, if any (awaited by close and the tests). */
  ticking: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly handlers: ReadonlyMap<string, JobHandlerDef<ModuleDeps>>,
    /** The app's services, read at each run (all built by then). */
    private readonly deps: () => ModuleDeps,
    private readonly log: Host['log'],
  ) {}

  /** Runs the job now, retries included, for `fireTime` (null: 执行一次); resolves when its last attempt ended (never rejects). */
  run(job: RunnableJob, fireTime: number | null = null): Promise<void> {
    return this.begin(job, fireTime).done;
  }

  /**
   * As `run`, resolving once the first attempt's 运行中 row is written (rejecting if it could not
   * be): 执行一次 answers then, so an acknowledged run is in 调度日志 whatever befalls the server.
   */
  start(job: RunnableJob): Promise<void> {
    return this.begin(job, null).logged;
  }

  private begin(job: RunnableJob, fireTime: number | null): { logged: Promise<void>; done: Promise<void> } {
    let logged!: { resolve: () => void; reject: (err: unknown) => void };
    const first = new Promise<void>((resolve, reject) => (logged = { resolve, reject }));
    // A job serves every tenant (retention purges, the workflow's timers), even when a system
    // administrator's 执行一次 started it from a request of the system tenant.
    const run: Promise<void> = acrossTenants(() => this.attempts(job, fireTime, () => logged.resolve()))
      .catch((err: unknown) => {
        logged.reject(err);
        this.log.error({ err, jobId: job.id }, 'a scheduled job could not be run');
      })
      .finally(() => {
        logged.resolve();
        this.running.delete(run);
      });
    this.running.add(run);
    return { logged: first, done: run };
  }

  /** Ends as 失败 the 运行中 rows no server has touched for LEASE_MS (their server died mid-run); answers how many. */
  async endOrphans(now = Date.now()): Promise<number> {
    const ended = await this.db
      .update(infraJobLog)
      .set({ status: JobLogStatus.FAILURE, endTime: now, result: INTERRUPTED_TEXT })
      .where(and(eq(infraJobLog.status, JobLogStatus.RUNNING), lt(infraJobLog.updateTime, now - LEASE_MS)))
      .returning({ id: infraJobLog.id });
    if (ended.length) this.log.warn({ logIds: ended.map((r) => r.id) }, 'job runs cut short by a stopped server were ended as failed');
    return ended.length;
  }

  /** Keeps this server's runs' rows fresh and ends other servers' orphans, until close(). */
  startLeases(): void {
    const tick = () => {
      const ids = [...this.leased];
      // Own rows first: a server whose event loop stalled past LEASE_MS must not end its own runs.
      const touch = ids.length ? this.db.update(infraJobLog).set({ updateTime: Date.now() }).where(inArray(infraJobLog.id, ids)) : Promise.resolve();
      this.ticking = touch
        .then(() => this.endOrphans())
        .then(() => undefined)
        .catch((err: unknown) => this.log.warn({ err }, 'job run leases could not be kept'));
    };
    tick();
    this.leaseTimer = setInterval(tick, LEASE_REFRESH_MS);
    this.leaseTimer.unref();
  }

  stopLeases(): void {
    clearInterval(this.leaseTimer);
    this.leaseTimer = undefined;
  }

  /** Resolves once no run is going (tests, and a closing app). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  /** No new attempt starts; a retry waiting for its interval is dropped; runs going are awaited. */
  async close(): Promise<void> {
    this.closed = true;
    this.stopLeases();
    await this.ticking;
    for (const wait of this.waits) {
      clearTimeout(wait.timer);
      wait.done();
    }
    await this.idle();
  }

  private async attempts(job: RunnableJob, fireTime: number | null, logged: () => void): Promise<void> {
    for (let index = 1; !this.closed; index++) {
      const succeeded = await this.attempt(job, index, fireTime, logged);
      if (succeeded || index > job.retryCount) return;
      await this.pause(job.retryInterval);
    }
  }

  private async attempt(job: RunnableJob, executeIndex: number, fireTime: number | null, logged: () => void): Promise<boolean> {
    const beginTime = Date.now();
    const [row] = await this.db
      .insert(infraJobLog)
      .values({ jobId: job.id, handlerName: job.handlerName, handlerParam: job.handlerParam, executeIndex, beginTime, status: JobLogStatus.RUNNING })
      .returning({ id: infraJobLog.id });
    const logId = row!.id;
    this.leased.add(logId);
    logged();
    let timedOut = false;
    const watch =
      job.monitorTimeout > 0
        ? setTimeout(() => {
            timedOut = true;
            void this.db
              .update(infraJobLog)
              .set({ status: JobLogStatus.FAILURE, result: timedOutText(job.monitorTimeout) })
              .where(eq(infraJobLog.id, logId))
              .catch((err: unknown) => this.log.warn({ err, logId }, 'a timed-out job run could not be marked'));
          }, job.monitorTimeout)
        : undefined;
    let succeeded = false;
    let result: string;
    try {
      const handler = this.handlers.get(job.handlerName);
      if (!handler) throw new Error(`定时任务的处理器【${job.handlerName}】不存在`);
      result = await handler.run(this.deps(), job.handlerParam, { fireTime });
      succeeded = true;
    } catch (err) {
      result = err instanceof Error ? err.message || err.name : String(err);
    }
    clearTimeout(watch);
    const endTime = Date.now();
    if (timedOut) result = `${timedOutText(job.monitorTimeout)}；之后${succeeded ? '完成' : '失败'}：${result}`;
    try {
      await this.db
        .update(infraJobLog)
        .set({ endTime, duration: endTime - beginTime, status: succeeded && !timedOut ? JobLogStatus.SUCCESS : JobLogStatus.FAILURE, result: clip(result) })
        .where(eq(infraJobLog.id, logId));
    } finally {
      this.leased.delete(logId);
    }
    return succeeded;
  }

  private pause(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const wait = {
        done: () => {
          this.waits.delete(wait);
          resolve();
        },
        timer: setTimeout(() => wait.done(), ms),
      };
      this.waits.add(wait);
    });
  }
}
