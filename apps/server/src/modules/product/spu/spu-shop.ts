/**
 * The products as the shop shows them to members (the app surface's product list and detail):
 * a page of the products on sale with stock, and one product with its SKUs and their values'
 * names. The sales a member sees are the real ones and the merchant's virtual ones together, as
 * the reference shows them. The default order (newest first) and the price order are ones an index
 * of spu.schema.ts gives with the tenant and status, so such a page reads its rows and stops; the
 * sales order (of that sum) has no index yet and sorts the tenant's products on sale.
 */
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { AppSpuSortField, SpuStatus, type ProductSku } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { selectPage, type PageParams } from '../../../db/selectPage.ts';
import { containsText } from '../../../db/textFilter.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { propertiesWithValues } from '../property/index.ts';
import { productSku, productSpu } from './spu.schema.ts';

export interface ShopSpuQuery extends PageParams {
  /** The categories to list (a category and its sub-categories); all without. */
  categoryIds?: readonly number[];
  /** Matched in the product's name (the trigram index serves it). */
  keyword?: string;
  sortField?: string;
  /** Descending without it. */
  sortAsc?: boolean;
}

/** The sales a member sees: real and virtual together. */
const shownSales = sql<number>`(${productSpu.salesCount} + ${productSpu.virtualSalesCount})`;

const shopColumns = {
  id: productSpu.id,
  name: productSpu.name,
  introduction: productSpu.introduction,
  categoryId: productSpu.categoryId,
  picUrl: productSpu.picUrl,
  sliderPicUrls: productSpu.sliderPicUrls,
  specType: productSpu.specType,
  price: productSpu.price,
  marketPrice: productSpu.marketPrice,
  stock: productSpu.stock,
  salesCount: shownSales.mapWith(Number),
};

function orderOf(q: ShopSpuQuery): SQL[] {
  const dir = q.sortAsc ? asc : desc;
  switch (q.sortField) {
    case AppSpuSortField.PRICE:
      return [dir(productSpu.price), desc(productSpu.id)];
    case AppSpuSortField.SALES_COUNT:
      return [dir(shownSales), desc(productSpu.id)];
    default:
      return [desc(productSpu.createTime), desc(productSpu.id)];
  }
}

/** A page of the tenant's products on sale that have stock left, as the reference's app list filters them. */
export function shopSpuPage(db: Db, scope: TenantScope, q: ShopSpuQuery) {
  const ids = q.categoryIds ?? [];
  const where = scope.where(
    productSpu,
    and(
      eq(productSpu.status, SpuStatus.ENABLE),
      gt(productSpu.stock, 0),
      ids.length === 0 ? undefined : ids.length === 1 ? eq(productSpu.categoryId, ids[0]!) : inArray(productSpu.categoryId, [...ids]),
      containsText(productSpu.name, q.keyword),
    ),
  );
  return selectPage(db, productSpu, where, q, ({ limit, offset }) =>
    db.select(shopColumns).from(productSpu).where(where).orderBy(...orderOf(q)).limit(limit).offset(offset),
  );
}

export type ShopSku = Pick<ProductSku, 'id' | 'properties' | 'price' | 'marketPrice' | 'picUrl' | 'stock' | 'weight' | 'volume'>;

/** The tenant's product `id` with its status and its SKUs (values named), or undefined; the caller decides whether a member may see it. */
export async function shopSpuWithSkus(q: Db | Tx, scope: TenantScope, id: number) {
  const [spu] = await q
    .select({ ...shopColumns, status: productSpu.status, description: productSpu.description, videoUrl: productSpu.videoUrl })
    .from(productSpu)
    .where(scope.where(productSpu, eq(productSpu.id, id)))
    .limit(1);
  if (!spu) return undefined;
  const rows = await q.select().from(productSku).where(scope.where(productSku, eq(productSku.spuId, id))).orderBy(asc(productSku.id));
  const propertyIds = [...new Set(rows.flatMap((s) => s.properties.map((p) => p.propertyId)))];
  const properties = propertyIds.length ? await propertiesWithValues(q, scope, { propertyIds }) : [];
  const byId = new Map(properties.map((p) => [p.id, { name: p.name, values: new Map(p.values.map((v) => [v.id, v.name])) }]));
  const skus: ShopSku[] = rows.map((sku) => ({
    id: sku.id,
    properties: sku.properties.map((p) => {
      const property = byId.get(p.propertyId);
      return { propertyId: p.propertyId, propertyName: property?.name ?? '', valueId: p.valueId, valueName: property?.values.get(p.valueId) ?? '' };
    }),
    price: sku.price,
    marketPrice: sku.marketPrice,
    picUrl: sku.picUrl,
    stock: sku.stock,
    weight: sku.weight,
    volume: sku.volume,
  }));
  return { ...spu, skus };
}
