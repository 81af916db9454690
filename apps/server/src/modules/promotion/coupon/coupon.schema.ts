import { index, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/**
 * A coupon template: what each coupon taken from it gives. Money in cents; a percentage is the
 * share paid (80 = 八折). Validity is a date range (validity type 1) or days after taking (2).
 */
export const promotionCouponTemplate = pgTable(
  'promotion_coupon_template',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 64 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    /** common_status: 0 enabled (members may take it), 1 disabled. */
    status: smallint('status').notNull().default(0),
    /** How many may be taken in all; -1 for no limit. */
    totalCount: integer('total_count').notNull(),
    /** How many one member may take; -1 for no limit. */
    takeLimitCount: integer('take_limit_count').notNull(),
    takeType: smallint('take_type').notNull(),
    usePrice: integer('use_price').notNull().default(0),
    productScope: smallint('product_scope').notNull(),
    productScopeValues: jsonb('product_scope_values').$type<number[]>().notNull().default([]),
    validityType: smallint('validity_type').notNull(),
    validStartTime: timestampMs('valid_start_time'),
    validEndTime: timestampMs('valid_end_time'),
    fixedStartTerm: integer('fixed_start_term'),
    fixedEndTerm: integer('fixed_end_term'),
    discountType: smallint('discount_type').notNull(),
    discountPercent: integer('discount_percent'),
    discountPrice: integer('discount_price'),
    discountLimitPrice: integer('discount_limit_price'),
    takeCount: integer('take_count').notNull().default(0),
    useCount: integer('use_count').notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('promotion_coupon_template_tenant_time').on(t.tenantId, t.createTime.desc())],
);

/** A coupon a member holds: a copy of its template's terms at the time it was taken, so later edits of the template do not change it. */
export const promotionCoupon = pgTable(
  'promotion_coupon',
  {
    id: idColumn(),
    ...tenantColumn,
    templateId: integer('template_id').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    /** promotion_coupon_status: 1 unused, 2 used, 3 expired. */
    status: smallint('status').notNull().default(1),
    userId: integer('user_id').notNull(),
    takeType: smallint('take_type').notNull(),
    usePrice: integer('use_price').notNull().default(0),
    validStartTime: timestampMs('valid_start_time').notNull(),
    validEndTime: timestampMs('valid_end_time').notNull(),
    productScope: smallint('product_scope').notNull(),
    productScopeValues: jsonb('product_scope_values').$type<number[]>().notNull().default([]),
    discountType: smallint('discount_type').notNull(),
    discountPercent: integer('discount_percent'),
    discountPrice: integer('discount_price'),
    discountLimitPrice: integer('discount_limit_price'),
    useOrderId: integer('use_order_id'),
    useTime: timestampMs('use_time'),
    ...auditColumns,
  },
  (t) => [
    index('promotion_coupon_tenant_time').on(t.tenantId, t.createTime.desc()),
    index('promotion_coupon_tenant_template').on(t.tenantId, t.templateId),
    index('promotion_coupon_tenant_user').on(t.tenantId, t.userId, t.status),
  ],
);
