import { index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/**
 * A refund of (part of) one pay order. One per (app, merchant refund): two requests for the same
 * merchant refund make one refund, however close together they come. Money in cents.
 */
export const payRefund = pgTable(
  'pay_refund',
  {
    id: idColumn(),
    ...tenantColumn,
    no: varchar('no', { length: 64 }).notNull(),
    appId: integer('app_id').notNull(),
    channelId: integer('channel_id').notNull(),
    channelCode: varchar('channel_code', { length: 16 }).notNull(),
    orderId: integer('order_id').notNull(),
    orderNo: varchar('order_no', { length: 64 }).notNull(),
    merchantOrderId: varchar('merchant_order_id', { length: 64 }).notNull(),
    merchantRefundId: varchar('merchant_refund_id', { length: 64 }).notNull(),
    notifyUrl: varchar('notify_url', { length: 1024 }).notNull(),
    /** pay_refund_status: 0 waiting, 10 success, 20 failure. */
    status: smallint('status').notNull().default(0),
    payPrice: integer('pay_price').notNull(),
    refundPrice: integer('refund_price').notNull(),
    reason: varchar('reason', { length: 256 }).notNull().default(''),
    userIp: varchar('user_ip', { length: 50 }).notNull().default(''),
    channelOrderNo: varchar('channel_order_no', { length: 64 }).notNull().default(''),
    channelRefundNo: varchar('channel_refund_no', { length: 64 }).notNull().default(''),
    successTime: timestampMs('success_time'),
    channelErrorCode: varchar('channel_error_code', { length: 128 }).notNull().default(''),
    channelErrorMsg: varchar('channel_error_msg', { length: 512 }).notNull().default(''),
    channelNotifyData: text('channel_notify_data').notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('pay_refund_no').on(t.no),
    uniqueIndex('pay_refund_tenant_app_merchant').on(t.tenantId, t.appId, t.merchantRefundId),
    index('pay_refund_tenant_time').on(t.tenantId, t.createTime, t.id),
    index('pay_refund_tenant_order').on(t.tenantId, t.orderId),
    index('pay_refund_tenant_status_time').on(t.tenantId, t.status, t.createTime, t.id),
    index('pay_refund_tenant_merchant').on(t.tenantId, t.merchantOrderId),
    index('pay_refund_tenant_merchant_refund').on(t.tenantId, t.merchantRefundId),
    index('pay_refund_tenant_channel_refund_no').on(t.tenantId, t.channelRefundNo),
  ],
);
