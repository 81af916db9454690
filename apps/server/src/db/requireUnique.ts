/**
 * "Already taken" checks: a value of a column must not be held by another row. The row being
 * updated is left out (`exceptId`), so saving a row unchanged is no clash. Call it inside the
 * write's transaction under the tenant's write lock (`lockTenantWrites`) when the column has no
 * unique index, so no twin can be written between the check and the write.
 */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '@tenon/contracts';
import type { Db, Tx } from './client.ts';
import type { TenantScope } from './tenantScope.ts';
import { serviceError } from '../platform/errors.ts';

type TableWithId = PgTable & { id: PgColumn };

export interface UniqueValue<T extends TableWithId> {
  table: T;
  column: PgColumn;
  value: string | number;
  /** The row being updated, which may keep its own value. */
  exceptId?: number;
  /** Narrows where the value must be unique (e.g. among one parent's children). */
  within?: SQL;
}

/** Throws `taken` (its `{}` filled with the value) when another row of the tenant holds the value. */
export function requireUnique<T extends TableWithId & { tenantId: PgColumn }>(
  scope: TenantScope,
  unique: UniqueValue<T>,
  taken: ErrorCode,
  q: Db | Tx,
): Promise<void> {
  return requireUniqueWhere(unique, taken, q, (condition) => scope.where(unique.table, condition));
}

/** The same check on a global table (tenants, packages, menus), which belongs to no tenant. */
export function requireUniqueGlobally<T extends TableWithId>(unique: UniqueValue<T>, taken: ErrorCode, q: Db | Tx): Promise<void> {
  return requireUniqueWhere(unique, taken, q, (condition) => condition);
}

async function requireUniqueWhere<T extends TableWithId>(
  { table, column, value, exceptId, within }: UniqueValue<T>,
  taken: ErrorCode,
  q: Db | Tx,
  inScope: (condition: SQL | undefined) => SQL | undefined,
): Promise<void> {
  const others = exceptId === undefined ? undefined : ne(table.id, exceptId);
  const [twin] = await q
    .select({ id: table.id })
    .from(table as PgTable)
    .where(inScope(and(eq(column, value), others, within)))
    .limit(1);
  if (twin) throw serviceError(taken, value);
}
