import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampMs } from '../../../db/schema/columns.ts';

/**
 * 定时任务: global, as in the reference (the platform's own work, managed by the system tenant).
 * A handler serves one job (the reference's rule). `next_fire_time` is the schedule's state: the
 * fire time an instance claims by moving it on with a compare-and-set (docs/jobs.md), null while
 * the job is paused.
 */
export const infraJob = pgTable(
  'infra_job',
  {
    id: idColumn(),
    name: varchar('name', { length: 32 }).notNull(),
    /** 0 初始化中, 1 正常, 2 暂停 (dictionary infra_job_status). */
    status: smallint('status').notNull(),
    handlerName: varchar('handler_name', { length: 64 }).notNull(),
    handlerParam: varchar('handler_param', { length: 255 }).notNull().default(''),
    cronExpression: varchar('cron_expression', { length: 100 }).notNull(),
    retryCount: integer('retry_count').notNull().default(0),
    /** Milliseconds between a failed attempt and the next. */
    retryInterval: integer('retry_interval').notNull().default(0),
    /** Milliseconds a run may take before its log row is marked failed; 0: not watched. */
    monitorTimeout: integer('monitor_timeout').notNull().default(0),
    nextFireTime: timestampMs('next_fire_time'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('infra_job_handler_uq').on(t.handlerName)],
);

/** 调度日志: one row per attempt of a run (a retry is a row of its own, `execute_index` 2, 3…). */
export const infraJobLog = pgTable(
  'infra_job_log',
  {
    id: idColumn(),
    jobId: integer('job_id').notNull(),
    handlerName: varchar('handler_name', { length: 64 }).notNull(),
    handlerParam: varchar('handler_param', { length: 255 }).notNull().default(''),
    executeIndex: integer('execute_index').notNull(),
    beginTime: timestampMs('begin_time').notNull(),
    endTime: timestampMs('end_time'),
    duration: integer('duration'),
    /** 0 运行中, 1 成功, 2 失败 (dictionary infra_job_log_status). */
    status: smallint('status').notNull(),
    result: varchar('result', { length: 4000 }).notNull().default(''),
    ...auditColumns,
  },
  // 调度日志 is newest first (id desc), by job, status or handler; retention by time.
  (t) => [
    index('infra_job_log_job_idx').on(t.jobId, t.id),
    index('infra_job_log_begin_idx').on(t.beginTime),
    index('infra_job_log_status_idx').on(t.status, t.id),
    // A handler is one of a few: "contains" picks among the index's values (db/fewValuesFilter.ts).
    index('infra_job_log_handler_idx').on(t.handlerName, t.id),
  ],
);
