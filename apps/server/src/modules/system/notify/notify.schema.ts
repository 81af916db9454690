import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';
import { Dicts } from '@tenon/contracts';

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
    userType: smallint(Dicts.userType).notNull().default(2),
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
