/**
 * 配置管理 (`/infra/config`): keyed values every tenant shares. Type 1 (系统内置) rows are the
 * keys the product itself reads (`ConfigKeys`), seeded at start and never deleted; an
 * administrator adds type 2 (自定义) rows. The key is fixed at creation: the update body has
 * none (the reference's update form has none either). `visible=false` keeps a value from
 * `get-value-by-key` for everyone but the system tenant's holders of `infra:config:query`.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { DateTimeRange, Id } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Remark } from '../system/shared-fields.ts';

/** `type` (dictionary `infra_config_type`): 1 系统内置, 2 自定义. */
export const ConfigType = { SYSTEM: 1, CUSTOM: 2 } as const;

/** The keys the product reads (the reference's where it has one). */
export const ConfigKeys = {
  /** 重置密码's pre-filled password. */
  INIT_PASSWORD: 'sys.user.init-password',
  /** What `check-use-captcha` answers: `true` or `false`. */
  CAPTCHA_ENABLED: 'yudao.captcha.enable',
  /** The login throttle's limits (positive integers; see the README's LOGIN_* variables). */
  LOGIN_MAX_FAILURES_PER_USER: 'sys.login.max-failures-per-user',
  LOGIN_MAX_FAILURES_PER_IP: 'sys.login.max-failures-per-ip',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: 'sys.login.max-failures-per-account',
  LOGIN_LOCK_MINUTES: 'sys.login.lock-minutes',
  /** Whether /register is open: `true` or `false` (the reference's key). */
  REGISTER_ENABLED: 'sys.account.registerUser',
  /** The role code a registrant gets in their tenant (none when the tenant has no such role). */
  REGISTER_ROLE_CODE: 'sys.account.registerRoleCode',
  /** Separation of duties: `true` keeps a process's starter from being given a task of it (docs/workflow.md). */
  BPM_FORBID_STARTER_APPROVAL: 'bpm.task.forbid-starter-approval',
  /** How many days of each log the housekeeping jobs keep (positive integers, docs/jobs.md). */
  OPERATE_LOG_RETAIN_DAYS: 'sys.operate-log.retain-days',
  LOGIN_LOG_RETAIN_DAYS: 'sys.login-log.retain-days',
  JOB_LOG_RETAIN_DAYS: 'infra.job-log.retain-days',
  /** The largest upload 文件管理 accepts, in MB (a positive integer; docs/files.md). */
  FILE_MAX_SIZE_MB: 'infra.file.max-size-mb',
  API_ACCESS_LOG_RETAIN_DAYS: 'infra.api-access-log.retain-days',
  API_ERROR_LOG_RETAIN_DAYS: 'infra.api-error-log.retain-days',
} as const;

export const ConfigResp = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  name: Type.String(),
  key: Type.String(),
  value: Type.String(),
  type: Type.Integer(),
  visible: Type.Boolean(),
  remark: Type.String(),
  createTime: Type.Integer(),
});
export type Config = Type.Static<typeof ConfigResp>;

const ConfigKey = (title = '参数键名') => Type.String({ minLength: 1, maxLength: 100, title });
const editable = {
  category: Type.String({ minLength: 1, maxLength: 50, title: '参数分类' }),
  name: Type.String({ minLength: 1, maxLength: 100, title: '参数名称' }),
  // Empty is allowed: the seeded url.* rows say "not set" with it.
  value: Type.String({ maxLength: 500, title: '参数键值' }),
  visible: Type.Boolean({ title: '是否可见' }),
  remark: Type.Optional(Remark()),
};

const filters = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100, title: '参数名称' })),
  key: Type.Optional(Type.String({ maxLength: 100, title: '参数键名' })),
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, title: '系统内置' })),
  createTime: Type.Optional(DateTimeRange('创建时间')),
});

export const configApi = apiGroup('配置管理', {
  ...crudEndpoints({
    base: '/infra/config',
    noun: '参数配置',
    permissions: Permissions.infra.config,
    resp: ConfigResp,
    create: Type.Object({ ...editable, key: ConfigKey() }),
    update: Type.Object({ id: Id(), ...editable }),
    filters,
  }),
  export: endpoint({
    method: 'GET',
    path: '/infra/config/export',
    access: { permission: Permissions.infra.config.export },
    produces: 'file',
    summary: '导出参数配置（xlsx）',
    query: filters,
    response: Type.Unknown(),
  }),
  getValueByKey: endpoint({
    method: 'GET',
    path: '/infra/config/get-value-by-key',
    access: { login: true },
    summary: '根据参数键名查询参数值（未知的键名答 null；不可见的参数只答系统租户中有参数查询权限的用户）',
    query: Type.Object({ key: ConfigKey() }),
    response: Type.Union([Type.String(), Type.Null()]),
  }),
}, { platform: true });

/** 配置管理's list, form, 详细 and export: each column's title once. */
export const configResource = resource({
  api: configApi,
  noun: '参数',
  exportFile: '参数配置.xlsx',
  fields: {
    id: { title: '参数主键' },
    category: { title: '参数分类' },
    name: { title: '参数名称', filter: 'contains' },
    key: { title: '参数键名', filter: 'contains', width: 280 },
    value: { title: '参数键值' },
    visible: { title: '是否可见', dict: Dicts.infraBooleanString },
    type: { title: '系统内置', dict: Dicts.infraConfigType, filter: 'equals' },
    remark: { title: '备注', kind: 'textarea', form: { placeholder: '请输入内容' } },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  defaults: { visible: true },
});
