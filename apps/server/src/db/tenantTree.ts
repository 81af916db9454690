/**
 * A tenant-owned tree (a category tree, a generated 树表): `tenantCrud`'s calls with the rules a
 * tree adds, each checked in the writing transaction under the tenant's write lock:
 * - the parent is the root (0) or an existing row, neither the row itself nor one of its descendants;
 * - a name is unique among its siblings (when the tree names its name column);
 * - a row with children is not deleted.
 * `list` answers every row under the filters flat, oldest first: the screen nests them by `parentId`.
 */
import { asc, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '@tenon/contracts';
import { serviceError } from '../platform/errors.ts';
import type { Db, Tx } from './client.ts';
import { requireUnique } from './requireUnique.ts';
import { resourceWhere } from './resourceFilters.ts';
import { EXPORT_READ_LIMIT, tenantCrud, type TenantCrudOptions } from './tenantCrud.ts';
import type { TenantScope } from './tenantScope.ts';

type TreeTable = PgTable & { id: PgColumn; tenantId: PgColumn; parentId: PgColumn };

/** The parent id of a top row. */
export const TREE_ROOT_ID = 0;

export interface TenantTreeOptions<T extends TreeTable> extends Omit<TenantCrudOptions<T>, 'check' | 'inUse'> {
  /** The column a name must be unique in among siblings, if any. */
  name?: keyof T['$inferSelect'] & string;
  errors: {
    parentNotExists: ErrorCode;
    /** The row made its own parent. */
    parentSelf: ErrorCode;
    /** One of its descendants made its parent. */
    parentIsChild: ErrorCode;
    hasChildren: ErrorCode;
    nameTaken?: ErrorCode;
  };
}

/** The row and every row below it, in one recursive query. */
async function descendantsOf(tx: Tx, table: TreeTable, tenantId: number, id: number): Promise<Set<number>> {
  const t = sql.identifier(getTableName(table));
  const parent = sql.identifier(table.parentId.name);
  const result = await tx.execute(sql`
    WITH RECURSIVE below AS (
      SELECT id FROM ${t} WHERE id = ${id} AND tenant_id = ${tenantId}
      UNION
      SELECT r.id FROM ${t} r JOIN below ON r.${parent} = below.id WHERE r.tenant_id = ${tenantId}
    ) SELECT id FROM below`);
  const rows = (result as unknown as { rows?: Array<{ id: number }> }).rows ?? (result as unknown as Array<{ id: number }>);
  return new Set(rows.map((r) => Number(r.id)));
}

export function tenantTree<T extends TreeTable>(db: Db, o: TenantTreeOptions<T>) {
  type Row = T['$inferSelect'];
  const { table, errors } = o;
  const nameColumn = o.name ? (getTableColumns(table) as Record<string, PgColumn>)[o.name] : undefined;
  const check = async (tx: Tx, scope: TenantScope, body: Record<string, unknown>, id?: number) => {
    const parentId = body.parentId as number | undefined;
    if (parentId !== undefined && parentId !== TREE_ROOT_ID) {
      if (parentId === id) throw serviceError(errors.parentSelf);
      const [parent] = await scope.selectFrom(table, eq(table.id, parentId), tx);
      if (!parent) throw serviceError(errors.parentNotExists);
      if (id !== undefined && (await descendantsOf(tx, table, scope.tenantId, id)).has(parentId)) throw serviceError(errors.parentIsChild);
    }
    const name = nameColumn && body[o.name!];
    if (nameColumn && errors.nameTaken && typeof name === 'string') {
      // An update that leaves the parent out keeps its stored one.
      const siblingsOf = parentId ?? (id === undefined ? TREE_ROOT_ID : ((await scope.selectFrom(table, eq(table.id, id), tx))[0] as { parentId: number }).parentId);
      await requireUnique(scope, { table, column: nameColumn, value: name, exceptId: id, within: eq(table.parentId, siblingsOf) }, errors.nameTaken, tx);
    }
  };
  const hasChildren = async (tx: Tx, scope: TenantScope, id: number) => (await tx.select({ id: table.id }).from(table as PgTable).where(scope.where(table, eq(table.parentId, id))).limit(1)).length > 0;
  const crud = tenantCrud(db, { ...o, check, inUse: { check: hasChildren, error: errors.hasChildren } });
  /** Every row under the filters, flat and oldest first, up to the export's limit. */
  const list = (scope: TenantScope, filters: object) =>
    db
      .select()
      .from(table as PgTable)
      .where(scope.where(table, resourceWhere(table, o.resource, filters, o.timeZone)))
      .orderBy(asc(table.id))
      .limit(EXPORT_READ_LIMIT) as Promise<Row[]>;
  // A tree resource's page endpoint is its list (`resourceRoutes` serves `page`), and the export reads the same rows.
  return { ...crud, list, page: list };
}
