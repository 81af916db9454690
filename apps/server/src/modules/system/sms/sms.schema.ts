import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';
import { outboxColumns } from '../../../platform/outbox-worker.ts';
import { Dicts } from '@tenon/contracts';

/**
 * SMS channels (global, as in the reference: the platform's provider accounts). `apiSecret` holds
 * the sealed secret (sms-secret.ts), '' for none: opened by the sender only, never answered.
 */
export const smsChannel = pgTable('system_sms_channel', {
  id: idColumn(),
  signature: varchar('signature', { length: 64 }).notNull(),
  /** Dictionary system_sms_channel_code: which adapter sends through it. */
  code: varchar('code', { length: 63 }).notNull(),
  status: smallint('status').notNull().default(0),
  remark: varchar('remark', { length: 500 }).notNull().default(''),
  apiKey: varchar('api_key', { length: 255 }).notNull(),
  apiSecret: varchar('api_secret', { length: 2048 }).notNull().default(''),
  callbackUrl: varchar('callback_url', { length: 255 }).notNull().default(''),
  ...auditColumns,
});

/** SMS templates (global): plain text with `{param}` holes, and the provider's template id. */
export const smsTemplate = pgTable(
  'system_sms_template',
  {
    id: idColumn(),
    /** Dictionary system_sms_template_type: 1 验证码, 2 通知, 3 营销. */
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(0),
    code: varchar('code', { length: 63 }).notNull(),
    name: varchar('name', { length: 63 }).notNull(),
    content: varchar('content', { length: 255 }).notNull(),
    params: jsonb('params').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    apiTemplateId: varchar('api_template_id', { length: 63 }).notNull(),
    channelId: integer('channel_id').notNull(),
    channelCode: varchar('channel_code', { length: 63 }).notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_sms_template_code_uq').on(t.code), index('system_sms_template_channel_idx').on(t.channelId)],
);

/**
 * One SMS and what became of it; also the send queue (platform/outbox-worker.ts). Tenant-owned: a
 * tenant's administrator reads the messages sent on its behalf only. A row with send status 0
 * is waiting: due at `nextAttemptAt`, and held by the instance sending it until `lockedUntil`.
 * The provider's receipt finds its row by channel code and `apiSerialNo` (BizId, SerialNo).
 */
export const smsLog = pgTable(
  'system_sms_log',
  {
    id: idColumn(),
    ...tenantColumn,
    channelId: integer('channel_id').notNull(),
    channelCode: varchar('channel_code', { length: 63 }).notNull(),
    templateId: integer('template_id').notNull(),
    templateCode: varchar('template_code', { length: 63 }).notNull(),
    templateType: smallint('template_type').notNull(),
    templateContent: varchar('template_content', { length: 512 }).notNull(),
    templateParams: jsonb('template_params').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    apiTemplateId: varchar('api_template_id', { length: 63 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    userId: integer('user_id'),
    userType: smallint(Dicts.userType),
    sendStatus: smallint('send_status').notNull().default(0),
    sendTime: timestampMs('send_time'),
    ...outboxColumns(),
    apiSendCode: varchar('api_send_code', { length: 63 }).notNull().default(''),
    apiSendMsg: varchar('api_send_msg', { length: 1024 }).notNull().default(''),
    apiRequestId: varchar('api_request_id', { length: 255 }).notNull().default(''),
    apiSerialNo: varchar('api_serial_no', { length: 255 }).notNull().default(''),
    receiveStatus: smallint('receive_status').notNull().default(0),
    receiveTime: timestampMs('receive_time'),
    apiReceiveCode: varchar('api_receive_code', { length: 63 }).notNull().default(''),
    apiReceiveMsg: varchar('api_receive_msg', { length: 255 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    index('system_sms_log_tenant_time_idx').on(t.tenantId, t.createTime),
    index('system_sms_log_due_idx').on(t.sendStatus, t.nextAttemptAt),
    index('system_sms_log_serial_idx').on(t.channelCode, t.apiSerialNo),
  ],
);
