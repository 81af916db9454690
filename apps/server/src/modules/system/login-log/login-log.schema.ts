import { index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';
import { Dicts } from '@tenon/contracts';

export const loginLog = pgTable(
  'system_login_log',
  {
    id: idColumn(),
    ...tenantColumn,
    /** 100 username login, 200 logout, … (dictionary system_login_type). */
    logType: smallint('log_type').notNull(),
    traceId: varchar('trace_id', { length: 64 }).notNull().default(''),
    userId: integer('user_id').notNull().default(0),
    userType: smallint(Dicts.userType).notNull().default(2),
    username: varchar('username', { length: 50 }).notNull().default(''),
    /** 0 success, 10 bad credentials, 20 disabled, 40 too many attempts (system_login_result). */
    result: smallint('result').notNull(),
    userIp: varchar('user_ip', { length: 50 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 512 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [index('system_login_log_tenant_time_idx').on(t.tenantId, t.createTime)],
);
