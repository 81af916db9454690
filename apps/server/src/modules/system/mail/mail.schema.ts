import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';
import { outboxColumns } from '../../../platform/outbox-worker.ts';
import { Dicts } from '@tenon/contracts';

/**
 * SMTP accounts (global, as in the reference: the platform's outgoing mail). `password` holds
 * the AES-256-GCM sealed password (mail-secret.ts), never the password itself; '' means none
 * (a local relay that takes mail without signing in).
 */
export const mailAccount = pgTable('system_mail_account', {
  id: idColumn(),
  mail: varchar('mail', { length: 255 }).notNull(),
  username: varchar('username', { length: 255 }).notNull(),
  password: varchar('password', { length: 2048 }).notNull().default(''),
  host: varchar('host', { length: 255 }).notNull(),
  port: integer('port').notNull(),
  sslEnable: boolean('ssl_enable').notNull().default(false),
  ...auditColumns,
});

/** Mail templates (global): HTML content and a title, both with `{param}` holes. */
export const mailTemplate = pgTable(
  'system_mail_template',
  {
    id: idColumn(),
    name: varchar('name', { length: 63 }).notNull(),
    code: varchar('code', { length: 63 }).notNull(),
    accountId: integer('account_id').notNull(),
    nickname: varchar('nickname', { length: 255 }).notNull().default(''),
    title: varchar('title', { length: 255 }).notNull(),
    content: varchar('content', { length: 10240 }).notNull(),
    params: jsonb('params').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_mail_template_code_uq').on(t.code), index('system_mail_template_account_idx').on(t.accountId)],
);

/**
 * One mail sent (or refused) and what became of it; also the send queue (platform/outbox-worker.ts).
 * Tenant-owned: a tenant's administrator reads the mail sent on its behalf only. The rendered
 * title and content are kept as they were sent. A row with send status 0 is waiting: due at
 * `nextAttemptAt`, and held by the instance sending it until `lockedUntil`.
 */
export const mailLog = pgTable(
  'system_mail_log',
  {
    id: idColumn(),
    ...tenantColumn,
    userId: integer('user_id'),
    userType: smallint(Dicts.userType),
    toMail: varchar('to_mail', { length: 255 }).notNull(),
    accountId: integer('account_id').notNull(),
    fromMail: varchar('from_mail', { length: 255 }).notNull(),
    templateId: integer('template_id').notNull(),
    templateCode: varchar('template_code', { length: 63 }).notNull(),
    templateNickname: varchar('template_nickname', { length: 255 }).notNull().default(''),
    templateTitle: varchar('template_title', { length: 255 }).notNull(),
    templateContent: varchar('template_content', { length: 20480 }).notNull(),
    templateParams: jsonb('template_params').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** Dictionary system_mail_send_status: 0 初始化 (queued or retrying), 10 成功, 20 失败, 30 不发送. */
    sendStatus: smallint('send_status').notNull().default(0),
    sendTime: timestampMs('send_time'),
    ...outboxColumns(),
    sendMessageId: varchar('send_message_id', { length: 255 }).notNull().default(''),
    sendException: varchar('send_exception', { length: 4096 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [index('system_mail_log_tenant_time_idx').on(t.tenantId, t.createTime), index('system_mail_log_due_idx').on(t.sendStatus, t.nextAttemptAt)],
);
