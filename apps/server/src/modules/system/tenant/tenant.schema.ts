import { integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampMs } from '../../../db/schema/columns.ts';

export const tenant = pgTable(
  'system_tenant',
  {
    id: idColumn(),
    name: varchar('name', { length: 30 }).notNull(),
    contactUserId: integer('contact_user_id'),
    contactName: varchar('contact_name', { length: 30 }).notNull().default(''),
    contactMobile: varchar('contact_mobile', { length: 20 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    domain: varchar('domain', { length: 256 }).notNull().default(''),
    /** 0 = the system tenant, which has every menu. */
    packageId: integer('package_id').notNull().default(0),
    expireTime: timestampMs('expire_time').notNull(),
    accountCount: integer('account_count').notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_tenant_name_uq').on(t.name)],
);
