import { index, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/** A tier of a full-reduction activity (满减送), lowest threshold first. */
export interface RewardRule {
  /** Cents for a price condition (10), pieces for a count condition (20). */
  limit: number;
  discountPrice: number;
  freeDelivery: boolean;
  point: number;
  couponIds: number[];
  couponCounts: number[];
}

/** A full-reduction activity (满减送). `status` is common_status (0 open, 1 closed); the state users see comes from the times. */
export const promotionRewardActivity = pgTable(
  'promotion_reward_activity',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 64 }).notNull(),
    status: smallint('status').notNull().default(0),
    startTime: timestampMs('start_time').notNull(),
    endTime: timestampMs('end_time').notNull(),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    conditionType: smallint('condition_type').notNull(),
    productScope: smallint('product_scope').notNull(),
    productScopeValues: jsonb('product_scope_values').$type<number[]>().notNull().default([]),
    rules: jsonb('rules').$type<RewardRule[]>().notNull().default([]),
    ...auditColumns,
  },
  (t) => [index('promotion_reward_activity_tenant_time').on(t.tenantId, t.createTime.desc())],
);
