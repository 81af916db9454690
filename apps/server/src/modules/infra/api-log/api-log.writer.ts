/**
 * The API logs' two batch writers (batch-writer.ts): one multi-row insert per batch and table.
 * 访问日志's batch goes as ONE JSON parameter expanded by `json_to_recordset` (PostgreSQL
 * and PGlite alike): on the embedded database, which runs on the server's own thread, that costs
 * half of binding each row's sixteen values (bench/api-log.bench.ts).
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { BatchWriter, type BatchWriterOptions } from './batch-writer.ts';
import { apiAccessLog, apiErrorLog } from './api-log.schema.ts';
import { acrossTenants } from '../../../db/tenantContext.ts';

export type ApiAccessLogRow = Omit<typeof apiAccessLog.$inferInsert, 'id' | 'creator' | 'updater' | 'createTime' | 'updateTime'>;
export type ApiErrorLogRow = Omit<typeof apiErrorLog.$inferInsert, 'id' | 'creator' | 'updater' | 'createTime' | 'updateTime' | 'processStatus' | 'processTime' | 'processUserId'>;

export interface ApiLogs {
  access: BatchWriter<ApiAccessLogRow>;
  errors: BatchWriter<ApiErrorLogRow>;
  /** Writes what both queues hold (tests, before reading). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** The access row's fields, in the insert's column order. */
const ACCESS_FIELDS = [
  'tenantId', 'traceId', 'userId', 'userType', 'applicationName', 'requestMethod', 'requestUrl', 'requestParams',
  'userIp', 'userAgent', 'beginTime', 'endTime', 'duration', 'resultCode', 'resultMsg',
] as const satisfies ReadonlyArray<keyof ApiAccessLogRow>;
const TIMES = new Set<string>(['beginTime', 'endTime']);
const accessColumns = getTableColumns(apiAccessLog);
const columnList = sql.raw(ACCESS_FIELDS.map((f) => `"${accessColumns[f].name}"`).join(', '));
/** Each field under its own name and its column's type; the times as epoch milliseconds. */
const recordType = sql.raw(ACCESS_FIELDS.map((f) => `"${f}" ${TIMES.has(f) ? 'bigint' : accessColumns[f].getSQLType()}`).join(', '));
const recordValues = sql.raw(ACCESS_FIELDS.map((f) => (TIMES.has(f) ? `timestamptz 'epoch' + "${f}" * interval '1 millisecond'` : `"${f}"`)).join(', '));

/**
 * One statement for the whole batch: the rows as they were queued, one JSON array that
 * `json_to_recordset` reads under the fields' own names, the times turned into timestamps by the
 * statement. Nothing is copied or formatted per row on the server's thread, which writes a row
 * for every request (a tenth of a cached route's time went to building them).
 */
function insertAccessRows(db: Db, rows: ApiAccessLogRow[]) {
  return db.execute(
    sql`INSERT INTO ${apiAccessLog} (${columnList}) SELECT ${recordValues} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(${recordType})`,
  );
}

type Tuning = Pick<BatchWriterOptions<unknown>, 'flushMs' | 'batchRows' | 'capacity'>;

export function createApiLogs(db: Db, opts: Tuning & { onError?: (err: unknown, table: string, rows: number) => void } = {}): ApiLogs {
  const { onError, ...tuning } = opts;
  const access = new BatchWriter<ApiAccessLogRow>({
    ...tuning,
    // A batch holds the rows of many requests, so of many tenants; it is written after them.
    insert: (rows) => acrossTenants(() => insertAccessRows(db, rows)),
    onError: (err, rows) => onError?.(err, 'infra_api_access_log', rows.length),
  });
  const errors = new BatchWriter<ApiErrorLogRow>({
    ...tuning,
    insert: (rows) => acrossTenants(() => db.insert(apiErrorLog).values(rows)),
    onError: (err, rows) => onError?.(err, 'infra_api_error_log', rows.length),
  });
  return {
    access,
    errors,
    flush: () => Promise.all([access.flush(), errors.flush()]).then(() => undefined),
    close: () => Promise.all([access.close(), errors.close()]).then(() => undefined),
  };
}
