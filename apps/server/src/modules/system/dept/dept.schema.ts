import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

export const dept = pgTable('system_dept', {
  id: idColumn(),
  ...tenantColumn,
  name: varchar('name', { length: 30 }).notNull(),
  parentId: integer('parent_id').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  leaderUserId: integer('leader_user_id'),
  phone: varchar('phone', { length: 11 }).notNull().default(''),
  email: varchar('email', { length: 50 }).notNull().default(''),
  status: smallint('status').notNull().default(0),
  ...auditColumns,
});
