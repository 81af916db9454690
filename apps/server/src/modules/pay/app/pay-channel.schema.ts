import { doublePrecision, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/**
 * One channel (a code such as alipay_pc) of one app, with its settings. `config` holds the
 * settings as the reference's JSON, each secret field sealed (platform/secret-box.ts).
 */
export const payChannel = pgTable(
  'pay_channel',
  {
    id: idColumn(),
    ...tenantColumn,
    appId: integer('app_id').notNull(),
    code: varchar('code', { length: 16 }).notNull(),
    status: smallint('status').notNull().default(0),
    /** A percentage: 0.6 means 0.6% of each payment. */
    feeRate: doublePrecision('fee_rate').notNull().default(0),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns,
  },
  (t) => [uniqueIndex('pay_channel_tenant_app_code').on(t.tenantId, t.appId, t.code), index('pay_channel_tenant_time').on(t.tenantId, t.createTime, t.id)],
);
