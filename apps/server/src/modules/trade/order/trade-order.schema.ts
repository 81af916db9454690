import { Dicts } from '@tenon/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/**
 * A member's order (the reference's TradeOrderDO, the fields this release uses). Money in cents:
 * payPrice = totalPrice − discountPrice − couponPrice − pointPrice + deliveryPrice + adjustPrice.
 * The receiver is copied from the member's address when ordering, so a later edit of the address
 * book does not move a parcel.
 */
export const tradeOrder = pgTable(
  'trade_order',
  {
    id: idColumn(),
    ...tenantColumn,
    no: varchar('no', { length: 32 }).notNull(),
    /** trade_order_type: 0 normal, 1 seckill… */
    type: smallint('type').notNull().default(0),
    terminal: smallint(Dicts.terminal).notNull().default(0),
    userId: integer('user_id').notNull(),
    userIp: varchar('user_ip', { length: 50 }).notNull().default(''),
    userRemark: varchar('user_remark', { length: 500 }).notNull().default(''),
    /** trade_order_status: 0 unpaid, 10 undelivered, 20 delivered, 30 completed, 40 cancelled. */
    status: smallint('status').notNull().default(0),
    productCount: integer('product_count').notNull(),
    cancelType: smallint('cancel_type'),
    /** The shop's own note (商家备注): never shown to the member. */
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    payOrderId: integer('pay_order_id'),
    payStatus: boolean('pay_status').notNull().default(false),
    payTime: timestampMs('pay_time'),
    payChannelCode: varchar(Dicts.payChannelCode, { length: 16 }).notNull().default(''),
    finishTime: timestampMs('finish_time'),
    cancelTime: timestampMs('cancel_time'),
    totalPrice: integer('total_price').notNull(),
    discountPrice: integer('discount_price').notNull().default(0),
    deliveryPrice: integer('delivery_price').notNull().default(0),
    adjustPrice: integer('adjust_price').notNull().default(0),
    payPrice: integer('pay_price').notNull(),
    couponId: integer('coupon_id'),
    couponPrice: integer('coupon_price').notNull().default(0),
    pointPrice: integer('point_price').notNull().default(0),
    /** trade_delivery_type: 1 express, 2 pick-up. */
    deliveryType: smallint('delivery_type').notNull().default(1),
    logisticsId: integer('logistics_id'),
    logisticsNo: varchar('logistics_no', { length: 64 }).notNull().default(''),
    deliveryTime: timestampMs('delivery_time'),
    receiveTime: timestampMs('receive_time'),
    receiverName: varchar('receiver_name', { length: 20 }).notNull().default(''),
    receiverMobile: varchar('receiver_mobile', { length: 11 }).notNull().default(''),
    receiverAreaId: integer('receiver_area_id').notNull().default(0),
    receiverDetailAddress: varchar('receiver_detail_address', { length: 250 }).notNull().default(''),
    /** 0 none, 10 part, 20 all (the after-sale sets it). */
    refundStatus: smallint('refund_status').notNull().default(0),
    refundPrice: integer('refund_price').notNull().default(0),
    ...auditColumns,
  },
  // The console's list and each of its equality filters, newest first (ascending order columns,
  // read backwards: docs/performance.md); the member's own list; the expiry job's unpaid orders.
  (t) => [
    uniqueIndex('trade_order_tenant_no').on(t.tenantId, t.no),
    index('trade_order_tenant_time').on(t.tenantId, t.createTime, t.id),
    index('trade_order_tenant_status_time').on(t.tenantId, t.status, t.createTime, t.id),
    index('trade_order_tenant_user_time').on(t.tenantId, t.userId, t.createTime, t.id),
    index('trade_order_tenant_user_status_time').on(t.tenantId, t.userId, t.status, t.createTime, t.id),
    index('trade_order_tenant_type_time').on(t.tenantId, t.type, t.createTime, t.id),
    index('trade_order_tenant_terminal_time').on(t.tenantId, t.terminal, t.createTime, t.id),
    index('trade_order_tenant_channel_time').on(t.tenantId, t.payChannelCode, t.createTime, t.id),
    index('trade_order_tenant_receiver_mobile').on(t.tenantId, t.receiverMobile, t.createTime, t.id),
    index('trade_order_tenant_receiver_name').on(t.tenantId, t.receiverName, t.createTime, t.id),
    index('trade_order_unpaid_time').on(t.createTime).where(sql`${t.status} = 0`),
  ],
);

/** One SKU of an order, with the prices it was sold at and its product as it was then. */
export const tradeOrderItem = pgTable(
  'trade_order_item',
  {
    id: idColumn(),
    ...tenantColumn,
    orderId: integer('order_id').notNull(),
    userId: integer('user_id').notNull(),
    spuId: integer('spu_id').notNull(),
    spuName: varchar('spu_name', { length: 128 }).notNull(),
    skuId: integer('sku_id').notNull(),
    properties: jsonb('properties').$type<Array<{ propertyId: number; propertyName: string; valueId: number; valueName: string }>>().notNull().default([]),
    picUrl: varchar('pic_url', { length: 512 }).notNull().default(''),
    count: integer('count').notNull(),
    /** The unit price; the line's discounts and what it pays are for all its pieces. */
    price: integer('price').notNull(),
    discountPrice: integer('discount_price').notNull().default(0),
    couponPrice: integer('coupon_price').notNull().default(0),
    payPrice: integer('pay_price').notNull(),
    afterSaleId: integer('after_sale_id'),
    /** trade_order_item_after_sale_status: 0 none, 10 applied, 20 done. */
    afterSaleStatus: smallint('after_sale_status').notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('trade_order_item_tenant_order').on(t.tenantId, t.orderId)],
);

/** An order's timeline: one row per status change or administrator's edit. */
export const tradeOrderLog = pgTable(
  'trade_order_log',
  {
    id: idColumn(),
    ...tenantColumn,
    orderId: integer('order_id').notNull(),
    /** Who: 1 member, 2 administrator, 3 the system (a job). */
    userType: smallint(Dicts.userType).notNull(),
    userId: integer('user_id').notNull().default(0),
    beforeStatus: smallint('before_status'),
    afterStatus: smallint('after_status').notNull(),
    operateType: smallint('operate_type').notNull(),
    content: varchar('content', { length: 512 }).notNull(),
    ...auditColumns,
  },
  (t) => [index('trade_order_log_tenant_order').on(t.tenantId, t.orderId, t.id)],
);
