import { Dicts } from '@tenon/contracts';
import { boolean, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/** 接入示例's order: a merchant's order in miniature, paid and refunded through the pay module. */
export const payDemoOrder = pgTable(
  'pay_demo_order',
  {
    id: idColumn(),
    ...tenantColumn,
    userId: integer('user_id').notNull(),
    spuId: integer('spu_id').notNull(),
    spuName: varchar('spu_name', { length: 64 }).notNull(),
    price: integer('price').notNull(),
    payStatus: boolean('pay_status').notNull().default(false),
    payOrderId: integer('pay_order_id'),
    payTime: timestampMs('pay_time'),
    payChannelCode: varchar(Dicts.payChannelCode, { length: 16 }).notNull().default(''),
    payRefundId: integer('pay_refund_id'),
    refundPrice: integer('refund_price').notNull().default(0),
    refundTime: timestampMs('refund_time'),
    ...auditColumns,
  },
  (t) => [index('pay_demo_order_tenant_time').on(t.tenantId, t.createTime, t.id)],
);
