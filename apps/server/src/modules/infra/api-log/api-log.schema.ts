/**
 * The API logs' tables. Global: only the system tenant reads them, across every tenant; each row
 * keeps the caller's tenant (`tenant_id`, so a deleted tenant's rows go with it). Written in
 * batches by the server (api-log.writer.ts), never by a request's own statement.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { Dicts } from '@tenon/contracts';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/** What both logs keep of the request. */
const requestColumns = {
  traceId: varchar('trace_id', { length: 64 }).notNull().default(''),
  userId: integer('user_id').notNull().default(0),
  /** 1 member (app API), 2 administrator (console API), 0 not signed in (dictionary user_type). */
  userType: smallint(Dicts.userType).notNull().default(0),
  applicationName: varchar('application_name', { length: 50 }).notNull(),
  requestMethod: varchar('request_method', { length: 16 }).notNull().default(''),
  requestUrl: varchar('request_url', { length: 255 }).notNull().default(''),
  /** `{"query":…,"body":…}`, secrets masked, at most REQUEST_PARAMS_MAX_CHARS. */
  requestParams: varchar('request_params', { length: 4000 }).notNull().default(''),
  userIp: varchar('user_ip', { length: 50 }).notNull().default(''),
  userAgent: varchar('user_agent', { length: 512 }).notNull().default(''),
};

export const apiAccessLog = pgTable(
  'infra_api_access_log',
  {
    id: idColumn(),
    ...tenantColumn,
    ...requestColumns,
    beginTime: timestampMs('begin_time').notNull(),
    endTime: timestampMs('end_time').notNull(),
    duration: integer('duration').notNull(),
    resultCode: integer('result_code').notNull().default(0),
    resultMsg: varchar('result_msg', { length: 512 }).notNull().default(''),
    ...auditColumns,
  },
  // The list is newest first (id desc; by time within a time range), narrowed by time, caller or
  // outcome; retention by time. Each key ends with tenant_id: on PostgreSQL the row-level policy
  // (migration 0026) tests every row's tenant, and a page's bounded count reads 10,001 index
  // entries, which it can do without visiting the table only if the index holds the tenant.
  (t) => [
    index('infra_api_access_log_begin_time_idx').on(t.beginTime, t.id, t.tenantId),
    index('infra_api_access_log_user_idx').on(t.userId, t.userType, t.id, t.tenantId),
    index('infra_api_access_log_result_code_idx').on(t.resultCode, t.id, t.tenantId),
    // 执行时长 is "at least": a range over duration.
    index('infra_api_access_log_duration_idx').on(t.duration, t.tenantId),
    // "contains" on the application, one of a few, picks among this index's values
    // (db/fewValuesFilter.ts); on the address, among the addresses of apiAccessLogUrl below.
    index('infra_api_access_log_app_idx').on(t.applicationName, t.id, t.tenantId),
    index('infra_api_access_log_url_idx').on(t.requestUrl, t.id, t.tenantId),
  ],
);

/**
 * Every address 访问日志 holds, once: kept by the log's statement triggers (migration 0044), an
 * address added with the first row that has it and removed with the last. 请求地址's "contains"
 * searches these few thousand addresses through trigrams and asks the log for the ones found, by
 * its btree index. A trigram index on the log itself cost every logged request more than all its
 * other indexes together (docs/api-logs.md, "Cost").
 */
export const apiAccessLogUrl = pgTable(
  'infra_api_access_log_url',
  { requestUrl: varchar('request_url', { length: 255 }).primaryKey() },
  (t) => [index('infra_api_access_log_url_trgm_idx').using('gin', sql`${t.requestUrl} gin_trgm_ops`)],
);

export const apiErrorLog = pgTable(
  'infra_api_error_log',
  {
    id: idColumn(),
    ...tenantColumn,
    ...requestColumns,
    exceptionTime: timestampMs('exception_time').notNull(),
    exceptionName: varchar('exception_name', { length: 128 }).notNull().default(''),
    exceptionMessage: text('exception_message').notNull().default(''),
    exceptionRootCauseMessage: text('exception_root_cause_message').notNull().default(''),
    exceptionStackTrace: text('exception_stack_trace').notNull().default(''),
    exceptionClassName: varchar('exception_class_name', { length: 512 }).notNull().default(''),
    exceptionFileName: varchar('exception_file_name', { length: 512 }).notNull().default(''),
    exceptionMethodName: varchar('exception_method_name', { length: 512 }).notNull().default(''),
    exceptionLineNumber: integer('exception_line_number').notNull().default(0),
    /** 0 未处理, 1 已处理, 2 已忽略 (dictionary infra_api_error_log_process_status). */
    processStatus: smallint('process_status').notNull().default(0),
    processTime: timestampMs('process_time'),
    processUserId: integer('process_user_id').notNull().default(0),
    ...auditColumns,
  },
  // tenant_id last, as in 访问日志's keys: the row-level policy reads it.
  (t) => [
    index('infra_api_error_log_exception_time_idx').on(t.exceptionTime, t.tenantId),
    index('infra_api_error_log_process_status_idx').on(t.processStatus, t.id, t.tenantId),
  ],
);
