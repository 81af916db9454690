import { integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/schema/columns.ts';

export const dictType = pgTable(
  'system_dict_type',
  {
    id: idColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_dict_type_type_uq').on(t.type)],
);

export const dictData = pgTable(
  'system_dict_data',
  {
    id: idColumn(),
    sort: integer('sort').notNull().default(0),
    label: varchar('label', { length: 100 }).notNull(),
    value: varchar('value', { length: 100 }).notNull(),
    dictType: varchar('dict_type', { length: 100 }).notNull(),
    status: smallint('status').notNull().default(0),
    colorType: varchar('color_type', { length: 100 }).notNull().default(''),
    cssClass: varchar('css_class', { length: 100 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_dict_data_type_value_uq').on(t.dictType, t.value)],
);
