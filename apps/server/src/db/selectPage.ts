/**
 * One page of a list screen and the size of the whole list, counted under the same condition,
 * so a page and its total can never disagree about the filters. The two queries run side by side.
 */
import { count, type SQL } from 'drizzle-orm';
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
}

/** The reference's defaults: the first page, ten rows. */
export function pageWindow({ pageNo = 1, pageSize = 10 }: PageParams): PageWindow {
  return { limit: pageSize, offset: (pageNo - 1) * pageSize };
}

/**
 * `readRows` reads the page's rows of `table` under `where` in the list's order, limited to the
 * window it is given; the total counts every row of `table` under the same `where`.
 */
export async function selectPage<Row>(
  db: Db | Tx,
  table: PgTable,
  where: SQL | undefined,
  page: PageParams,
  readRows: (window: PageWindow) => Promise<Row[]>,
): Promise<Page<Row>> {
  const [list, [counted]] = await Promise.all([readRows(pageWindow(page)), db.select({ total: count() }).from(table).where(where)]);
  return { list, total: counted!.total };
}
