/** Housekeeping of 调度日志: runs older than 配置管理's `infra.job-log.retain-days` (14 by default, as the reference keeps). */
import { ConfigKeys } from '@tenon/contracts';
import { daysAgo, purgeOlderThan } from '../../../db/purgeOlderThan.ts';
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';
import { infraJobLog } from './job.schema.ts';

export const jobLogCleanJob: JobHandlerDef<ModuleDeps> = {
  name: 'jobLogCleanJob',
  description: '清理定时任务日志：删除早于保留天数（配置管理 infra.job-log.retain-days）的调度日志',
  builtIn: { name: '清理定时任务日志', cron: '0 0 3 * * ?' },
  run: async ({ db, configValues }) => {
    const days = await configValues.retainDays(ConfigKeys.JOB_LOG_RETAIN_DAYS, 14);
    return `删除了 ${await purgeOlderThan(db, infraJobLog, infraJobLog.beginTime, daysAgo(days))} 条 ${days} 天前的调度日志`;
  },
};
