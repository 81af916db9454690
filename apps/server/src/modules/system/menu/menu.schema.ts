import { boolean, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/schema/columns.ts';

export const menu = pgTable(
  'system_menu',
  {
    id: idColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    permission: varchar('permission', { length: 100 }).notNull().default(''),
    /** 1 directory, 2 menu, 3 button. */
    type: smallint('type').notNull(),
    sort: integer('sort').notNull().default(0),
    parentId: integer('parent_id').notNull().default(0),
    path: varchar('path', { length: 200 }).notNull().default(''),
    icon: varchar('icon', { length: 100 }).notNull().default(''),
    component: varchar('component', { length: 255 }),
    componentName: varchar('component_name', { length: 255 }),
    status: smallint('status').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    keepAlive: boolean('keep_alive').notNull().default(true),
    alwaysShow: boolean('always_show').notNull().default(true),
    ...auditColumns,
  },
  (t) => [index('system_menu_parent_idx').on(t.parentId)],
);
