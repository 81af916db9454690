import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

export const bpmForm = pgTable(
  'bpm_form',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 64 }).notNull(),
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    conf: text('conf').notNull(),
    fields: jsonb('fields').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    ...auditColumns,
  },
  (t) => [index('bpm_form_tenant_id_idx').on(t.tenantId, t.id)],
);
