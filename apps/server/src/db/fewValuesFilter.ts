/**
 * "Contains" over a column that holds few distinct values however many rows it has: a log's 模块
 * (操作日志), handler (调度日志) and application (访问日志). A trigram index serves such a search
 * badly: every row carries the same few values' trigrams, so each looks up a posting list of most
 * of the table (调度日志's handler search took 122 ms at a million rows, 10 ms at ten thousand).
 *
 * Here the column's distinct values are read from its btree index by a skip scan (one index probe
 * per value, whatever the table's size), the ones that contain the text are picked, and the
 * list's condition becomes an equality on them: the index (value first, then the list's order)
 * hands a page its rows in order, and a bounded count reads the index alone. The answer is the
 * rows a plain ILIKE finds. A column with more than MAX_VALUES distinct values is not "few": the
 * search is then a plain ILIKE.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';
import { containsPattern, containsText } from './textFilter.ts';

/** Distinct values read at most: a thousand index probes take a few milliseconds. */
export const MAX_VALUES = 1000;

/**
 * The column's values that contain the text, read as above; `undefined` when the column holds
 * more than `maxValues` distinct values (not "few": search it with a plain ILIKE). `within`
 * narrows the values to the rows a caller may see (the tenant's, for a tenant's log): the index's
 * leading columns, so the skip scan stays inside them.
 */
export async function valuesContaining(
  db: Db | Tx,
  column: PgColumn,
  pattern: string,
  opts: { within?: SQL; maxValues?: number } = {},
): Promise<string[] | undefined> {
  const { within = sql`true`, maxValues = MAX_VALUES } = opts;
  const table = sql.identifier(getTableConfig(column.table as PgTable).name);
  const name = sql.identifier(column.name);
  const result = await db.execute(sql`
    WITH RECURSIVE found(value, n) AS (
      (SELECT ${name}, 1 FROM ${table} WHERE ${within} ORDER BY ${name} LIMIT 1)
      UNION ALL
      SELECT (SELECT ${name} FROM ${table} WHERE ${within} AND ${name} > found.value ORDER BY ${name} LIMIT 1), found.n + 1
      FROM found WHERE found.value IS NOT NULL AND found.n <= ${maxValues}
    )
    SELECT coalesce(array_agg(value) FILTER (WHERE value ILIKE ${pattern}), '{}') AS matching, count(value)::int AS seen
    FROM found`);
  type Found = { matching: string[]; seen: number };
  // Both drivers answer `execute` with `{ rows }`; an aggregate without GROUP BY is always one row.
  const [{ matching, seen }] = (result as unknown as { rows: [Found] }).rows;
  return seen > maxValues ? undefined : matching;
}

/**
 * The condition for the rows whose `column` contains `text`, given what `valuesContaining` found:
 * those values, a plain "contains" when they were too many to read, and `undefined` when no value
 * matches (no row can).
 */
export function amongValues(column: PgColumn, text: string | undefined, matching: string[] | undefined): SQL | undefined {
  if (matching === undefined) return containsText(column, text);
  return matching.length > 0 ? inArray(column, matching) : undefined;
}

/** The list's condition for a "contains" search over such a column (none for blank text). */
export async function containsAmongFew(
  db: Db | Tx,
  column: PgColumn,
  text: string | undefined,
  opts: { within?: SQL; maxValues?: number } = {},
): Promise<SQL | undefined> {
  const pattern = containsPattern(text);
  if (pattern === undefined) return undefined;
  return amongValues(column, text, await valuesContaining(db, column, pattern, opts)) ?? sql`false`;
}

/**
 * The same search where the column's values are listed in a table of their own, kept by triggers
 * (`listed` is that table's value column; 访问日志's addresses: too many for a skip scan, and new
 * ones come with every file viewed; 操作日志's operators, listed per tenant): the listed values
 * that contain the text, through the list's own trigram index, then an equality on the column's
 * btree index. The big table needs no trigram index, which each of its inserts would pay for.
 * `within` narrows the list to what the caller may see (the tenant's operators).
 */
export async function containsAmongListed(
  db: Db | Tx,
  column: PgColumn,
  listed: PgColumn,
  text: string | undefined,
  opts: { within?: SQL; maxValues?: number } = {},
): Promise<SQL | undefined> {
  const pattern = containsPattern(text);
  if (pattern === undefined) return undefined;
  const { within, maxValues = MAX_VALUES } = opts;
  const found = await db
    .select({ value: listed })
    .from(listed.table as PgTable)
    .where(within ? sql`${within} AND ${listed} ILIKE ${pattern}` : sql`${listed} ILIKE ${pattern}`)
    .limit(maxValues + 1);
  const matching = found.length > maxValues ? undefined : found.map((r) => r.value as string);
  return amongValues(column, text, matching) ?? sql`false`;
}
