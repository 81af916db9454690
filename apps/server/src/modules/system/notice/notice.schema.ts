import { pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/** 通知公告: rich-text content, sanitised before it is stored (see notice/rich-text.ts). */
export const notice = pgTable('system_notice', {
  id: idColumn(),
  ...tenantColumn,
  title: varchar('title', { length: 50 }).notNull(),
  /** Dictionary system_notice_type: 1 通知, 2 公告. */
  type: smallint('type').notNull(),
  content: text('content').notNull().default(''),
  status: smallint('status').notNull().default(0),
  ...auditColumns,
});
