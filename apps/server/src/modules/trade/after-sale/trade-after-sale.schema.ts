import { Dicts } from '@tenon/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/**
 * A member's after-sale of one order item (the reference's AfterSaleDO): what they ask (way,
 * amount, reason, pictures), the item as it was sold (copied, so the list needs no join), and
 * each step's trace: the audit, the buyer's return parcel, the receipt, the refund.
 */
export const tradeAfterSale = pgTable(
  'trade_after_sale',
  {
    id: idColumn(),
    ...tenantColumn,
    no: varchar('no', { length: 32 }).notNull(),
    /** trade_after_sale_status: AfterSaleStatus. */
    status: smallint('status').notNull(),
    /** trade_after_sale_way: 10 仅退款, 20 退货退款. */
    way: smallint('way').notNull(),
    /** trade_after_sale_type: 10 售中退款, 20 售后退款. */
    type: smallint('type').notNull(),
    userId: integer('user_id').notNull(),
    applyReason: varchar('apply_reason', { length: 255 }).notNull(),
    applyDescription: varchar('apply_description', { length: 255 }).notNull().default(''),
    applyPicUrls: jsonb('apply_pic_urls').$type<string[]>().notNull().default([]),
    orderId: integer('order_id').notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    orderItemId: integer('order_item_id').notNull(),
    spuId: integer('spu_id').notNull(),
    spuName: varchar('spu_name', { length: 128 }).notNull(),
    skuId: integer('sku_id').notNull(),
    properties: jsonb('properties').$type<Array<{ propertyId: number; propertyName: string; valueId: number; valueName: string }>>().notNull().default([]),
    picUrl: varchar('pic_url', { length: 512 }).notNull().default(''),
    count: integer('count').notNull(),
    auditTime: timestampMs('audit_time'),
    auditUserId: integer('audit_user_id'),
    /** Only when the shop disagrees. */
    auditReason: varchar('audit_reason', { length: 255 }).notNull().default(''),
    refundPrice: integer('refund_price').notNull(),
    payRefundId: integer('pay_refund_id'),
    refundTime: timestampMs('refund_time'),
    logisticsId: integer('logistics_id'),
    logisticsNo: varchar('logistics_no', { length: 64 }).notNull().default(''),
    deliveryTime: timestampMs('delivery_time'),
    receiveTime: timestampMs('receive_time'),
    /** Only when the shop refuses the returned goods. */
    receiveReason: varchar('receive_reason', { length: 255 }).notNull().default(''),
    ...auditColumns,
  },
  // The console's list and each of its equality filters, newest first (ascending order columns,
  // read backwards: docs/performance.md); the product name's contains-search by trigram; the
  // member's own list.
  (t) => [
    uniqueIndex('trade_after_sale_tenant_no').on(t.tenantId, t.no),
    index('trade_after_sale_tenant_time').on(t.tenantId, t.createTime, t.id),
    index('trade_after_sale_tenant_status_time').on(t.tenantId, t.status, t.createTime, t.id),
    index('trade_after_sale_tenant_type_time').on(t.tenantId, t.type, t.createTime, t.id),
    index('trade_after_sale_tenant_way_time').on(t.tenantId, t.way, t.createTime, t.id),
    index('trade_after_sale_tenant_order_no').on(t.tenantId, t.orderNo, t.createTime, t.id),
    index('trade_after_sale_tenant_user_time').on(t.tenantId, t.userId, t.createTime, t.id),
    index('trade_after_sale_spu_name_trgm').using('gin', sql`${t.spuName} gin_trgm_ops`),
  ],
);

/** An after-sale's log: one row per step, in the step's own transaction. */
export const tradeAfterSaleLog = pgTable(
  'trade_after_sale_log',
  {
    id: idColumn(),
    ...tenantColumn,
    afterSaleId: integer('after_sale_id').notNull(),
    /** Who: 1 member, 2 administrator, 3 the system. */
    userType: smallint(Dicts.userType).notNull(),
    userId: integer('user_id').notNull().default(0),
    beforeStatus: smallint('before_status'),
    afterStatus: smallint('after_status').notNull(),
    operateType: smallint('operate_type').notNull(),
    content: varchar('content', { length: 512 }).notNull(),
    ...auditColumns,
  },
  (t) => [index('trade_after_sale_log_tenant_after_sale').on(t.tenantId, t.afterSaleId, t.id)],
);
