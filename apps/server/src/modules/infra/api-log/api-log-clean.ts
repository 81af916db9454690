/**
 * Housekeeping of the API logs, nightly, every tenant's rows: 访问日志 older than
 * `infra.api-access-log.retain-days` (14 by default, as the reference's cleaning keeps), 错误日志
 * older than `infra.api-error-log.retain-days` (30: fewer rows, and they wait to be handled).
 */
import { ConfigKeys } from '@tenon/contracts';
import { retentionPurge } from '../job/index.ts';
import { apiAccessLog, apiErrorLog } from './api-log.schema.ts';

export const API_ACCESS_LOG_RETAIN_DAYS = 14;
export const API_ERROR_LOG_RETAIN_DAYS = 30;

export const apiAccessLogCleanJob = retentionPurge({
  name: 'apiAccessLogCleanJob',
  log: '访问日志',
  daysKey: ConfigKeys.API_ACCESS_LOG_RETAIN_DAYS,
  fallbackDays: API_ACCESS_LOG_RETAIN_DAYS,
  table: apiAccessLog,
  column: apiAccessLog.beginTime,
  job: { name: '清理访问日志', cron: '0 30 3 * * ?' },
});

export const apiErrorLogCleanJob = retentionPurge({
  name: 'apiErrorLogCleanJob',
  log: '错误日志',
  daysKey: ConfigKeys.API_ERROR_LOG_RETAIN_DAYS,
  fallbackDays: API_ERROR_LOG_RETAIN_DAYS,
  table: apiErrorLog,
  column: apiErrorLog.exceptionTime,
  job: { name: '清理错误日志', cron: '0 40 3 * * ?' },
});
