import { Dicts } from '@tenon/contracts';
import { doublePrecision, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/**
 * What a merchant asked to be paid. One per (app, merchant order): asking again for the same
 * merchant order answers the same pay order, so a retried create never makes a second payment.
 * Money in cents.
 */
export const payOrder = pgTable(
  'pay_order',
  {
    id: idColumn(),
    ...tenantColumn,
    appId: integer('app_id').notNull(),
    /** The channel that took the payment (null until paid). */
    channelId: integer('channel_id'),
    channelCode: varchar('channel_code', { length: 16 }).notNull().default(''),
    merchantOrderId: varchar('merchant_order_id', { length: 64 }).notNull(),
    /** Who is to pay (a member's shop order: only that member may see and pay it); null when the merchant names no one. */
    userId: integer('user_id'),
    /** user_type of `userId`: 1 a member, 2 a console user. */
    userType: smallint(Dicts.userType),
    subject: varchar('subject', { length: 32 }).notNull(),
    body: varchar('body', { length: 128 }).notNull().default(''),
    notifyUrl: varchar('notify_url', { length: 1024 }).notNull(),
    price: integer('price').notNull(),
    channelFeeRate: doublePrecision('channel_fee_rate').notNull().default(0),
    channelFeePrice: integer('channel_fee_price').notNull().default(0),
    /** pay_order_status: 0 waiting, 10 paid, 20 refunded (some or all), 30 closed. */
    status: smallint('status').notNull().default(0),
    userIp: varchar('user_ip', { length: 50 }).notNull().default(''),
    expireTime: timestampMs('expire_time').notNull(),
    successTime: timestampMs('success_time'),
    /** The extension that paid (null until paid). */
    extensionId: integer('extension_id'),
    /** The paying extension's number, the one the channel knows. */
    no: varchar('no', { length: 64 }).notNull().default(''),
    refundPrice: integer('refund_price').notNull().default(0),
    channelUserId: varchar('channel_user_id', { length: 255 }).notNull().default(''),
    channelOrderNo: varchar('channel_order_no', { length: 64 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('pay_order_tenant_app_merchant').on(t.tenantId, t.appId, t.merchantOrderId),
    index('pay_order_tenant_time').on(t.tenantId, t.createTime, t.id),
    index('pay_order_tenant_status_time').on(t.tenantId, t.status, t.createTime, t.id),
    index('pay_order_tenant_no').on(t.tenantId, t.no),
    index('pay_order_tenant_channel_no').on(t.tenantId, t.channelOrderNo),
    // 支付订单's 商户单号 filter names no app.
    index('pay_order_tenant_merchant').on(t.tenantId, t.merchantOrderId),
    index('pay_order_tenant_app_time').on(t.tenantId, t.appId, t.createTime, t.id),
    // The expiry job's claim reads waiting orders past their time, across tenants.
    index('pay_order_waiting_expire').on(t.status, t.expireTime),
  ],
);

/** One attempt to pay a pay order: a submit to one channel, under a number of its own that the channel is given. */
export const payOrderExtension = pgTable(
  'pay_order_extension',
  {
    id: idColumn(),
    ...tenantColumn,
    no: varchar('no', { length: 64 }).notNull(),
    orderId: integer('order_id').notNull(),
    channelId: integer('channel_id').notNull(),
    channelCode: varchar('channel_code', { length: 16 }).notNull(),
    userIp: varchar('user_ip', { length: 50 }).notNull().default(''),
    /** 0 waiting, 10 paid, 30 closed. */
    status: smallint('status').notNull().default(0),
    channelExtras: jsonb('channel_extras').$type<Record<string, string>>().notNull().default({}),
    channelErrorCode: varchar('channel_error_code', { length: 128 }).notNull().default(''),
    channelErrorMsg: varchar('channel_error_msg', { length: 512 }).notNull().default(''),
    /** The channel's notification (or answer) that settled it, as received. */
    channelNotifyData: text('channel_notify_data').notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('pay_order_extension_no').on(t.no), index('pay_order_extension_tenant_order').on(t.tenantId, t.orderId)],
);
