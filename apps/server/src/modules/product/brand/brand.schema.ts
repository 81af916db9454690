import { integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

export const productBrand = pgTable(
  'product_brand',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 255 }).notNull(),
    picUrl: varchar('pic_url', { length: 512 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    description: varchar('description', { length: 1024 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('product_brand_tenant_name_uq').on(t.tenantId, t.name)],
);
