/** Packages as other features ask for them (the one a tenant is put on, their names), answered here so the package table has one owner. */
import { inArray } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { serviceError } from '../../../platform/errors.ts';
import { tenantPackage } from './tenant-package.schema.ts';

export type PackageRow = typeof tenantPackage.$inferSelect;

/** The package a tenant is being put on: it must exist and be enabled. */
export async function requireEnabledPackage(q: Db | Tx, id: number): Promise<PackageRow> {
  const row = await requireGlobalRow(tenantPackage, id, ErrorCodes.TENANT_PACKAGE_NOT_EXISTS, q);
  if (row.status !== 0) throw serviceError(ErrorCodes.TENANT_PACKAGE_DISABLE, row.name);
  return row;
}

/** The names of the packages among `ids`; an id of no package is left out. */
export async function packageNames(q: Db | Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await q.select({ id: tenantPackage.id, name: tenantPackage.name }).from(tenantPackage).where(inArray(tenantPackage.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
