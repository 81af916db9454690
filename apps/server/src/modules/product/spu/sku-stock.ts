/**
 * What an order does to its SKUs' stock, inside the order's own transaction: reserve (create) and
 * give back (cancel, timeout). A reservation is one conditional `UPDATE … WHERE stock >= n` per
 * SKU, so two buyers of the last unit cannot both succeed whatever the isolation level; SKUs are
 * taken in id order so two orders of the same SKUs lock them in one order and never deadlock.
 * Sales counts move with the stock (the product's summary columns too).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { productSku, productSpu } from './spu.schema.ts';

export interface StockLine {
  skuId: number;
  count: number;
}

/** Pieces per SKU, in SKU id order (the lock order). */
function bySku(lines: readonly StockLine[]): Array<[number, number]> {
  const counts = new Map<number, number>();
  for (const l of lines) counts.set(l.skuId, (counts.get(l.skuId) ?? 0) + l.count);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]);
}

async function moveSpus(tx: Tx, scope: TenantScope, bySpu: Map<number, number>, sign: 1 | -1) {
  for (const [spuId, n] of [...bySpu.entries()].sort((a, b) => a[0] - b[0])) {
    await scope.update(
      productSpu,
      { stock: sql`${productSpu.stock} - ${sign * n}`, salesCount: sql`greatest(${productSpu.salesCount} + ${sign * n}, 0)` },
      eq(productSpu.id, spuId),
      tx,
    );
  }
}

/** Takes each line's pieces off its SKU's stock, or throws 商品 SKU 库存不足 (the caller's transaction then rolls back). */
export async function reserveSkuStock(tx: Tx, scope: TenantScope, lines: readonly StockLine[]): Promise<void> {
  const bySpu = new Map<number, number>();
  for (const [skuId, n] of bySku(lines)) {
    const [row] = await tx
      .update(productSku)
      .set({ stock: sql`${productSku.stock} - ${n}`, salesCount: sql`${productSku.salesCount} + ${n}` })
      .where(scope.where(productSku, and(eq(productSku.id, skuId), gte(productSku.stock, n))))
      .returning({ spuId: productSku.spuId });
    if (!row) throw serviceError(ErrorCodes.SKU_STOCK_NOT_ENOUGH);
    bySpu.set(row.spuId, (bySpu.get(row.spuId) ?? 0) + n);
  }
  await moveSpus(tx, scope, bySpu, 1);
}

/** Gives each line's pieces back to its SKU (a cancelled or expired order). A SKU deleted since is skipped. */
export async function releaseSkuStock(tx: Tx, scope: TenantScope, lines: readonly StockLine[]): Promise<void> {
  const bySpu = new Map<number, number>();
  for (const [skuId, n] of bySku(lines)) {
    const [row] = await tx
      .update(productSku)
      .set({ stock: sql`${productSku.stock} + ${n}`, salesCount: sql`greatest(${productSku.salesCount} - ${n}, 0)` })
      .where(scope.where(productSku, eq(productSku.id, skuId)))
      .returning({ spuId: productSku.spuId });
    if (row) bySpu.set(row.spuId, (bySpu.get(row.spuId) ?? 0) + n);
  }
  await moveSpus(tx, scope, bySpu, -1);
}
