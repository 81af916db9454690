/**
 * 定时任务. What must stay true:
 * - a job names a handler the server registers, and a handler serves one job (the reference's
 *   rule, so 调度日志's handler column names one job);
 * - a job's expression is a Quartz expression that fires at least once more;
 * - a job is edited only while 正常 (the reference's rule: pause is for leaving it as it is);
 * - `next_fire_time` is set exactly when the job is 正常, and each write that changes the
 *   schedule sets it from now, so the scheduler never runs a fire time chosen under the old one.
 */
import { desc, eq } from 'drizzle-orm';
import { ErrorCodes, JobStatus, jobResource, type BodyOf, type FiltersOf, type QueryOf, type jobApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { requireUniqueGlobally } from '../../../db/requireUnique.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';
import type { JobRow, JobRunner } from './job-runner.ts';
import type { Scheduler } from './job-scheduler.ts';
import { infraJob } from './job.schema.ts';

type Filters = FiltersOf<typeof jobApi.page>;
type CreateBody = BodyOf<typeof jobApi.create>;
type UpdateBody = BodyOf<typeof jobApi.update>;

export class JobService {
  constructor(
    private readonly deps: {
      db: Db;
      handlers: ReadonlyArray<JobHandlerDef<ModuleDeps>>;
      scheduler: Scheduler;
      runner: JobRunner;
      timeZone: string;
    },
  ) {}

  page(caller: LoginUser, q: QueryOf<typeof jobApi.page>) {
    const { db } = this.deps;
    const where = resourceWhere(infraJob, jobResource, q, this.deps.timeZone);
    return selectPage(db, infraJob, where, q, ({ limit, offset }) =>
      db.select().from(infraJob).where(where).orderBy(desc(infraJob.id)).limit(limit).offset(offset),
    );
  }

  /** Every job under the page's filters, in its order (the export). */
  list(caller: LoginUser, q: Filters): Promise<JobRow[]> {
    return this.deps.db.select().from(infraJob).where(resourceWhere(infraJob, jobResource, q, this.deps.timeZone)).orderBy(desc(infraJob.id));
  }

  get(caller: LoginUser, id: number): Promise<JobRow> {
    return requireGlobalRow(infraJob, id, ErrorCodes.JOB_NOT_EXISTS, this.deps.db);
  }

  handlers() {
    return this.deps.handlers.map(({ name, description }) => ({ name, description }));
  }

  async create(caller: LoginUser, body: CreateBody): Promise<number> {
    if (!this.deps.handlers.some((h) => h.name === body.handlerName)) throw serviceError(ErrorCodes.JOB_HANDLER_BEAN_NOT_EXISTS, body.handlerName);
    const nextFireTime = this.requireSchedule(body.cronExpression);
    const by = String(caller.id);
    const id = await this.deps.db.transaction(async (tx) => {
      await requireUniqueGlobally({ table: infraJob, column: infraJob.handlerName, value: body.handlerName }, ErrorCodes.JOB_HANDLER_EXISTS, tx);
      const [row] = await tx
        .insert(infraJob)
        .values({ ...this.editableOf(body), handlerName: body.handlerName, status: JobStatus.NORMAL, nextFireTime, creator: by, updater: by })
        .returning({ id: infraJob.id });
      return row!.id;
    });
    await this.deps.scheduler.changed(id);
    return id;
  }

  async update(caller: LoginUser, body: UpdateBody): Promise<boolean> {
    const nextFireTime = this.requireSchedule(body.cronExpression);
    await this.deps.db.transaction(async (tx) => {
      const current = await requireGlobalRow(infraJob, body.id, ErrorCodes.JOB_NOT_EXISTS, tx);
      if (current.status !== JobStatus.NORMAL) throw serviceError(ErrorCodes.JOB_UPDATE_ONLY_NORMAL_STATUS);
      await tx
        .update(infraJob)
        .set({ ...this.editableOf(body), nextFireTime, updater: String(caller.id) })
        .where(eq(infraJob.id, body.id));
    });
    await this.deps.scheduler.changed(body.id);
    return true;
  }

  async updateStatus(caller: LoginUser, id: number, status: number): Promise<boolean> {
    if (status !== JobStatus.NORMAL && status !== JobStatus.STOP) throw serviceError(ErrorCodes.JOB_CHANGE_STATUS_INVALID);
    await this.deps.db.transaction(async (tx) => {
      const current = await requireGlobalRow(infraJob, id, ErrorCodes.JOB_NOT_EXISTS, tx);
      if (current.status === status) throw serviceError(ErrorCodes.JOB_CHANGE_STATUS_EQUALS);
      const nextFireTime = status === JobStatus.NORMAL ? this.requireSchedule(current.cronExpression) : null;
      await tx.update(infraJob).set({ status, nextFireTime, updater: String(caller.id) }).where(eq(infraJob.id, id));
    });
    await this.deps.scheduler.changed(id);
    return true;
  }

  async delete(caller: LoginUser, id: number): Promise<boolean> {
    await this.deps.db.transaction(async (tx) => {
      await requireGlobalRow(infraJob, id, ErrorCodes.JOB_NOT_EXISTS, tx);
      await tx.delete(infraJob).where(eq(infraJob.id, id));
    });
    await this.deps.scheduler.changed(id);
    return true;
  }

  /** 执行一次: runs the job now on this instance, whatever its status; its log row shows the run. */
  async trigger(caller: LoginUser, id: number): Promise<boolean> {
    const job = await this.get(caller, id);
    // Answered once the run's 运行中 row is written: an acknowledged 执行一次 is never lost to a crash.
    await this.deps.runner.start(job);
    return true;
  }

  /** The next `count` fire times from now (none for an expression that no longer fires). */
  async nextTimes(caller: LoginUser, id: number, count = 5): Promise<number[]> {
    const job = await this.get(caller, id);
    const times: number[] = [];
    let after = Date.now();
    while (times.length < count) {
      const next = this.deps.scheduler.nextFireTime(job.cronExpression, after);
      if (next === null) break;
      times.push(next);
      after = next;
    }
    return times;
  }

  /** The first fire time from now; refuses an expression that is not Quartz's or never fires again. */
  private requireSchedule(cronExpression: string): number {
    const next = this.deps.scheduler.nextFireTime(cronExpression, Date.now());
    if (next === null) throw serviceError(ErrorCodes.JOB_CRON_EXPRESSION_VALID);
    return next;
  }

  private editableOf(body: Omit<UpdateBody, 'id'>) {
    const { name, handlerParam, cronExpression, retryCount, retryInterval, monitorTimeout } = body;
    return { name, handlerParam: handlerParam ?? '', cronExpression, retryCount, retryInterval, monitorTimeout: monitorTimeout ?? 0 };
  }
}
