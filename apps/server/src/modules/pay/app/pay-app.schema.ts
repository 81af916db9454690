import { index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';


/** A merchant's application: its pay orders and refunds are filed under it, their results posted to its URLs. */
export const payApp = pgTable(
  'pay_app',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 64 }).notNull(),
    /** common_status: 0 open, 1 closed (its orders cannot be paid). */
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    orderNotifyUrl: varchar('order_notify_url', { length: 1024 }).notNull(),
    refundNotifyUrl: varchar('refund_notify_url', { length: 1024 }).notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('pay_app_tenant_name').on(t.tenantId, t.name), index('pay_app_tenant_time').on(t.tenantId, t.createTime, t.id)],
);
