/**
 * The keys the product reads (`ConfigKeys`), as type 1 (系统内置) rows: inserted at every start
 * when missing, never overwritten, so the environment gives a key its first value and 配置管理
 * changes it afterwards. Each key says which values the product can use; a write of anything
 * else is refused (CONFIG_VALUE_INVALID) rather than stored and silently ignored.
 */
import { ConfigKeys, ConfigType, FILE_MAX_SIZE_MB_LIMIT, PASSWORD_RULE, SUPER_ADMIN_ROLE, TENANT_ADMIN_ROLE } from '@tenon/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { infraConfig } from './config.schema.ts';

export interface BuiltInConfig {
  key: string;
  category: string;
  name: string;
  remark: string;
  visible: boolean;
  /** The value written on the first start. */
  initial: (config: AppConfig) => string;
  /** Why the product cannot use `value`, or undefined when it can. */
  problem: (value: string) => string | undefined;
}

const MAX_LIMIT = 1_000_000;
const positiveInteger = (value: string) =>
  /^\d{1,7}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_LIMIT ? undefined : `须为 1 到 ${MAX_LIMIT} 的整数`;
const switchValue = (value: string) => (value === 'true' || value === 'false' ? undefined : '须为 true 或 false');
// The same bounds as the password field of the user screens (contracts `Password`).
const password = (value: string) => (value.length >= PASSWORD_RULE.min && value.length <= PASSWORD_RULE.max ? undefined : PASSWORD_RULE.message);
// The role screen's code rule; the administrators' roles are refused, since anyone may register.
const registerRole = (value: string) => {
  if (!/^[A-Za-z][\w-]{0,99}$/.test(value)) return '须为角色标识（字母开头，最长 100 位）';
  return value === SUPER_ADMIN_ROLE || value === TENANT_ADMIN_ROLE ? '不能是管理员角色' : undefined;
};

const loginLimit = (key: string, name: string, remark: string, initial: (c: AppConfig) => number): BuiltInConfig => ({
  key,
  category: 'login',
  name,
  remark,
  // Not secret, but of no use to a browser either: who holds the screen reads them there.
  visible: false,
  initial: (c) => String(initial(c)),
  problem: positiveInteger,
});

const retention = (key: string, name: string, days: number): BuiltInConfig => ({
  key,
  category: 'log',
  name,
  remark: '单位：天；清理任务删除更早的记录',
  visible: false,
  initial: () => String(days),
  problem: positiveInteger,
});

export const builtInConfigs: readonly BuiltInConfig[] = [
  {
    key: ConfigKeys.INIT_PASSWORD,
    category: 'biz',
    name: '用户管理-账号初始密码',
    remark: '重置密码时预填的密码',
    // The user screen's 重置密码 reads it with get-value-by-key.
    visible: true,
    initial: () => '123456',
    problem: password,
  },
  {
    key: ConfigKeys.CAPTCHA_ENABLED,
    category: 'biz',
    name: '登录验证码的开关',
    remark: 'check-use-captcha 的应答（true/false）',
    visible: true,
    initial: (c) => String(c.captchaEnabled),
    problem: switchValue,
  },
  loginLimit(ConfigKeys.LOGIN_MAX_FAILURES_PER_USER, '登录限制-同一地址同一账号的失败次数', '达到后该地址不能再登录该账号', (c) => c.loginMaxFailuresPerUser),
  loginLimit(ConfigKeys.LOGIN_MAX_FAILURES_PER_IP, '登录限制-同一地址的失败次数', '达到后该地址不能再登录任何账号', (c) => c.loginMaxFailuresPerIp),
  loginLimit(ConfigKeys.LOGIN_MAX_FAILURES_PER_ACCOUNT, '登录限制-同一账号的失败次数', '所有地址合计，达到后该账号在各处都被锁定', (c) => c.loginMaxFailuresPerAccount),
  loginLimit(ConfigKeys.LOGIN_LOCK_MINUTES, '登录限制-计数窗口与锁定时长', '单位：分钟', (c) => c.loginLockMinutes),
  {
    key: ConfigKeys.REGISTER_ENABLED,
    category: 'biz',
    name: '账号自助-是否开启用户注册',
    remark: '/register 是否开放（true/false），登录页据此显示注册入口',
    visible: true,
    initial: () => 'false',
    problem: switchValue,
  },
  {
    key: ConfigKeys.REGISTER_ROLE_CODE,
    category: 'biz',
    name: '账号自助-注册用户的角色',
    remark: '注册用户在其租户得到的角色标识；租户没有该角色时不分配角色',
    visible: false,
    initial: () => 'common',
    problem: registerRole,
  },
  {
    key: ConfigKeys.BPM_FORBID_STARTER_APPROVAL,
    category: 'bpm',
    name: '工作流-禁止发起人审批自己的流程',
    remark: '职责分离（true/false）：开启时流程任务不能交给该流程的发起人（转办、委派、加签、分配规则）',
    // Only the server reads it; who holds the screen reads it there.
    visible: false,
    // Every first start, demo or production: the safe side; switch it off here to allow it.
    initial: () => 'true',
    problem: switchValue,
  },
  retention(ConfigKeys.OPERATE_LOG_RETAIN_DAYS, '日志保留-操作日志的天数', 365),
  retention(ConfigKeys.LOGIN_LOG_RETAIN_DAYS, '日志保留-登录日志的天数', 180),
  // The reference's job log cleaning keeps 14 days.
  retention(ConfigKeys.JOB_LOG_RETAIN_DAYS, '日志保留-定时任务日志的天数', 14),
  // The reference's API log cleaning keeps 14 days; error rows are few and wait to be handled.
  retention(ConfigKeys.API_ACCESS_LOG_RETAIN_DAYS, '日志保留-API 访问日志的天数', 14),
  retention(ConfigKeys.API_ERROR_LOG_RETAIN_DAYS, '日志保留-API 错误日志的天数', 30),
  {
    key: ConfigKeys.FILE_MAX_SIZE_MB,
    category: 'file',
    name: '文件管理-上传文件的大小上限',
    remark: '单位：MB；文件上传（含头像、富文本图片）超过即拒绝',
    visible: false,
    initial: () => '10',
    problem: (value) => (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= FILE_MAX_SIZE_MB_LIMIT ? undefined : `须为 1 到 ${FILE_MAX_SIZE_MB_LIMIT} 的整数`),
  },
];

const byKey = new Map(builtInConfigs.map((b) => [b.key, b]));

/** Why the product cannot use `value` for `key`; undefined for a usable value or a key it does not read. */
export const valueProblem = (key: string, value: string): string | undefined => byKey.get(key)?.problem(value);

/** Inserts the missing built-in keys; several instances starting at once skip each other's rows. */
export async function syncBuiltInConfigs(db: Db, config: AppConfig): Promise<void> {
  await db
    .insert(infraConfig)
    .values(
      builtInConfigs.map((b) => ({
        key: b.key,
        category: b.category,
        name: b.name,
        remark: b.remark,
        visible: b.visible,
        value: b.initial(config),
        type: ConfigType.SYSTEM,
        creator: 'system',
      })),
    )
    .onConflictDoNothing({ target: infraConfig.key });
}
