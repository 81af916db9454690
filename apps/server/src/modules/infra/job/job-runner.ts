/**
 * One run of a job: its handler called with the job's parameter, each attempt a row of 调度日志
 * (运行中 while it runs, then 成功 or 失败 with the handler's answer or error), failed attempts
 * retried `retryCount` times `retryInterval` ms apart. A run still going after `monitorTimeout`
 * ms is marked 失败 at that moment, so a stuck handler shows as one; when it ends at last, the row
 * keeps both facts.
 */
import { eq } from 'drizzle-orm';
import { JobLogStatus } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { Host } from '../../../platform/provisions.ts';
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';
import { infraJob, infraJobLog } from './job.schema.ts';

export type JobRow = typeof infraJob.$inferSelect;
type RunnableJob = Pick<JobRow, 'id' | 'handlerName' | 'handlerParam' | 'retryCount' | 'retryInterval' | 'monitorTimeout'>;

/** The log's result column holds 4000 characters; a long error keeps its start. */
const RESULT_MAX = 4000;
const clip = (text: string) => (text.length > RESULT_MAX ? `${text.slice(0, RESULT_MAX - 1)}…` : text);

export const timedOutText = (ms: number) => `执行超时：超过监控超时时间 ${ms} 毫秒`;

export class JobRunner {
  private readonly running = new Set<Promise<void>>();
  private readonly waits = new Set<{ timer: NodeJS.Timeout; done: () => void }>();
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
    const run: Promise<void> = this.attempts(job, fireTime)
      .catch((err: unknown) => this.log.error({ err, jobId: job.id }, 'a scheduled job could not be run'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
    return run;
  }

  /** Resolves once no run is going (tests, and a closing app). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  /** No new attempt starts; a retry waiting for its interval is dropped; runs going are awaited. */
  async close(): Promise<void> {
    this.closed = true;
    for (const wait of this.waits) {
      clearTimeout(wait.timer);
      wait.done();
    }
    await this.idle();
  }

  private async attempts(job: RunnableJob, fireTime: number | null): Promise<void> {
    for (let index = 1; !this.closed; index++) {
      const succeeded = await this.attempt(job, index, fireTime);
      if (succeeded || index > job.retryCount) return;
      await this.pause(job.retryInterval);
    }
  }

  private async attempt(job: RunnableJob, executeIndex: number, fireTime: number | null): Promise<boolean> {
    const beginTime = Date.now();
    const [row] = await this.db
      .insert(infraJobLog)
      .values({ jobId: job.id, handlerName: job.handlerName, handlerParam: job.handlerParam, executeIndex, beginTime, status: JobLogStatus.RUNNING })
      .returning({ id: infraJobLog.id });
    const logId = row!.id;
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
    await this.db
      .update(infraJobLog)
      .set({ endTime, duration: endTime - beginTime, status: succeeded && !timedOut ? JobLogStatus.SUCCESS : JobLogStatus.FAILURE, result: clip(result) })
      .where(eq(infraJobLog.id, logId));
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
