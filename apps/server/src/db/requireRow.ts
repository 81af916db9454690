/**
 * A tenant's row by id, or the entity's own "not found" error. A row of another tenant is not
 * found either: the lookup goes through the request's `TenantScope`.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '@tenon/contracts';
import type { Db, Tx } from './client.ts';
import type { TenantScope } from './tenantScope.ts';
import { serviceError } from '../platform/errors.ts';

type TenantTableWithId = PgTable & { tenantId: PgColumn; id: PgColumn };

export async function requireRow<T extends TenantTableWithId>(
  scope: TenantScope,
  table: T,
  id: number,
  notFound: ErrorCode,
  q?: Db | Tx,
): Promise<T['$inferSelect']> {
  const [row] = await scope.selectFrom(table, eq(table.id, id), q);
  if (!row) throw serviceError(notFound);
  return row;
}

/** The same lookup on a global table (tenants, packages, menus), which belongs to no tenant. */
export async function requireGlobalRow<T extends PgTable & { id: PgColumn }>(
  table: T,
  id: number,
  notFound: ErrorCode,
  q: Db | Tx,
): Promise<T['$inferSelect']> {
  const [row] = await q
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  if (!row) throw serviceError(notFound);
  return row as T['$inferSelect'];
}
