import { pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/**
 * A member (a shopper) of a tenant: an account of the app surface, apart from the console's users
 * (`system_users`). A mobile names one member in its tenant; the same mobile may be a member of
 * another tenant, a different account there.
 */
export const memberUser = pgTable(
  'member_user',
  {
    id: idColumn(),
    ...tenantColumn,
    mobile: varchar('mobile', { length: 11 }).notNull(),
    password: varchar('password', { length: 128 }).notNull(),
    nickname: varchar('nickname', { length: 30 }).notNull().default(''),
    avatar: varchar('avatar', { length: 512 }).notNull().default(''),
    /** 0 enabled, 1 disabled (common_status). */
    status: smallint('status').notNull().default(0),
    registerIp: varchar('register_ip', { length: 50 }).notNull().default(''),
    loginIp: varchar('login_ip', { length: 50 }).notNull().default(''),
    loginDate: timestampMs('login_date'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('member_user_tenant_mobile_uq').on(t.tenantId, t.mobile)],
);

export type MemberUserRow = typeof memberUser.$inferSelect;
