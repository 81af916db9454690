/**
 * A data source's catalogue: its tables, and one table's columns and indexes. The master (id 0)
 * is read through the app's own Drizzle handle (PGlite or PostgreSQL); a stored configuration
 * through a fresh read-only connection per call, checked by the outbound policy and ended after
 * it (data-source-connection.ts).
 */
import { MASTER_DATA_SOURCE_ID } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { listTables, readAllTables, readTable, type CatalogueTable, type CatalogueTableDetail, type SqlRunner } from './catalogue-queries.ts';
import { withDataSource } from './data-source-connection.ts';
import type { DataSourceConfigService } from './data-source-config.service.ts';
import type { OutboundPolicy } from '../../../platform/outbound-policy.ts';

export interface DataSourceCatalogue {
  /** The tables of schema `public`, by name; `name` and `comment` filter (contains, case-insensitive). */
  listTables(filter?: { name?: string; comment?: string }): Promise<CatalogueTable[]>;
  /** One table with its columns and indexes; undefined when it does not exist. */
  table(name: string): Promise<CatalogueTableDetail | undefined>;
  /** Every table with its detail, in name order. */
  allTables(): Promise<CatalogueTableDetail[]>;
}

/** Reads a data source. A stored configuration that does not exist is DATA_SOURCE_CONFIG_NOT_EXISTS. */
export async function catalogueOf(env: { db: Db; configs: DataSourceConfigService; outbound: Pick<OutboundPolicy, 'resolve'> }, id: number): Promise<DataSourceCatalogue> {
  let on: <T>(work: (run: SqlRunner) => Promise<T>) => Promise<T>;
  if (id === MASTER_DATA_SOURCE_ID) {
    const run: SqlRunner = (query) => env.db.execute(query);
    on = (work) => work(run);
  } else {
    const login = await env.configs.login(id);
    on = (work) => withDataSource(env.outbound, login, work);
  }
  return {
    listTables: (filter) => on((run) => listTables(run, filter)),
    table: (name) => on((run) => readTable(run, name)),
    allTables: () => on((run) => readAllTables(run)),
  };
}
