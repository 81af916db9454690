import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/** An express company an order is delivered by (the reference's DeliveryExpressDO). */
export const tradeDeliveryExpress = pgTable(
  'trade_delivery_express',
  {
    id: idColumn(),
    ...tenantColumn,
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    logo: varchar('logo', { length: 512 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** common_status: 0 enabled, 1 disabled. */
    status: smallint('status').notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('trade_delivery_express_tenant_code').on(t.tenantId, t.code), index('trade_delivery_express_tenant_sort').on(t.tenantId, t.sort, t.id)],
);
