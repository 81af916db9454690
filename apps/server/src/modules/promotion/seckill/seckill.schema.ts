import { index, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/** A seckill time slot of each day (秒杀时段): times of day 'HH:mm:ss'; slots of a tenant do not overlap. */
export const promotionSeckillConfig = pgTable(
  'promotion_seckill_config',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 64 }).notNull(),
    startTime: varchar('start_time', { length: 8 }).notNull(),
    endTime: varchar('end_time', { length: 8 }).notNull(),
    sliderPicUrls: jsonb('slider_pic_urls').$type<string[]>().notNull().default([]),
    /** common_status: 0 enabled, 1 disabled. */
    status: smallint('status').notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('promotion_seckill_config_tenant').on(t.tenantId, t.startTime)],
);

/** A seckill activity: from its start to its end date, it runs in its time slots. `status` is common_status (0 open, 1 closed). */
export const promotionSeckillActivity = pgTable(
  'promotion_seckill_activity',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 64 }).notNull(),
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    startTime: timestampMs('start_time').notNull(),
    endTime: timestampMs('end_time').notNull(),
    sort: integer('sort').notNull().default(0),
    configIds: jsonb('config_ids').$type<number[]>().notNull().default([]),
    /** How many one member may buy in the whole activity (0: no limit). */
    totalLimitCount: integer('total_limit_count').notNull().default(0),
    /** How many one member may buy in one slot (0: no limit). */
    singleLimitCount: integer('single_limit_count').notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    userCount: integer('user_count').notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('promotion_seckill_activity_tenant_time').on(t.tenantId, t.createTime.desc())],
);

/** A SKU in a seckill activity: its seckill price (cents), the stock set aside and the purchase limit per member. */
export const promotionSeckillProduct = pgTable(
  'promotion_seckill_product',
  {
    id: idColumn(),
    ...tenantColumn,
    activityId: integer('activity_id').notNull(),
    spuId: integer('spu_id').notNull(),
    skuId: integer('sku_id').notNull(),
    seckillPrice: integer('seckill_price').notNull(),
    stock: integer('stock').notNull(),
    limitBuyCount: integer('limit_buy_count').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    index('promotion_seckill_product_tenant_activity').on(t.tenantId, t.activityId),
    index('promotion_seckill_product_tenant_sku').on(t.tenantId, t.skuId),
  ],
);
