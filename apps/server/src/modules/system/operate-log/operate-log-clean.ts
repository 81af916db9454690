/** Housekeeping of 操作日志: operations older than `sys.operate-log.retain-days` (365 by default), every tenant's. */
import { ConfigKeys } from '@tenon/contracts';
import { retentionPurge } from '../../infra/job/index.ts';
import { operateLog } from './operate-log.schema.ts';

export const operateLogCleanJob = retentionPurge({
  name: 'operateLogCleanJob',
  log: '操作日志',
  daysKey: ConfigKeys.OPERATE_LOG_RETAIN_DAYS,
  fallbackDays: 365,
  table: operateLog,
  column: operateLog.startTime,
  job: { name: '清理操作日志', cron: '0 20 3 * * ?' },
});
