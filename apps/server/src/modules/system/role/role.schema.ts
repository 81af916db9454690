import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

export const role = pgTable(
  'system_role',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 30 }).notNull(),
    code: varchar('code', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** 1 all, 2 chosen depts, 3 own dept, 4 own dept and below, 5 self only. */
    dataScope: smallint('data_scope').notNull().default(1),
    dataScopeDeptIds: jsonb('data_scope_dept_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    status: smallint('status').notNull().default(0),
    /** 1 built-in, 2 custom. */
    type: smallint('type').notNull().default(2),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_role_tenant_code_uq').on(t.tenantId, t.code)],
);
