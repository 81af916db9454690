/**
 * System tables. Tenant-owned tables (users, roles, departments, posts, tokens, logs) carry
 * `tenant_id`; tenants, packages, menus and dictionaries are global, as in the reference.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from './columns.ts';

export const tenantPackage = pgTable('system_tenant_package', {
  id: idColumn(),
  name: varchar('name', { length: 30 }).notNull(),
  status: smallint('status').notNull().default(0),
  remark: varchar('remark', { length: 256 }).notNull().default(''),
  menuIds: jsonb('menu_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  ...auditColumns,
});

export const tenant = pgTable(
  'system_tenant',
  {
    id: idColumn(),
    name: varchar('name', { length: 30 }).notNull(),
    contactUserId: integer('contact_user_id'),
    contactName: varchar('contact_name', { length: 30 }).notNull().default(''),
    contactMobile: varchar('contact_mobile', { length: 20 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    domain: varchar('domain', { length: 256 }).notNull().default(''),
    /** 0 = the system tenant, which has every menu. */
    packageId: integer('package_id').notNull().default(0),
    expireTime: timestampMs('expire_time').notNull(),
    accountCount: integer('account_count').notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_tenant_name_uq').on(t.name)],
);

export const user = pgTable(
  'system_users',
  {
    id: idColumn(),
    ...tenantColumn,
    username: varchar('username', { length: 30 }).notNull(),
    password: varchar('password', { length: 128 }).notNull(),
    nickname: varchar('nickname', { length: 30 }).notNull(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    deptId: integer('dept_id'),
    postIds: jsonb('post_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    email: varchar('email', { length: 50 }).notNull().default(''),
    mobile: varchar('mobile', { length: 11 }).notNull().default(''),
    sex: smallint('sex').notNull().default(0),
    avatar: varchar('avatar', { length: 512 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    loginIp: varchar('login_ip', { length: 50 }).notNull().default(''),
    loginDate: timestampMs('login_date'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('system_users_tenant_username_uq').on(t.tenantId, t.username),
    // The user list at 100,000 users (bench/users.bench.ts): newest first, by department, by
    // creation time, and "contains" searches on username and mobile through trigrams.
    index('system_users_tenant_id_idx').on(t.tenantId, t.id),
    index('system_users_tenant_dept_idx').on(t.tenantId, t.deptId),
    index('system_users_tenant_create_time_idx').on(t.tenantId, t.createTime),
    index('system_users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('system_users_mobile_trgm_idx').using('gin', sql`${t.mobile} gin_trgm_ops`),
  ],
);

export const role = pgTable(
  'system_role',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 30 }).notNull(),
    code: varchar('code', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** 1 all, 2 chosen depts, 3 own dept, 4 own dept and below, 5 self only. */
    dataScope: smallint('data_scope').notNull().default(1),
    dataScopeDeptIds: jsonb('data_scope_dept_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    status: smallint('status').notNull().default(0),
    /** 1 built-in, 2 custom. */
    type: smallint('type').notNull().default(2),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_role_tenant_code_uq').on(t.tenantId, t.code)],
);

export const userRole = pgTable(
  'system_user_role',
  {
    id: idColumn(),
    ...tenantColumn,
    userId: integer('user_id').notNull(),
    roleId: integer('role_id').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_user_role_uq').on(t.userId, t.roleId), index('system_user_role_role_idx').on(t.roleId)],
);

export const menu = pgTable(
  'system_menu',
  {
    id: idColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    permission: varchar('permission', { length: 100 }).notNull().default(''),
    /** 1 directory, 2 menu, 3 button. */
    type: smallint('type').notNull(),
    sort: integer('sort').notNull().default(0),
    parentId: integer('parent_id').notNull().default(0),
    path: varchar('path', { length: 200 }).notNull().default(''),
    icon: varchar('icon', { length: 100 }).notNull().default(''),
    component: varchar('component', { length: 255 }),
    componentName: varchar('component_name', { length: 255 }),
    status: smallint('status').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    keepAlive: boolean('keep_alive').notNull().default(true),
    alwaysShow: boolean('always_show').notNull().default(true),
    ...auditColumns,
  },
  (t) => [index('system_menu_parent_idx').on(t.parentId)],
);

export const roleMenu = pgTable(
  'system_role_menu',
  {
    id: idColumn(),
    ...tenantColumn,
    roleId: integer('role_id').notNull(),
    menuId: integer('menu_id').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_role_menu_uq').on(t.roleId, t.menuId)],
);

export const dept = pgTable('system_dept', {
  id: idColumn(),
  ...tenantColumn,
  name: varchar('name', { length: 30 }).notNull(),
  parentId: integer('parent_id').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  leaderUserId: integer('leader_user_id'),
  phone: varchar('phone', { length: 11 }).notNull().default(''),
  email: varchar('email', { length: 50 }).notNull().default(''),
  status: smallint('status').notNull().default(0),
  ...auditColumns,
});

export const post = pgTable(
  'system_post',
  {
    id: idColumn(),
    ...tenantColumn,
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_post_tenant_code_uq').on(t.tenantId, t.code)],
);

export const dictType = pgTable(
  'system_dict_type',
  {
    id: idColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_dict_type_type_uq').on(t.type)],
);

export const dictData = pgTable(
  'system_dict_data',
  {
    id: idColumn(),
    sort: integer('sort').notNull().default(0),
    label: varchar('label', { length: 100 }).notNull(),
    value: varchar('value', { length: 100 }).notNull(),
    dictType: varchar('dict_type', { length: 100 }).notNull(),
    status: smallint('status').notNull().default(0),
    colorType: varchar('color_type', { length: 100 }).notNull().default(''),
    cssClass: varchar('css_class', { length: 100 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_dict_data_type_value_uq').on(t.dictType, t.value)],
);

/**
 * Tokens are opaque random strings; only their SHA-256 is stored. Access and refresh tokens of
 * one login share a `sessionId`, so logout and refresh-token reuse revoke the whole session.
 */
export const accessToken = pgTable(
  'system_oauth2_access_token',
  {
    id: idColumn(),
    ...tenantColumn,
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    sessionId: varchar('session_id', { length: 36 }).notNull(),
    userId: integer('user_id').notNull(),
    /** 2 = admin user (reference user_type). */
    userType: smallint('user_type').notNull().default(2),
    clientId: varchar('client_id', { length: 255 }).notNull().default('default'),
    expiresTime: timestampMs('expires_time').notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('system_access_token_hash_uq').on(t.tokenHash),
    index('system_access_token_session_idx').on(t.sessionId),
    index('system_access_token_user_idx').on(t.userId),
  ],
);

export const refreshToken = pgTable(
  'system_oauth2_refresh_token',
  {
    id: idColumn(),
    ...tenantColumn,
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    sessionId: varchar('session_id', { length: 36 }).notNull(),
    userId: integer('user_id').notNull(),
    userType: smallint('user_type').notNull().default(2),
    clientId: varchar('client_id', { length: 255 }).notNull().default('default'),
    expiresTime: timestampMs('expires_time').notNull(),
    /** Set when the token is exchanged; a second exchange is reuse and revokes the session. */
    usedTime: timestampMs('used_time'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('system_refresh_token_hash_uq').on(t.tokenHash),
    index('system_refresh_token_session_idx').on(t.sessionId),
  ],
);

export const loginLog = pgTable(
  'system_login_log',
  {
    id: idColumn(),
    ...tenantColumn,
    /** 100 username login, 200 logout, … (dictionary system_login_type). */
    logType: smallint('log_type').notNull(),
    traceId: varchar('trace_id', { length: 64 }).notNull().default(''),
    userId: integer('user_id').notNull().default(0),
    userType: smallint('user_type').notNull().default(2),
    username: varchar('username', { length: 50 }).notNull().default(''),
    /** 0 success, 10 bad credentials, 20 disabled, 40 too many attempts (system_login_result). */
    result: smallint('result').notNull(),
    userIp: varchar('user_ip', { length: 50 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 512 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [index('system_login_log_tenant_time_idx').on(t.tenantId, t.createTime)],
);

/** In-site message templates (global, as in the reference): content with `{param}` holes. */
export const notifyTemplate = pgTable(
  'system_notify_template',
  {
    id: idColumn(),
    name: varchar('name', { length: 63 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    /** The sender's name shown with each message. */
    nickname: varchar('nickname', { length: 255 }).notNull(),
    content: varchar('content', { length: 1024 }).notNull(),
    /** Dictionary system_notify_template_type: 1 通知公告, 2 系统消息. */
    type: smallint('type').notNull(),
    params: jsonb('params').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_notify_template_code_uq').on(t.code)],
);

/** A message sent to one user from a template; the rendered text is kept as it was sent. */
export const notifyMessage = pgTable(
  'system_notify_message',
  {
    id: idColumn(),
    ...tenantColumn,
    userId: integer('user_id').notNull(),
    userType: smallint('user_type').notNull().default(2),
    templateId: integer('template_id').notNull(),
    templateCode: varchar('template_code', { length: 64 }).notNull(),
    templateNickname: varchar('template_nickname', { length: 63 }).notNull(),
    templateContent: varchar('template_content', { length: 1024 }).notNull(),
    templateType: smallint('template_type').notNull(),
    templateParams: jsonb('template_params').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    readStatus: boolean('read_status').notNull().default(false),
    readTime: timestampMs('read_time'),
    ...auditColumns,
  },
  (t) => [
    index('system_notify_message_user_idx').on(t.tenantId, t.userId, t.readStatus, t.createTime),
    index('system_notify_message_tenant_time_idx').on(t.tenantId, t.createTime),
  ],
);

/** One row per write call through the API (written in batches, off the request path). */
export const operateLog = pgTable(
  'system_operate_log',
  {
    id: idColumn(),
    ...tenantColumn,
    traceId: varchar('trace_id', { length: 64 }).notNull().default(''),
    userId: integer('user_id').notNull(),
    userType: smallint('user_type').notNull().default(2),
    userNickname: varchar('user_nickname', { length: 30 }).notNull().default(''),
    module: varchar('module', { length: 50 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** 0 other, 1 query, 2 create, 3 update, 4 delete, 5 export, 6 import (system_operate_type). */
    type: smallint('type').notNull(),
    content: varchar('content', { length: 2000 }).notNull().default(''),
    requestMethod: varchar('request_method', { length: 16 }).notNull(),
    requestUrl: varchar('request_url', { length: 255 }).notNull(),
    userIp: varchar('user_ip', { length: 50 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 512 }).notNull().default(''),
    startTime: timestampMs('start_time').notNull(),
    duration: integer('duration').notNull(),
    resultCode: integer('result_code').notNull(),
    resultMsg: varchar('result_msg', { length: 512 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [index('system_operate_log_tenant_time_idx').on(t.tenantId, t.startTime)],
);
