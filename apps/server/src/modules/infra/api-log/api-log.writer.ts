/**
 * The API logs' two batch writers (batch-writer.ts): one multi-row insert per batch and table.
 * 访问日志's batch goes as one array per column, expanded by `unnest` (PostgreSQL and PGlite
 * alike): fifteen parameters whatever the batch's size. On the embedded database, which runs on
 * the server's own thread, binding each row's values cost twice as much (bench/api-log.bench.ts);
 * on PostgreSQL, arrays cost the database half of what one JSON parameter read by
 * `json_to_recordset` did (5 against 10 µs a row before indexes, docs/performance.md).
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
/** Each column's array, typed as its column (the times as epoch milliseconds), and its name in the `unnest`. */
const arrayTypes = ACCESS_FIELDS.map((f) => sql.raw(`::${TIMES.has(f) ? 'bigint' : accessColumns[f].getSQLType()}[]`));
const recordNames = sql.raw(ACCESS_FIELDS.map((f) => `"${f}"`).join(', '));
const recordValues = sql.raw(ACCESS_FIELDS.map((f) => (TIMES.has(f) ? `timestamptz 'epoch' + "${f}" * interval '1 millisecond'` : `"${f}"`)).join(', '));

/**
 * One statement for the whole batch: each field's values as one array parameter, `unnest`
 * zipping them back into rows, the times turned into timestamps by the statement. Nothing is
 * formatted per row on the server's thread, which writes a row for every request.
 */
function insertAccessRows(db: Db, rows: ApiAccessLogRow[]) {
  const arrays = sql.join(
    ACCESS_FIELDS.map((f, i) => sql`${sql.param(rows.map((r) => r[f]))}${arrayTypes[i]}`),
    sql`, `,
  );
  return db.execute(sql`INSERT INTO ${apiAccessLog} (${columnList}) SELECT ${recordValues} FROM unnest(${arrays}) AS r(${recordNames})`);
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
