import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

export const bpmUserGroup = pgTable(
  'bpm_user_group',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 30 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    memberUserIds: jsonb('member_user_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    status: smallint('status').notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('bpm_user_group_tenant_id_idx').on(t.tenantId, t.id)],
);
