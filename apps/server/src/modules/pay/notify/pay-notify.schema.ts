import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/**
 * A merchant notification: a paid order or a settled refund posted to the app's URL until the
 * merchant answers success, on the reference's schedule. One per (type, pay order or refund),
 * so a repeated channel notification never notifies twice.
 */
export const payNotifyTask = pgTable(
  'pay_notify_task',
  {
    id: idColumn(),
    ...tenantColumn,
    appId: integer('app_id').notNull(),
    /** pay_notify_type: 1 order, 2 refund. */
    type: smallint('type').notNull(),
    /** The pay order's or the refund's id. */
    dataId: integer('data_id').notNull(),
    merchantOrderId: varchar('merchant_order_id', { length: 64 }).notNull(),
    merchantRefundId: varchar('merchant_refund_id', { length: 64 }).notNull().default(''),
    /** pay_notify_status: 0 waiting, 10 success, 20 failure (given up), 21/22 the last attempt failed (will retry). */
    status: smallint('status').notNull().default(0),
    nextNotifyTime: timestampMs('next_notify_time'),
    lastExecuteTime: timestampMs('last_execute_time'),
    notifyTimes: integer('notify_times').notNull().default(0),
    maxNotifyTimes: integer('max_notify_times').notNull(),
    notifyUrl: varchar('notify_url', { length: 1024 }).notNull(),
    /** Until when an instance's worker holds the task (its attempt in flight). */
    lockedUntil: timestampMs('locked_until'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('pay_notify_task_tenant_type_data').on(t.tenantId, t.type, t.dataId),
    index('pay_notify_task_tenant_time').on(t.tenantId, t.createTime, t.id),
    index('pay_notify_task_tenant_status_time').on(t.tenantId, t.status, t.createTime, t.id),
    index('pay_notify_task_tenant_merchant').on(t.tenantId, t.merchantOrderId),
    // The worker's claim: due tasks across tenants.
    index('pay_notify_task_due').on(t.nextNotifyTime),
  ],
);

/** One attempt of a notification: what the merchant answered. */
export const payNotifyLog = pgTable(
  'pay_notify_log',
  {
    id: idColumn(),
    ...tenantColumn,
    taskId: integer('task_id').notNull(),
    notifyTimes: integer('notify_times').notNull(),
    response: varchar('response', { length: 2048 }).notNull().default(''),
    status: smallint('status').notNull(),
    ...auditColumns,
  },
  (t) => [index('pay_notify_log_tenant_task').on(t.tenantId, t.taskId)],
);
