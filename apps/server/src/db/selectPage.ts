/**
 * One page of a list screen and the size of the whole list, counted under the same condition,
 * so a page and its total can never disagree about the filters.
 *
 * The rows are read first: a page that is not full ends the list, so its total is the rows
 * before it plus its own, and no count is sent. A filtered search, a to-do list, a small
 * tenant's screens are mostly that: one statement instead of two. Only a full page, or one past
 * the end, asks for the count.
 *
 * The count stops at PAGE_TOTAL_CAP + 1 rows (docs/performance-lists.md): a list of a million
 * rows answers `total` 10,001 and `totalCapped: true` instead of reading the whole table for an
 * exact figure, so its page costs what it costs at ten thousand.
 */
import { count, sql, type SQL } from 'drizzle-orm';
import { PAGE_TOTAL_CAP } from '@tenon/contracts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

/** The paging fields of a page query (`PageParam` in the contracts), both optional. */
export interface PageParams {
  pageNo?: number;
  pageSize?: number;
}

/** What a page query turns into: the rows to skip and to read. */
export interface PageWindow {
  limit: number;
  offset: number;
}

export interface Page<Row> {
  list: Row[];
  total: number;
  /** True when more rows match than PAGE_TOTAL_CAP: `total` is then PAGE_TOTAL_CAP + 1, a lower bound. */
  totalCapped?: boolean;
}

/** The reference's defaults: the first page, ten rows. */
export function pageWindow({ pageNo = 1, pageSize = 10 }: PageParams): PageWindow {
  return { limit: pageSize, offset: (pageNo - 1) * pageSize };
}

/**
 * `readRows` reads the page's rows of `table` under `where` in the list's order, limited to the
 * window it is given; the total counts the rows of `table` under the same `where`, up to the cap.
 */
export async function selectPage<Row>(
  db: Db | Tx,
  table: PgTable,
  where: SQL | undefined,
  page: PageParams,
  readRows: (window: PageWindow) => Promise<Row[]>,
): Promise<Page<Row>> {
  const window = pageWindow(page);
  const list = await readRows(window);
  const end = window.offset + list.length;
  if (list.length > 0 && list.length < window.limit && end <= PAGE_TOTAL_CAP) return { list, total: end };
  if (list.length === 0 && window.offset === 0) return { list, total: 0 };
  const total = await boundedCount(db, table, where);
  return total > PAGE_TOTAL_CAP ? { list, total, totalCapped: true } : { list, total };
}

/** The rows of `table` under `where`, counted up to PAGE_TOTAL_CAP + 1 and no further. */
export async function boundedCount(db: Db | Tx, table: PgTable, where: SQL | undefined): Promise<number> {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(PAGE_TOTAL_CAP + 1)
    .as('matching');
  const [counted] = await db.select({ total: count() }).from(matching);
  return counted!.total;
}
