/** Housekeeping of 登录日志: attempts older than `sys.login-log.retain-days` (180 by default), every tenant's. */
import { ConfigKeys } from '@tenon/contracts';
import { retentionPurge } from '../../infra/job/index.ts';
import { loginLog } from './login-log.schema.ts';

export const loginLogCleanJob = retentionPurge({
  name: 'loginLogCleanJob',
  log: '登录日志',
  daysKey: ConfigKeys.LOGIN_LOG_RETAIN_DAYS,
  fallbackDays: 180,
  table: loginLog,
  column: loginLog.createTime,
  job: { name: '清理登录日志', cron: '0 10 3 * * ?' },
});
