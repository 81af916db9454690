/**
 * Fires each 正常 job once per fire time, however many server instances share the database. The
 * schedule's state is the job row's `next_fire_time`. Every instance looks for due jobs (at the
 * earliest next fire time, and at least every `pollMs` to see other instances' changes) and
 * claims a fire time by moving it on with a compare-and-set:
 *
 *   UPDATE infra_job SET next_fire_time = <next> WHERE id = <job> AND next_fire_time = <due> AND status = 1
 *
 * One instance's update matches; the others find the row moved on and do nothing. The state
 * is in the database, so a restart loses no schedule. A fire time found more than
 * `misfireThresholdMs` late (the app was down) follows Quartz's rule for cron triggers, which
 * the reference uses: it runs once, now, and the schedule resumes from now. Later than that, the
 * missed fire times are not run one by one.
 */
import { and, eq, lte, min } from 'drizzle-orm';
import { JobStatus } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { Host } from '../../../platform/provisions.ts';
import type { JobRunner } from './job-runner.ts';
import { quartzSchedule } from './quartz-cron.ts';
import { infraJob } from './job.schema.ts';

/** At most this much random lateness per wake (see `arm`). */
const ARM_JITTER_MS = 15;

/** Quartz's default: a fire time up to a minute late still runs as itself. */
export const MISFIRE_THRESHOLD_MS = 60_000;

export interface SchedulerOptions {
  timeZone: string;
  /** The longest wait between two looks at the table (default 1 s). */
  pollMs?: number;
  /** Default `MISFIRE_THRESHOLD_MS`. */
  misfireThresholdMs?: number;
}

/** What the job screens and the app need of a scheduler, with or without Redis. */
export interface Scheduler {
  /** The fire time after `after` for an expression, or null (none, or not an expression). */
  nextFireTime(cronExpression: string, after: number): number | null;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A job's row changed on this instance (created, edited, 开启, 暂停, deleted): follow it. */
  changed(jobId: number): Promise<void>;
}

/** The scheduler on the database alone (no Redis): the compare-and-set claim above. */
export class DatabaseScheduler implements Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private ticking: Promise<void> | undefined;
  private readonly pollMs: number;
  private readonly misfireThresholdMs: number;

  constructor(
    private readonly db: Db,
    private readonly runner: JobRunner,
    private readonly options: SchedulerOptions,
    private readonly log: Host['log'],
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.misfireThresholdMs = options.misfireThresholdMs ?? MISFIRE_THRESHOLD_MS;
  }

  nextFireTime(cronExpression: string, after: number): number | null {
    return quartzSchedule(cronExpression, this.options.timeZone)?.nextAfter(after) ?? null;
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.arm(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
  }

  /** Looks at the table now: the row holds the schedule, so that is all a change needs. */
  async changed(): Promise<void> {
    if (!this.stopped) this.arm(0);
  }

  /**
   * Each wake is a few milliseconds late at random: instances that wake for the same fire time
   * would otherwise reach the claim in the order they last armed, so the same one could win every
   * claim (one process, or clocks in step) and the others only stand by.
   */
  private arm(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      // One look at a time: a wake during a look re-arms after it.
      if (this.ticking) return this.arm(10);
      this.ticking = this.tick()
        .catch((err: unknown) => {
          this.log.error({ err }, 'the job scheduler could not look at the jobs');
          return this.pollMs;
        })
        .then((wait) => {
          this.ticking = undefined;
          if (!this.stopped) this.arm(wait + Math.floor(Math.random() * ARM_JITTER_MS));
        });
    }, ms);
  }

  /** Claims and starts every due fire; answers how long to wait before the next look. */
  private async tick(): Promise<number> {
    const now = Date.now();
    const due = await this.db
      .select()
      .from(infraJob)
      .where(and(eq(infraJob.status, JobStatus.NORMAL), lte(infraJob.nextFireTime, now)));
    for (const job of due) {
      const dueAt = job.nextFireTime!;
      const misfired = now - dueAt > this.misfireThresholdMs;
      const next = this.nextFireTime(job.cronExpression, misfired ? now : dueAt);
      const claimed = await this.db
        .update(infraJob)
        .set({ nextFireTime: next })
        .where(and(eq(infraJob.id, job.id), eq(infraJob.nextFireTime, dueAt), eq(infraJob.status, JobStatus.NORMAL)))
        .returning({ id: infraJob.id });
      if (claimed.length) void this.runner.run(job, dueAt);
    }
    const [{ earliest } = { earliest: null }] = await this.db
      .select({ earliest: min(infraJob.nextFireTime) })
      .from(infraJob)
      .where(eq(infraJob.status, JobStatus.NORMAL));
    const untilEarliest = earliest === null ? this.pollMs : Number(earliest) - Date.now();
    return Math.max(0, Math.min(this.pollMs, untilEarliest));
  }
}
