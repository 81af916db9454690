/** New packages with the ids they are given (the first start's demo package), written here so the package table has one owner. */
import type { Db, Tx } from '../../../db/client.ts';
import { tenantPackage } from './tenant-package.schema.ts';

export type NewPackage = typeof tenantPackage.$inferInsert;

export async function insertPackages(q: Db | Tx, rows: NewPackage[]): Promise<void> {
  await q.insert(tenantPackage).values(rows);
}
