/**
 * The data-source feature's door: what a data source holds (the code generator imports tables
 * from it, 数据库文档 describes the master). `dataSourceCatalogue(deps, 0)` is the product's own
 * database; any other id a stored 数据源配置.
 */
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { outboundPolicy } from '../../../platform/outbound-policy.ts';
import { catalogueOf, type DataSourceCatalogue } from './data-source-catalogue.ts';
import { dataSourceConfigServiceOf } from './data-source-config.routes.ts';

export type { DataSourceCatalogue } from './data-source-catalogue.ts';
export type { CatalogueColumn, CatalogueIndex, CatalogueTable, CatalogueTableDetail } from './catalogue-queries.ts';

export type CatalogueDeps = { db: Db; config: Pick<AppConfig, 'secretKey' | 'dataDir' | 'databaseUrl' | 'outbound'> };

export function dataSourceCatalogue(deps: CatalogueDeps, id: number): Promise<DataSourceCatalogue> {
  return catalogueOf({ db: deps.db, configs: dataSourceConfigServiceOf(deps), outbound: outboundPolicy(deps.config.outbound) }, id);
}
/** One table of a database the caller already holds a handle to (the code generator's demo reads the master on the first start's transaction). */
export { readTable as readCatalogueTable, type SqlRunner } from './catalogue-queries.ts';
