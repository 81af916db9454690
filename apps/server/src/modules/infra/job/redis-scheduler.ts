/**
 * The scheduler when Redis is configured: each 正常 job is a BullMQ job scheduler, and BullMQ
 * hands each fire time to exactly one worker of any instance (its iteration job's id is made of
 * the scheduler and the fire time, and a job is taken by one worker). BullMQ does not read Quartz
 * expressions, so its repeat strategy is ours: the next fire time comes from the same croner
 * reading as everywhere else (`quartz-cron.ts`).
 *
 * The job table stays the source of truth. A change made here (create, edit, 开启, 暂停, delete)
 * upserts or removes the job's scheduler before the request answers, and every instance
 * reconciles the two at start, so jobs created while Redis was away, and the built-in jobs, are
 * scheduled. An iteration's job is added when the previous one is taken, and stays in Redis while
 * every instance is down.
 *
 * BullMQ schedules the next iteration from the moment one is taken, so an iteration taken late (a
 * loaded machine, a short restart) is followed by the fire time after that moment: the ones in
 * between have no iteration. The misfire rule is the database scheduler's, so the instance that
 * took the late iteration runs those too, once each: the worker's repeat strategy, which BullMQ
 * calls as the iteration is taken, notes the next fire time it gave, and the run of the taken
 * iteration covers the fire times before it (no other instance sees them). Taken more than
 * `misfireThresholdMs` late, it runs once and the schedule resumes from now, which is Quartz's
 * rule for cron triggers.
 *
 * The worker only starts the run (retries and the monitor timeout are the runner's, as without
 * Redis) and acknowledges at once; `maxStalledCount: 0` means an iteration taken by an instance
 * that died before acknowledging is dropped, never run twice.
 */
import { eq } from 'drizzle-orm';
import { Queue, Worker, type ConnectionOptions, type RepeatOptions } from 'bullmq';
import { JobStatus } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { Host } from '../../../platform/provisions.ts';
import type { JobRunner } from './job-runner.ts';
import { quartzSchedule } from './quartz-cron.ts';
import { infraJob } from './job.schema.ts';
import { MISFIRE_THRESHOLD_MS, type Scheduler } from './job-scheduler.ts';

export interface RedisSchedulerOptions {
  timeZone: string;
  redisUrl: string;
  /** The BullMQ queue (tests use their own, so runs in parallel never share one). */
  queueName?: string;
  /** Iterations taken at once by this instance's worker (each only starts a run). */
  concurrency?: number;
  /** Default `MISFIRE_THRESHOLD_MS`. */
  misfireThresholdMs?: number;
}

interface IterationData {
  jobId: number;
}

/** The strategy's note for a taken iteration: the next fire time it gave, under which expression. */
interface NextGiven {
  next: number;
  pattern: string;
}
/** Notes kept at most (one per iteration taken and not yet run: a handful). */
const MAX_NOTES = 1000;
const iterationName = (jobId: number) => `job-${jobId}`;
const schedulerOfIteration = (name: string | undefined) => name?.replace(/^job-/, '');

export class RedisScheduler implements Scheduler {
  private readonly queue: Queue<IterationData>;
  private worker: Worker<IterationData> | undefined;
  private closed = false;
  private readonly connection: ConnectionOptions;
  private readonly queueName: string;
  /** By `<scheduler>:<fire time taken>`: see `fromTaken`. */
  private readonly nextGiven = new Map<string, NextGiven>();

  constructor(
    private readonly db: Db,
    private readonly runner: JobRunner,
    private readonly options: RedisSchedulerOptions,
    private readonly log: Host['log'],
  ) {
    this.queueName = options.queueName ?? 'infra-job';
    // BullMQ wants blocking commands to wait as long as they need (no per-request retry cap).
    this.connection = { url: options.redisUrl, maxRetriesPerRequest: null } as ConnectionOptions;
    this.queue = new Queue<IterationData>(this.queueName, {
      connection: this.connection,
      prefix: 'tenon',
      settings: { repeatStrategy: this.fromNow },
    });
    // Through the server's log, not as raw objects on stderr (BullMQ's fallback with no listener).
    this.queue.on('error', (err) => this.log.error({ err }, 'the job scheduler lost Redis'));
  }

  nextFireTime(cronExpression: string, after: number): number | null {
    return quartzSchedule(cronExpression, this.options.timeZone)?.nextAfter(after) ?? null;
  }

  async start(): Promise<void> {
    if (this.worker) return;
    await this.reconcile();
    this.worker = new Worker<IterationData>(this.queueName, (iteration) => this.fire(iteration.data.jobId, iteration.opts.prevMillis ?? null, iteration.repeatJobKey), {
      connection: this.connection,
      prefix: 'tenon',
      concurrency: this.options.concurrency ?? 8,
      maxStalledCount: 0,
      settings: { repeatStrategy: this.fromTaken },
    });
    this.worker.on('error', (err) => this.log.error({ err }, 'the job scheduler lost Redis'));
  }

