/**
 * An order's price before it is placed, for the settlement page and again inside the create's
 * transaction (so the order is priced with what holds when it is written): the SKUs as they are
 * now, the promotions running now, the member's own coupon, through the calculator.
 */
import { ErrorCodes, SpuStatus } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { skuPropertyValues, skusWithProducts, type SkuPropertyValue, type SkuWithProduct } from '../../product/spu/index.ts';
import { memberCouponOffer } from '../../promotion/coupon/index.ts';
import { discountOffersAt } from '../../promotion/discount/index.ts';
import { calculatePrice, PriceError, type PriceResult } from '../../promotion/price/index.ts';
import { rewardActivityAt } from '../../promotion/reward/index.ts';

export interface OrderLine {
  skuId: number;
  count: number;
}

export interface PricedOrder {
  price: PriceResult;
  /** The order's SKUs by id, in the order of its lines. */
  skus: Map<number, SkuWithProduct>;
  properties: Map<number, SkuPropertyValue[]>;
}

/** The lines with one line per SKU (pieces of a SKU named twice added up), in the order first named. */
export function mergeLines(lines: readonly OrderLine[]): OrderLine[] {
  const counts = new Map<number, number>();
  for (const l of lines) counts.set(l.skuId, (counts.get(l.skuId) ?? 0) + l.count);
  return [...counts.entries()].map(([skuId, count]) => ({ skuId, count }));
}

export async function priceOrder(
  q: Db | Tx,
  scope: TenantScope,
  order: { userId: number; lines: readonly OrderLine[]; couponId?: number },
  now: number,
): Promise<PricedOrder> {
  const lines = mergeLines(order.lines);
  const found = new Map((await skusWithProducts(q, scope, lines.map((l) => l.skuId))).map((s) => [s.id, s]));
  const skus = new Map<number, SkuWithProduct>();
  for (const line of lines) {
    const sku = found.get(line.skuId);
    if (!sku) throw serviceError(ErrorCodes.SKU_NOT_EXISTS);
    if (sku.spuStatus !== SpuStatus.ENABLE) throw serviceError(ErrorCodes.ORDER_SKU_NOT_ON_SALE, sku.spuName);
    if (sku.stock < line.count) throw serviceError(ErrorCodes.SKU_STOCK_NOT_ENOUGH);
    skus.set(sku.id, sku);
  }
  const all = [...skus.values()];
  // One after another: inside the order's transaction they share one connection, which runs one query at a time anyway.
  const discounts = await discountOffersAt(q, scope, all.map((s) => s.id), now);
  const reward = await rewardActivityAt(q, scope, all.map((s) => s.spuId), all.map((s) => s.categoryId), now);
  const coupon = order.couponId ? await memberCouponOffer(q, scope, order.userId, order.couponId, now) : null;
  const properties = await skuPropertyValues(q, scope, all.map((s) => s.id));
  let price: PriceResult;
  try {
    price = calculatePrice({
      items: lines.map((l) => {
        const sku = skus.get(l.skuId)!;
        return { skuId: sku.id, spuId: sku.spuId, categoryId: sku.categoryId, price: sku.price, count: l.count };
      }),
      discounts,
      reward,
      coupon,
      now,
    });
  } catch (err) {
    if (err instanceof PriceError) throw serviceError(ErrorCodes.PRICE_CALCULATE_FAIL, err.message);
    throw err;
  }
  if (price.price.payPrice <= 0) throw serviceError(ErrorCodes.PRICE_CALCULATE_PAY_PRICE_ILLEGAL);
  return { price, skus, properties };
}
