/**
 * What every activity (限时折扣, 满减送, 秒杀) does the same way once written: it is closed unless
 * already closed or ended, and deleted only when closed or ended, with the rows listing its
 * products; each step in one transaction under the tenant's write lock. Each activity names its
 * own table and error codes (the reference's texts differ per activity).
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ActivityStatus, activityStatus, CommonStatus, type ErrorCode } from '@tenon/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { requireRow } from '../../db/requireRow.ts';
import type { TenantScope } from '../../db/tenantScope.ts';
import { serviceError } from '../../platform/errors.ts';
import { lockTenantWrites } from '../system/tenant/index.ts';

type ActivityTable = PgTable & { tenantId: PgColumn; id: PgColumn; status: PgColumn; startTime: PgColumn; endTime: PgColumn; updater: PgColumn };
type ProductTable = PgTable & { tenantId: PgColumn; activityId: PgColumn };

export interface ActivityKind {
  table: ActivityTable;
  /** The table of its products, deleted with it (none for 满减送, whose products are ids in a column). */
  products?: ProductTable;
  errors: { notExists: ErrorCode; closeClosed: ErrorCode; closeEnded: ErrorCode; deleteNotDone: ErrorCode };
}

interface ActivityRow {
  status: number;
  startTime: number;
  endTime: number;
}

// The tables are any of the three, whose rows all carry these columns; drizzle types a table met
// only through its columns' names as a record of unknowns.
const activityRow = async (scope: TenantScope, kind: ActivityKind, id: number, tx: Tx) =>
  (await requireRow(scope, kind.table, id, kind.errors.notExists, tx)) as unknown as ActivityRow;

export async function closeActivity(db: Db, scope: TenantScope, kind: ActivityKind, id: number, by: string): Promise<boolean> {
  await db.transaction(async (tx) => {
    await lockTenantWrites(tx, scope.tenantId);
    const row = await activityRow(scope, kind, id, tx);
    const state = activityStatus(row, Date.now());
    if (state === ActivityStatus.CLOSE) throw serviceError(kind.errors.closeClosed);
    if (state === ActivityStatus.END) throw serviceError(kind.errors.closeEnded);
    await scope.update(kind.table, { status: CommonStatus.DISABLE, updater: by }, eq(kind.table.id, id), tx);
  });
  return true;
}

/** Nothing runs any more once closed or ended, so either may go (the reference's discounts want it closed). */
export async function deleteActivity(db: Db, scope: TenantScope, kind: ActivityKind, id: number): Promise<boolean> {
  await db.transaction(async (tx) => {
    await lockTenantWrites(tx, scope.tenantId);
    const row = await activityRow(scope, kind, id, tx);
    const state = activityStatus(row, Date.now());
    if (state !== ActivityStatus.CLOSE && state !== ActivityStatus.END) throw serviceError(kind.errors.deleteNotDone);
    if (kind.products) await scope.delete(kind.products, eq(kind.products.activityId, id), tx);
    await scope.delete(kind.table, eq(kind.table.id, id), tx);
  });
  return true;
}
