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
import { and, asc, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
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

/**
 * A master's sub-table rows (主子表): the body carries them under `field`, each row a table row
 * whose `join` column holds the master's id. They are written in the master's transaction: on
 * update a row with an id is changed, one without is added, a stored one left out is deleted (an
 * update without the field keeps them); they go with the master, and `get` answers them with it.
 */
export interface DetailRows {
  field: string;
  table: CrudTable;
  /** The row's field holding the master's id (`studentId`). */
  join: string;
  /** A row id the master does not own. */
  notFound: ErrorCode;
}

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
  /** The feature's own rules on a create's or an update's body (`id` on an update), in the writing transaction after the uniques. */
  check?: (tx: Tx, scope: TenantScope, body: Record<string, unknown>, id?: number) => Promise<void>;
  details?: DetailRows[];
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
  const details = o.details ?? [];
  /** The body without its detail rows: what the master's own row takes. */
  const ownValues = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([key]) => !details.some((d) => d.field === key)));
  const joinOf = (d: DetailRows) => (getTableColumns(d.table) as Record<string, PgColumn>)[d.join]!;
  const detailsOf = (d: DetailRows, scope: TenantScope, id: number, q: Db | Tx = db) =>
    q.select().from(d.table as PgTable).where(scope.where(d.table, eq(joinOf(d), id))).orderBy(asc(d.table.id)) as Promise<Array<Record<string, unknown>>>;
  const writeDetails = async (tx: Tx, scope: TenantScope, by: string, id: number, body: Record<string, unknown>, creating: boolean) => {
    for (const d of details) {
      const rows = body[d.field] as Array<Record<string, unknown> & { id?: number }> | undefined;
      if (rows === undefined) continue;
      const stored = creating ? new Set<number>() : new Set((await detailsOf(d, scope, id, tx)).map((row) => row.id as number));
      const kept = new Set<number>();
      for (const { id: rowId, ...values } of rows) {
        // On create every row is new; on update an id must be one of this master's rows.
        if (rowId !== undefined && !creating) {
          if (!stored.has(rowId)) throw serviceError(d.notFound);
          kept.add(rowId);
          await scope.update(d.table, { ...values, updater: by } as never, and(eq(d.table.id, rowId), eq(joinOf(d), id))!, tx);
        } else {
          await scope.insert(d.table, { ...values, [d.join]: id, creator: by, updater: by } as never, tx);
        }
      }
      const gone = [...stored].filter((rowId) => !kept.has(rowId));
      if (gone.length) await scope.delete(d.table, and(inArray(d.table.id, gone), eq(joinOf(d), id))!, tx);
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
    get: async (scope: TenantScope, id: number): Promise<Row> => {
      const row = (await requireRow(scope, table, id, o.notFound)) as Row;
      if (!details.length) return row;
      const withDetails: Record<string, unknown> = { ...row };
      for (const d of details) withDetails[d.field] = await detailsOf(d, scope, id);
      return withDetails as Row;
    },
    create: (scope: TenantScope, caller: LoginUser, body: object) =>
      write(scope, async (tx) => {
        await requireUniques(scope, tx, body as Record<string, unknown>);
        await o.check?.(tx, scope, body as Record<string, unknown>);
        const by = String(caller.id);
        const [row] = await scope.insert(table, { ...ownValues(body as Record<string, unknown>), creator: by, updater: by } as never, tx);
        const id = (row as { id: number }).id;
        await writeDetails(tx, scope, by, id, body as Record<string, unknown>, true);
        return id;
      }),
    update: (scope: TenantScope, caller: LoginUser, body: { id: number }) =>
      write(scope, async (tx) => {
        await requireRow(scope, table, body.id, o.notFound, tx);
        await requireUniques(scope, tx, body as Record<string, unknown>, body.id);
        await o.check?.(tx, scope, body as Record<string, unknown>, body.id);
        const { id, ...values } = body;
        // Drizzle leaves out an undefined value: a field the body does not carry keeps its value.
        await scope.update(table, { ...ownValues(values), updater: String(caller.id) } as never, eq(table.id, id), tx);
        await writeDetails(tx, scope, String(caller.id), id, values, false);
        return true;
      }),
    delete: (scope: TenantScope, id: number) =>
      write(scope, async (tx) => {
        await requireRow(scope, table, id, o.notFound, tx);
        if (o.inUse && (await o.inUse.check(tx, scope, id))) throw serviceError(o.inUse.error);
        for (const d of details) await scope.delete(d.table, eq(joinOf(d), id), tx);
        await scope.delete(table, eq(table.id, id), tx);
        return true;
      }),
  };
}

export type TenantCrud<T extends CrudTable> = ReturnType<typeof tenantCrud<T>>;

