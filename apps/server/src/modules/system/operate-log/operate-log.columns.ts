/**
 * Shapes an operate-log row so the database cannot refuse it: text loses NUL characters
 * (PostgreSQL text cannot hold them) and is cut to its column's length, integers are brought
 * into their column's range, an invalid time becomes now. The limits are read from the table
 * itself, so a schema change cannot leave them stale. A row that is refused anyway is the
 * writer's concern (see operate-log.writer.ts).
 */
import { getTableColumns } from 'drizzle-orm';
import { operateLog } from './operate-log.schema.ts';
import { cutText } from '../../../platform/bounded-json.ts';

export type OperateLogEntry = Omit<typeof operateLog.$inferInsert, 'id' | 'creator' | 'updater' | 'createTime' | 'updateTime'>;

const INT_RANGE: Record<string, [number, number]> = {
  PgInteger: [-(2 ** 31), 2 ** 31 - 1],
  PgSmallInt: [-(2 ** 15), 2 ** 15 - 1],
};

const columns = getTableColumns(operateLog) as Record<string, { columnType: string; length?: number; getSQLType(): string }>;

function fit(columnType: string, sqlType: string, length: number | undefined, value: unknown): unknown {
  if (typeof value === 'string') {
    const text = value.replaceAll('\u0000', '');
    return length === undefined ? text : cutText(text, length);
  }
  const range = INT_RANGE[columnType];
  if (range && typeof value === 'number') {
    const integer = Number.isFinite(value) ? Math.trunc(value) : 0;
    return Math.min(Math.max(integer, range[0]), range[1]);
  }
  // Times are epoch milliseconds (`timestampMs`), which cannot be written unless finite.
  if (sqlType === 'timestamp with time zone' && !(typeof value === 'number' && Number.isFinite(value))) return Date.now();
  return value;
}

export function fitToColumns(entry: OperateLogEntry): OperateLogEntry {
  const fitted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    const column = columns[key];
    fitted[key] = column ? fit(column.columnType, column.getSQLType(), column.length, value) : value;
  }
  return fitted as OperateLogEntry;
}
