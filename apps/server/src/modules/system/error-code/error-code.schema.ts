import { integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/schema/columns.ts';

/** Global, as in the reference: one message per code for every tenant. */
export const errorCode = pgTable(
  'system_error_code',
  {
    id: idColumn(),
    /** 1 the catalogue's (synced at start), 2 edited by an administrator (never synced over). */
    type: smallint('type').notNull(),
    applicationName: varchar('application_name', { length: 50 }).notNull(),
    code: integer('code').notNull(),
    message: varchar('message', { length: 512 }).notNull(),
    memo: varchar('memo', { length: 512 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_error_code_code_uq').on(t.code)],
);
