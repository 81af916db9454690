import { pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/schema/columns.ts';

/**
 * 数据源配置: global, as in the reference (the system tenant's tool). Ids start at 1: 0 is the
 * master data source, the product's own database, which has no row. `password` is sealed
 * (data-source-secret.ts), empty when none is stored.
 */
export const infraDataSourceConfig = pgTable('infra_data_source_config', {
  id: idColumn(),
  name: varchar('name', { length: 100 }).notNull(),
  url: varchar('url', { length: 1024 }).notNull(),
  username: varchar('username', { length: 255 }).notNull(),
  password: text('password').notNull().default(''),
  ...auditColumns,
});
