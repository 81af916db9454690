/** Housekeeping of 操作日志: operations older than 配置管理's `sys.operate-log.retain-days` (365 by default), every tenant's. */
import { ConfigKeys } from '@tenon/contracts';
import { daysAgo, purgeOlderThan } from '../../../db/purgeOlderThan.ts';
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';
import { operateLog } from './operate-log.schema.ts';

export const operateLogCleanJob: JobHandlerDef<ModuleDeps> = {
  name: 'operateLogCleanJob',
  description: '清理操作日志：删除早于保留天数（配置管理 sys.operate-log.retain-days）的操作日志',
  builtIn: { name: '清理操作日志', cron: '0 20 3 * * ?' },
  run: async ({ db, configValues }) => {
    const days = await configValues.retainDays(ConfigKeys.OPERATE_LOG_RETAIN_DAYS, 365);
    return `删除了 ${await purgeOlderThan(db, operateLog, operateLog.startTime, daysAgo(days))} 条 ${days} 天前的操作日志`;
  },
};
