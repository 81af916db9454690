/**
 * Date-range filters arrive as two `yyyy-MM-dd HH:mm:ss` wall-clock strings (docs/console.md,
 * "Requests and errors"). They are read in the product's time zone by PostgreSQL itself, so
 * PGlite and PostgreSQL agree and no offset arithmetic lives in JavaScript.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export function dateRangeFilter(column: PgColumn, range: string[] | undefined, timeZone: string): SQL | undefined {
  if (!range || range.length !== 2) return undefined;
  const [from, to] = range as [string, string];
  return and(atOrAfter(column, from, timeZone), atOrBefore(column, to, timeZone));
}

/** One end of a range: the column at or after a wall-clock moment (a log's 开始执行时间 filter). */
export const atOrAfter = (column: PgColumn, from: string | undefined, timeZone: string): SQL | undefined =>
  from ? sql`${column} >= (${from}::timestamp AT TIME ZONE ${timeZone})` : undefined;

/** The other end: the column at or before a wall-clock moment. */
export const atOrBefore = (column: PgColumn, to: string | undefined, timeZone: string): SQL | undefined =>
  to ? sql`${column} <= (${to}::timestamp AT TIME ZONE ${timeZone})` : undefined;