  /** Stops taking iterations and lets go of Redis (again: no-op). */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.close();
    if (!this.closed) {
      this.closed = true;
      await this.queue.close();
    }
  }

  /** Upserts or removes the job's BullMQ scheduler to match its row. */
  async changed(jobId: number): Promise<void> {
    const [job] = await this.db.select().from(infraJob).where(eq(infraJob.id, jobId));
    if (job?.status === JobStatus.NORMAL) await this.schedule(job.id, job.cronExpression);
    else await this.queue.removeJobScheduler(String(jobId));
  }

  /** Makes Redis hold a scheduler for every 正常 job and none for the others. */
  private async reconcile(): Promise<void> {
    const jobs = await this.db.select({ id: infraJob.id, status: infraJob.status, cron: infraJob.cronExpression }).from(infraJob);
    const normal = new Map(jobs.filter((j) => j.status === JobStatus.NORMAL).map((j) => [String(j.id), j.cron]));
    for (const scheduler of await this.queue.getJobSchedulers()) {
      if (!normal.has(scheduler.key)) await this.queue.removeJobScheduler(scheduler.key);
      // Unchanged: leave it, so an iteration that came due while every instance was down still runs.
      else if (scheduler.pattern === normal.get(scheduler.key) && scheduler.tz === this.options.timeZone) normal.delete(scheduler.key);
    }
    for (const [id, cron] of normal) await this.schedule(Number(id), cron);
  }

  /** Creates the job's scheduler, or replaces it and its next iteration (from now). */
  private async schedule(jobId: number, cronExpression: string): Promise<void> {
    const repeat: RepeatOptions = { pattern: cronExpression, tz: this.options.timeZone };
    await this.queue.upsertJobScheduler(String(jobId), repeat, {
      name: iterationName(jobId),
      data: { jobId },
      // Iterations leave nothing behind: the run's record is 调度日志.
      opts: { removeOnComplete: true, removeOnFail: true },
    });
  }

  /** Starts the runs of one iteration's fire times; a job paused or deleted since is skipped. */
  private async fire(jobId: number, fireTime: number | null, scheduler: string | undefined): Promise<void> {
    const key = `${scheduler}:${fireTime}`;
    const given = this.nextGiven.get(key);
    this.nextGiven.delete(key);
    const [job] = await this.db.select().from(infraJob).where(eq(infraJob.id, jobId));
    if (job?.status !== JobStatus.NORMAL) return;
    for (const time of this.fireTimesOf(job.cronExpression, fireTime, given)) void this.runner.run(job, time);
  }

  /**
   * The iteration's own fire time, then, unless it misfired, each one after it before the next
   * iteration BullMQ gave (none when the job's expression was edited since).
   */
  private fireTimesOf(cronExpression: string, fireTime: number | null, given: NextGiven | undefined): Array<number | null> {
    if (fireTime == null || given?.pattern !== cronExpression) return [fireTime];
    if (Date.now() - fireTime > (this.options.misfireThresholdMs ?? MISFIRE_THRESHOLD_MS)) return [fireTime];
    const schedule = quartzSchedule(cronExpression, this.options.timeZone);
    const times = [fireTime];
    for (let time = schedule?.nextAfter(fireTime); time != null && time < given.next; time = schedule!.nextAfter(time)) times.push(time);
    return times;
  }

  private nextAfter(opts: RepeatOptions, after: number): number | undefined {
    return quartzSchedule(opts.pattern ?? '', opts.tz ?? this.options.timeZone)?.nextAfter(after) ?? undefined;
  }

  /** A write's schedule (create, edit, 开启, reconcile): from now. */
  private readonly fromNow = (millis: number, opts: RepeatOptions): number | undefined => this.nextAfter(opts, millis);

  /**
   * An iteration was just taken here: BullMQ asks for the fire time after the later of now and
   * the iteration's own. The note says which that was for the run of the taken iteration, keyed
   * by the iteration's fire time, which the scheduler still holds until BullMQ moves it on with
   * this answer (read from Redis, as the strategy is not told it).
   */
  private readonly fromTaken = async (millis: number, opts: RepeatOptions, name?: string): Promise<number | undefined> => {
    const next = this.nextAfter(opts, millis);
    const scheduler = schedulerOfIteration(name);
    const taken = scheduler ? (await this.queue.getJobScheduler(scheduler))?.next : undefined;
    if (next !== undefined && taken != null && opts.pattern) {
      if (this.nextGiven.size >= MAX_NOTES) this.nextGiven.delete(this.nextGiven.keys().next().value!);
      this.nextGiven.set(`${scheduler}:${taken}`, { next, pattern: opts.pattern });
    }
    return next;
  };
}
