/**
 * A housekeeping handler that deletes a log's rows older than its retention: the days are a
 * built-in key of 配置管理 (read at each run, `fallback` while the value is unusable), the job is
 * built in (nightly at `at`), and its answer says how many rows went.
 */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { daysAgo, purgeOlderThan } from '../../../db/purgeOlderThan.ts';
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';

export function retentionPurge(spec: {
  /** The handler's name (`loginLogCleanJob`). */
  name: string;
  /** The log, as its screen names it (登录日志). */
  log: string;
  /** The built-in key of 配置管理 holding the days, and its default. */
  daysKey: string;
  fallbackDays: number;
  table: PgTable & { id: PgColumn };
  /** The row's moment compared with the cutoff. */
  column: PgColumn;
  /** The built-in job's name and schedule. */
  job: { name: string; cron: string };
}): JobHandlerDef<ModuleDeps> {
  const { name, log, daysKey, fallbackDays, table, column, job } = spec;
  return {
    name,
    description: `清理${log}：删除早于保留天数（配置管理 ${daysKey}）的${log}`,
    builtIn: job,
    run: async ({ db, configValues }) => {
      const days = await configValues.retainDays(daysKey, fallbackDays);
      return `删除了 ${await purgeOlderThan(db, table, column, daysAgo(days))} 条 ${days} 天前的${log}`;
    },
  };
}
