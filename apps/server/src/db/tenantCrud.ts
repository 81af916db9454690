/**
 * The five calls of a tenant-owned resource (create, update, delete, get, page) and the list its
 * export reads, from its table and its contract resource, with the rules most of them share:
 * - every query through the request's `TenantScope`, so another tenant's row is "not found";
 * - the page filtered by the resource's filter kinds (`resourceWhere`), newest first;
 * - values unique within the tenant, checked in the writing transaction after `lock`
 *   (the tenant's write lock), so no twin slips in between the check and the write;
 * - `inUse` refuses to delete a row something still uses, in the same transaction;
 * - `simpleList`: the enabled rows' ids and names in their display order (the pickers' lists).
 * A feature with rules of its own keeps its own service and may still use the pieces.
 */
import { asc, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ErrorCode, Resource } from '@tenon/contracts';
import type { LoginUser } from '../platform/context.ts';
import { serviceError } from '../platform/errors.ts';
import type { Db, Tx } from './client.ts';
import { requireRow } from './requireRow.ts';
import { requireUnique } from './requireUnique.ts';
import { resourceWhere } from './resourceFilters.ts';
import { selectPage, type PageParams } from './selectPage.ts';
import type { TenantScope } from './tenantScope.ts';

type CrudTable = PgTable & { id: PgColumn; tenantId: PgColumn };

export interface TenantCrudOptions<T extends CrudTable> {
  table: T;
  resource: Resource;
  notFound: ErrorCode;
  /** Values no two rows of a tenant may share, each with the error that says so. */
  unique?: Array<{ field: keyof T['$inferSelect'] & string; taken: ErrorCode }>;
  /** Taken first in each write's transaction (the tenant's write lock). */
  lock?: (tx: Tx, tenantId: number) => Promise<unknown>;
  /** A row something still uses is not deleted: `check` says whether it is, `error` why not. */
  inUse?: { check: (q: Tx, scope: TenantScope, id: number) => Promise<boolean>; error: ErrorCode };
  timeZone: string;
}

/** The most rows an export reads: one past the cap, so the export can say it is too many. */
export const EXPORT_READ_LIMIT = 50_001;

export function tenantCrud<T extends CrudTable>(db: Db, o: TenantCrudOptions<T>) {
  type Row = T['$inferSelect'];
  const { table } = o;
  const where = (scope: TenantScope, filters: object): SQL => scope.where(table, resourceWhere(table, o.resource, filters, o.timeZone));
  const columns = getTableColumns(table);
  const requireUniques = async (scope: TenantScope, tx: Tx, body: Record<string, unknown>, exceptId?: number) => {
    for (const { field, taken } of o.unique ?? []) {
      const value = body[field];
      if (value !== undefined) await requireUnique(scope, { table, column: columns[field]!, value: value as string | number, exceptId }, taken, tx);
    }
  };
  const write = <R>(scope: TenantScope, work: (tx: Tx) => Promise<R>) =>
    db.transaction(async (tx) => {
      await o.lock?.(tx, scope.tenantId);
      return work(tx);
    });
  return {
    page: (scope: TenantScope, q: PageParams & object) =>
      selectPage(db, table, where(scope, q), q, ({ limit, offset }) =>
        db.select().from(table as PgTable).where(where(scope, q)).orderBy(desc(table.id)).limit(limit).offset(offset) as Promise<Row[]>,
      ),
    /** Every row under the page's filters, in its order, up to the export's limit. */
    list: (scope: TenantScope, filters: object) =>
      db.select().from(table as PgTable).where(where(scope, filters)).orderBy(desc(table.id)).limit(EXPORT_READ_LIMIT) as Promise<Row[]>,
    /** The enabled rows (status 0) as `{ id, name }`, by `sort` then id: what a picker lists. */
    simpleList: (scope: TenantScope) => {
      const { id, name, sort, status } = columns as Record<string, PgColumn>;
      return db.select({ id: id!, name: name! }).from(table as PgTable).where(scope.where(table, eq(status!, 0))).orderBy(asc(sort!), asc(id!)) as Promise<Array<{ id: number; name: string }>>;
    },
    get: (scope: TenantScope, id: number) => requireRow(scope, table, id, o.notFound) as Promise<Row>,
    create: (scope: TenantScope, caller: LoginUser, body: object) =>
      write(scope, async (tx) => {
        await requireUniques(scope, tx, body as Record<string, unknown>);
        const by = String(caller.id);
        const [row] = await scope.insert(table, { ...body, creator: by, updater: by } as never, tx);
        return (row as { id: number }).id;
      }),
    update: (scope: TenantScope, caller: LoginUser, body: { id: number }) =>
      write(scope, async (tx) => {
        await requireRow(scope, table, body.id, o.notFound, tx);
        await requireUniques(scope, tx, body as Record<string, unknown>, body.id);
        const { id, ...values } = body;
        // Drizzle leaves out an undefined value: a field the body does not carry keeps its value.
        await scope.update(table, { ...values, updater: String(caller.id) } as never, eq(table.id, id), tx);
        return true;
      }),
    delete: (scope: TenantScope, id: number) =>
      write(scope, async (tx) => {
        await requireRow(scope, table, id, o.notFound, tx);
        if (o.inUse && (await o.inUse.check(tx, scope, id))) throw serviceError(o.inUse.error);
        await scope.delete(table, eq(table.id, id), tx);
        return true;
      }),
  };
}

export type TenantCrud<T extends CrudTable> = ReturnType<typeof tenantCrud<T>>;

