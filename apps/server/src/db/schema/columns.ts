import { integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Audit columns every business table carries (who and when, as the reference does). */
export const auditColumns = {
  creator: varchar('creator', { length: 64 }).notNull().default(''),
  createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updater: varchar('updater', { length: 64 }).notNull().default(''),
  updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Tenant-owned tables carry this column; `tenantScope` is the only place that filters on it. */
export const tenantColumn = {
  tenantId: integer('tenant_id').notNull(),
};

export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
