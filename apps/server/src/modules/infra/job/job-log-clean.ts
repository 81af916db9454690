/** Housekeeping of 调度日志: runs older than `infra.job-log.retain-days` (14 by default, as the reference keeps). */
import { ConfigKeys } from '@tenon/contracts';
import { retentionPurge } from './retention-purge.ts';
import { infraJobLog } from './job.schema.ts';

export const jobLogCleanJob = retentionPurge({
  name: 'jobLogCleanJob',
  log: '调度日志',
  daysKey: ConfigKeys.JOB_LOG_RETAIN_DAYS,
  fallbackDays: 14,
  table: infraJobLog,
  column: infraJobLog.beginTime,
  job: { name: '清理定时任务日志', cron: '0 0 3 * * ?' },
});
