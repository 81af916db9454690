import { integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

export const post = pgTable(
  'system_post',
  {
    id: idColumn(),
    ...tenantColumn,
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_post_tenant_code_uq').on(t.tenantId, t.code)],
);
