/**
 * The API logs' two batch writers (batch-writer.ts): one multi-row insert per batch and table.
 * 访问日志's batch goes as ONE JSON parameter expanded by `json_populate_recordset` (PostgreSQL
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
const columnNames = ACCESS_FIELDS.map((f) => accessColumns[f].name);
const columnList = sql.raw(columnNames.map((n) => `"${n}"`).join(', '));

/** One statement for the whole batch: the rows as a JSON array of records keyed by column name. */
function insertAccessRows(db: Db, rows: ApiAccessLogRow[]) {
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    ACCESS_FIELDS.forEach((field, i) => {
      const value = row[field];
      record[columnNames[i]!] = TIMES.has(field) ? new Date(value as number).toISOString() : value;
    });
    return record;
  });
  return db.execute(
    sql`INSERT INTO ${apiAccessLog} (${columnList}) SELECT ${columnList} FROM json_populate_recordset(NULL::${apiAccessLog}, ${JSON.stringify(records)}::json)`,
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
