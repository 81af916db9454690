import { index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/** A time-limited discount activity. `status` is common_status (0 open, 1 closed); the state users see comes from the times (activity-status.ts). */
export const promotionDiscountActivity = pgTable(
  'promotion_discount_activity',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 64 }).notNull(),
    status: smallint('status').notNull().default(0),
    startTime: timestampMs('start_time').notNull(),
    endTime: timestampMs('end_time').notNull(),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [index('promotion_discount_activity_tenant_time').on(t.tenantId, t.createTime.desc())],
);

/** A SKU's discount in an activity: a price off (discount type 1, cents) or a percentage paid (2). */
export const promotionDiscountProduct = pgTable(
  'promotion_discount_product',
  {
    id: idColumn(),
    ...tenantColumn,
    activityId: integer('activity_id').notNull(),
    spuId: integer('spu_id').notNull(),
    skuId: integer('sku_id').notNull(),
    discountType: smallint('discount_type').notNull(),
    discountPercent: integer('discount_percent'),
    discountPrice: integer('discount_price'),
    ...auditColumns,
  },
  (t) => [
    index('promotion_discount_product_tenant_activity').on(t.tenantId, t.activityId),
    index('promotion_discount_product_tenant_sku').on(t.tenantId, t.skuId),
  ],
);
