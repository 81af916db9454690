import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/**
 * A member's shipping address (收件地址), the reference's `member_address`. `user_id` is the
 * member (`member_user`), not a console user. The area is a national division code of the
 * 地区 tree, which lives in memory, so no foreign key.
 */
export const memberAddress = pgTable(
  'member_address',
  {
    id: idColumn(),
    ...tenantColumn,
    userId: integer('user_id').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    areaId: integer('area_id').notNull(),
    detailAddress: varchar('detail_address', { length: 250 }).notNull(),
    defaultStatus: boolean('default_status').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    // Every read is one member's addresses (at most MEMBER_ADDRESS_MAX of them).
    index('member_address_tenant_user').on(t.tenantId, t.userId),
    // At most one default a member, whatever two requests do at once.
    uniqueIndex('member_address_one_default').on(t.tenantId, t.userId).where(sql`${t.defaultStatus}`),
  ],
);

export type MemberAddressRow = typeof memberAddress.$inferSelect;
