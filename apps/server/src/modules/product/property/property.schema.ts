import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

export const productProperty = pgTable(
  'product_property',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 64 }).notNull(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('product_property_tenant_name_uq').on(t.tenantId, t.name)],
);

export const productPropertyValue = pgTable(
  'product_property_value',
  {
    id: idColumn(),
    ...tenantColumn,
    propertyId: integer('property_id').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('product_property_value_name_uq').on(t.tenantId, t.propertyId, t.name)],
);
