import { boolean, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/schema/columns.ts';

/**
 * 配置管理: global, as in the reference (its table is not tenant-scoped): one value per key for
 * every tenant. The column is `config_key`, the reference's, since `key` is a reserved word in
 * some databases.
 */
export const infraConfig = pgTable(
  'infra_config',
  {
    id: idColumn(),
    category: varchar('category', { length: 50 }).notNull(),
    /** 1 系统内置 (the product reads it; never deleted), 2 自定义 (dictionary infra_config_type). */
    type: smallint('type').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    key: varchar('config_key', { length: 100 }).notNull(),
    value: varchar('value', { length: 500 }).notNull(),
    /** false: only holders of infra:config:query read it through get-value-by-key (secrets). */
    visible: boolean('visible').notNull(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('infra_config_key_uq').on(t.key)],
);
