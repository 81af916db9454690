/** Housekeeping of 登录日志: attempts older than 配置管理's `sys.login-log.retain-days` (180 by default), every tenant's. */
import { ConfigKeys } from '@tenon/contracts';
import { daysAgo, purgeOlderThan } from '../../../db/purgeOlderThan.ts';
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';
import { loginLog } from './login-log.schema.ts';

export const loginLogCleanJob: JobHandlerDef<ModuleDeps> = {
  name: 'loginLogCleanJob',
  description: '清理登录日志：删除早于保留天数（配置管理 sys.login-log.retain-days）的登录日志',
  builtIn: { name: '清理登录日志', cron: '0 10 3 * * ?' },
  run: async ({ db, configValues }) => {
    const days = await configValues.retainDays(ConfigKeys.LOGIN_LOG_RETAIN_DAYS, 180);
    return `删除了 ${await purgeOlderThan(db, loginLog, loginLog.createTime, daysAgo(days))} 条 ${days} 天前的登录日志`;
  },
};
