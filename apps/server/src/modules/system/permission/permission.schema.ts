import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

export const userRole = pgTable(
  'system_user_role',
  {
    id: idColumn(),
    ...tenantColumn,
    userId: integer('user_id').notNull(),
    roleId: integer('role_id').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_user_role_uq').on(t.userId, t.roleId), index('system_user_role_role_idx').on(t.roleId)],
);

export const roleMenu = pgTable(
  'system_role_menu',
  {
    id: idColumn(),
    ...tenantColumn,
    roleId: integer('role_id').notNull(),
    menuId: integer('menu_id').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_role_menu_uq').on(t.roleId, t.menuId)],
);
