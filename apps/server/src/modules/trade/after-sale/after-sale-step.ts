/**
 * One step of an after-sale's life (agree, disagree, the buyer's return, receive, refuse,
 * cancel): one transaction with the after-sale's row locked, its status checked against the
 * states the step starts from, the change, whatever else the step moves (the order item's
 * after-sale status) and the log line. So of two agrees at once, the second finds 商品待退货 and
 * is refused.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { ErrorCodes, type ErrorCode } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { writeAfterSaleLog, type AfterSaleOperate } from './after-sale-log.ts';
import { tradeAfterSale } from './trade-after-sale.schema.ts';

export type AfterSaleRow = typeof tradeAfterSale.$inferSelect;

/** After-sale `id` with its row locked; with `ownerId`, only that member's (anyone else's is "not found"). */
export async function lockAfterSale(tx: Tx, scope: TenantScope, id: number, ownerId?: number): Promise<AfterSaleRow> {
  const own: SQL | undefined = ownerId === undefined ? undefined : eq(tradeAfterSale.userId, ownerId);
  const [row] = await tx.select().from(tradeAfterSale).where(scope.where(tradeAfterSale, and(eq(tradeAfterSale.id, id), own))).for('update');
  if (!row) throw serviceError(ErrorCodes.AFTER_SALE_NOT_FOUND);
  return row;
}

export interface AfterSaleStep {
  /** The states the step starts from, and the refusal when the after-sale is in none of them. */
  from: readonly number[];
  refused: ErrorCode;
  to: (row: AfterSaleRow) => number;
  /** Who takes it: TradeLogUserType and their id. */
  by: { userType: number; userId: number };
  operate: AfterSaleOperate;
  /** The fields the step records besides the status, and the log text's placeholders. */
  set?: Partial<typeof tradeAfterSale.$inferInsert>;
  params?: Record<string, string>;
  /** Checks that need the row, and what else the step changes, in its transaction. */
  before?: (row: AfterSaleRow, tx: Tx) => Promise<void>;
  after?: (row: AfterSaleRow, tx: Tx) => Promise<void>;
  /** Only the member's own after-sale (the app surface). */
  ownerId?: number;
}

export function takeStep(db: Db, scope: TenantScope, id: number, step: AfterSaleStep): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockAfterSale(tx, scope, id, step.ownerId);
    if (!step.from.includes(row.status)) throw serviceError(step.refused);
    await step.before?.(row, tx);
    const to = step.to(row);
    await scope.update(tradeAfterSale, { ...step.set, status: to, updater: String(step.by.userId) }, eq(tradeAfterSale.id, id), tx);
    await step.after?.(row, tx);
    await writeAfterSaleLog(tx, scope, { afterSaleId: id, ...step.by, beforeStatus: row.status, afterStatus: to, operate: step.operate, params: step.params });
    return true;
  });
}
