import { sql } from 'drizzle-orm';
import { customType, integer, varchar } from 'drizzle-orm/pg-core';

/**
 * A `timestamptz` column whose value in TypeScript is epoch milliseconds, the form the API
 * answers, so a row's times need no mapping on the way out. The drivers hand timestamps over
 * as PostgreSQL's text (drizzle turns their date parsers off); a `Date` is accepted too, for a
 * driver that parses them itself.
 */
export const timestampMs = customType<{ data: number; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  toDriver: (millis) => new Date(millis).toISOString(),
  fromDriver: (value) => (value instanceof Date ? value : new Date(value)).getTime(),
});

/** The database's clock, as the default of a time column (written `now()` in the migrations). */
const databaseNow = sql`now()`;

/** Audit columns every business table carries (who and when, as the reference does). */
export const auditColumns = {
  creator: varchar('creator', { length: 64 }).notNull().default(''),
  createTime: timestampMs('create_time').notNull().default(databaseNow),
  updater: varchar('updater', { length: 64 }).notNull().default(''),
  updateTime: timestampMs('update_time')
    .notNull()
    .default(databaseNow)
    .$onUpdate(() => Date.now()),
};

/** Tenant-owned tables carry this column; `tenantScope` is the only place that filters on it. */
export const tenantColumn = {
  tenantId: integer('tenant_id').notNull(),
};

export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
