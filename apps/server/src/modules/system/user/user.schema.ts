import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

export const user = pgTable(
  'system_users',
  {
    id: idColumn(),
    ...tenantColumn,
    username: varchar('username', { length: 30 }).notNull(),
    password: varchar('password', { length: 128 }).notNull(),
    nickname: varchar('nickname', { length: 30 }).notNull(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    deptId: integer('dept_id'),
    postIds: jsonb('post_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    email: varchar('email', { length: 50 }).notNull().default(''),
    mobile: varchar('mobile', { length: 11 }).notNull().default(''),
    sex: smallint('sex').notNull().default(0),
    avatar: varchar('avatar', { length: 512 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    loginIp: varchar('login_ip', { length: 50 }).notNull().default(''),
    loginDate: timestampMs('login_date'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('system_users_tenant_username_uq').on(t.tenantId, t.username),
    // The user list at 100,000 users (bench/users.bench.ts): newest first, by department, by
    // creation time, and "contains" searches on username and mobile through trigrams.
    index('system_users_tenant_id_idx').on(t.tenantId, t.id),
    // Status after the department: a count by department and status reads the index alone.
    index('system_users_tenant_dept_idx').on(t.tenantId, t.deptId, t.status, t.id),
    index('system_users_tenant_create_time_idx').on(t.tenantId, t.createTime, t.id),
    index('system_users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('system_users_mobile_trgm_idx').using('gin', sql`${t.mobile} gin_trgm_ops`),
  ],
);
