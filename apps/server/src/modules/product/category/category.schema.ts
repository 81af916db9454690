import { index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

export const productCategory = pgTable(
  'product_category',
  {
    id: idColumn(),
    ...tenantColumn,
    parentId: integer('parent_id').notNull().default(0),
    name: varchar('name', { length: 255 }).notNull(),
    picUrl: varchar('pic_url', { length: 512 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    description: varchar('description', { length: 500 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('product_category_parent').on(t.tenantId, t.parentId)],
);
