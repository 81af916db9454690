import { index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/** A banner of the shop's pages: a picture linking somewhere, shown by sort where its position says. */
export const promotionBanner = pgTable(
  'promotion_banner',
  {
    id: idColumn(),
    ...tenantColumn,
    title: varchar('title', { length: 64 }).notNull(),
    url: varchar('url', { length: 512 }).notNull().default(''),
    picUrl: varchar('pic_url', { length: 512 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** common_status: 0 shown, 1 hidden. */
    status: smallint('status').notNull().default(0),
    /** promotion_banner_position: 1 首页 … */
    position: smallint('position').notNull().default(1),
    memo: varchar('memo', { length: 255 }).notNull().default(''),
    browseCount: integer('browse_count').notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('promotion_banner_tenant_sort').on(t.tenantId, t.sort)],
);
