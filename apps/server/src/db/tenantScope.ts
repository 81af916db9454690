/**
 * Tenant scoping, in one place. Every read and write of a tenant-owned table goes through a
 * `TenantScope`, which adds `tenant_id = <the request's tenant>` to each query and stamps it on
 * each insert. Services never write that condition themselves, so none can forget it; a row of
 * another tenant is simply not there ("not found").
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

type TenantTable = PgTable & { tenantId: PgColumn };

export interface TenantScope {
  readonly tenantId: number;
  /** The `WHERE` condition for `table` in this tenant, combined with an optional filter. */
  where(table: TenantTable, filter?: SQL): SQL;
  selectFrom<T extends TenantTable>(table: T, filter?: SQL, q?: Db | Tx): Promise<T['$inferSelect'][]>;
  insert<T extends TenantTable>(
    table: T,
    values: Omit<T['$inferInsert'], 'tenantId'> | Omit<T['$inferInsert'], 'tenantId'>[],
    q?: Db | Tx,
  ): Promise<T['$inferSelect'][]>;
  update<T extends TenantTable>(table: T, set: PgUpdateSetSource<T>, filter: SQL, q?: Db | Tx): Promise<number>;
  delete<T extends TenantTable>(table: T, filter: SQL, q?: Db | Tx): Promise<number>;
}

/**
 * `table`'s rows of one tenant, with an optional filter: the scope's condition, for code that has
 * a tenant id but no scope (a worker, a query inside the workflow engine's transaction).
 */
export const tenantWhere = (table: TenantTable, tenantId: number, filter?: SQL): SQL =>
  (filter ? and(eq(table.tenantId, tenantId), filter) : eq(table.tenantId, tenantId)) as SQL;

/**
 * The join condition that keeps a joined tenant-owned table in the tenant of the row it joins
 * (`a.tenant_id = b.tenant_id`), so an id shared across tenants never pairs rows of two tenants.
 * Either side may be an owner's subquery of such a table that selects its `tenantId`.
 */
export const sameTenant = (a: Pick<TenantTable, 'tenantId'>, b: Pick<TenantTable, 'tenantId'>): SQL => eq(a.tenantId, b.tenantId);

export function tenantScope(db: Db, tenantId: number): TenantScope {
  const where = (table: TenantTable, filter?: SQL) => tenantWhere(table, tenantId, filter);
  return {
    tenantId,
    where,
    selectFrom: async (table, filter, q = db) =>
      (await q.select().from(table as PgTable).where(where(table, filter))) as never,
    insert: async (table, values, q = db) => {
      const rows = (Array.isArray(values) ? values : [values]).map((v) => ({ ...v, tenantId }));
      return (await q.insert(table).values(rows as never).returning()) as never;
    },
    update: async (table, set, filter, q = db) => {
      const rows = await q.update(table).set(set).where(where(table, filter)).returning();
      return (rows as unknown[]).length;
    },
    delete: async (table, filter, q = db) => {
      const rows = await q.delete(table).where(where(table, filter)).returning();
      return (rows as unknown[]).length;
    },
  };
}
