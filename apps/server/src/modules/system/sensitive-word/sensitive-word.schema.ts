import { sql } from 'drizzle-orm';
import { jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/schema/columns.ts';

/**
 * 敏感词: one platform-wide list (the reference's table is global), so a word refused in one
 * tenant's notice is refused in every tenant's.
 */
export const sensitiveWord = pgTable(
  'system_sensitive_word',
  {
    id: idColumn(),
    name: varchar('name', { length: 255 }).notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: smallint('status').notNull().default(0),
    description: varchar('description', { length: 512 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_sensitive_word_name_uq').on(t.name)],
);
