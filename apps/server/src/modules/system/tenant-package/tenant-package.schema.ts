import { sql } from 'drizzle-orm';
import { jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/schema/columns.ts';

export const tenantPackage = pgTable('system_tenant_package', {
  id: idColumn(),
  name: varchar('name', { length: 30 }).notNull(),
  status: smallint('status').notNull().default(0),
  remark: varchar('remark', { length: 256 }).notNull().default(''),
  menuIds: jsonb('menu_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  ...auditColumns,
});
