import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';
import { Dicts } from '@tenon/contracts';

/** One row per write call through the API (written in batches, off the request path). */
export const operateLog = pgTable(
  'system_operate_log',
  {
    id: idColumn(),
    ...tenantColumn,
    traceId: varchar('trace_id', { length: 64 }).notNull().default(''),
    userId: integer('user_id').notNull(),
    userType: smallint(Dicts.userType).notNull().default(2),
    userNickname: varchar('user_nickname', { length: 30 }).notNull().default(''),
    module: varchar('module', { length: 50 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** 0 other, 1 query, 2 create, 3 update, 4 delete, 5 export, 6 import (system_operate_type). */
    type: smallint('type').notNull(),
    content: varchar('content', { length: 2000 }).notNull().default(''),
    requestMethod: varchar('request_method', { length: 16 }).notNull(),
    requestUrl: varchar('request_url', { length: 255 }).notNull(),
    userIp: varchar('user_ip', { length: 50 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 512 }).notNull().default(''),
    startTime: timestampMs('start_time').notNull(),
    duration: integer('duration').notNull(),
    resultCode: integer('result_code').notNull(),
    resultMsg: varchar('result_msg', { length: 512 }).notNull().default(''),
    ...auditColumns,
  },
  // The list is the tenant's newest first (start time, then id). "Contains" on the module (one of
  // a few) picks among the module index's values, on the operator among the tenant's operators
  // listed in operateLogOperator below; both then read their btree index by equality
  // (db/fewValuesFilter.ts; bench/lists.bench.ts).
  (t) => [
    index('system_operate_log_tenant_time_idx').on(t.tenantId, t.startTime, t.id),
    // 操作类型 is an equality: one type's rows in the list's order (a seventh of the rows each).
    index('system_operate_log_type_idx').on(t.tenantId, t.type, t.startTime, t.id),
    // 失败 (result code not 0) is a few rows in many: their own index, in the list's order.
    index('system_operate_log_failed_idx').on(t.tenantId, t.startTime, t.id).where(sql`${t.resultCode} <> 0`),
    index('system_operate_log_module_idx').on(t.tenantId, t.module, t.startTime, t.id),
    index('system_operate_log_nickname_idx').on(t.tenantId, t.userNickname, t.startTime, t.id),
  ],
);

/**
 * Each tenant's operators as 操作日志 names them, once: kept by the log's statement triggers
 * (migration 0045), a name added with the first row that has it and removed with the last.
 * 操作人员's "contains" searches these names through trigrams and asks the log for the ones found,
 * by its btree index. On the log, a trigram index served the search badly: every row carries one
 * of a few hundred names, so a two-character name's trigrams were in most rows and its count read
 * thousands of them (2.1-3.7 times slower at a million rows than at ten thousand).
 */
export const operateLogOperator = pgTable(
  'system_operate_log_operator',
  {
    ...tenantColumn,
    userNickname: varchar('user_nickname', { length: 30 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userNickname] }),
    index('system_operate_log_operator_trgm_idx').using('gin', sql`${t.userNickname} gin_trgm_ops`),
  ],
);
