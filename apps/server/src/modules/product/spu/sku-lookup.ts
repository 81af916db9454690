/**
 * The SKUs other areas name (promotions list them, orders will price them): each with its product's
 * name, category and picture and the names of its values, read in two queries whatever the count.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { propertiesWithValues } from '../property/index.ts';
import { productSku, productSpu } from './spu.schema.ts';

export interface SkuWithProduct {
  id: number;
  spuId: number;
  spuName: string;
  spuStatus: number;
  categoryId: number;
  /** The SKU's own picture, else its product's. */
  picUrl: string;
  /** Its values, e.g. '黑色 128G' ('' for a product of one specification). */
  name: string;
  price: number;
  marketPrice: number;
  stock: number;
}

/** The tenant's SKUs among `ids`, in no particular order; an id of another tenant or of none is left out. */
export async function skusWithProducts(q: Db | Tx, scope: TenantScope, ids: readonly number[]): Promise<SkuWithProduct[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const skus = await q.select().from(productSku).where(scope.where(productSku, inArray(productSku.id, unique)));
  if (!skus.length) return [];
  const spus = await q
    .select({ id: productSpu.id, name: productSpu.name, status: productSpu.status, categoryId: productSpu.categoryId, picUrl: productSpu.picUrl })
    .from(productSpu)
    .where(scope.where(productSpu, inArray(productSpu.id, [...new Set(skus.map((s) => s.spuId))])));
  const spuById = new Map(spus.map((s) => [s.id, s]));
  const propertyIds = [...new Set(skus.flatMap((s) => s.properties.map((p) => p.propertyId)))];
  const properties = propertyIds.length ? await propertiesWithValues(q, scope, { propertyIds }) : [];
  const valueName = new Map(properties.flatMap((p) => p.values.map((v) => [v.id, v.name] as const)));
  return skus.flatMap((sku) => {
    const spu = spuById.get(sku.spuId);
    if (!spu) return [];
    return [{
      id: sku.id,
      spuId: sku.spuId,
      spuName: spu.name,
      spuStatus: spu.status,
      categoryId: spu.categoryId,
      picUrl: sku.picUrl || spu.picUrl,
      name: sku.properties.map((p) => valueName.get(p.valueId) ?? '').join(' '),
      price: sku.price,
      marketPrice: sku.marketPrice,
      stock: sku.stock,
    }];
  });
}

/** The tenant's products among `ids` as pickers show them: id, name, picture, price (lowest SKU's), category. */
export async function spusByIds(q: Db | Tx, scope: TenantScope, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  return q
    .select({ id: productSpu.id, name: productSpu.name, picUrl: productSpu.picUrl, price: productSpu.price, categoryId: productSpu.categoryId, status: productSpu.status })
    .from(productSpu)
    .where(scope.where(productSpu, inArray(productSpu.id, unique)));
}

/** The SKUs of the tenant's product named `name` (the promotions' demos name the demo products), cheapest first. */
export async function skusOfProductNamed(q: Db | Tx, scope: TenantScope, name: string): Promise<SkuWithProduct[]> {
  const [spu] = await q.select({ id: productSpu.id }).from(productSpu).where(scope.where(productSpu, eq(productSpu.name, name))).limit(1);
  if (!spu) return [];
  const ids = await q.select({ id: productSku.id }).from(productSku).where(scope.where(productSku, eq(productSku.spuId, spu.id)));
  const skus = await skusWithProducts(q, scope, ids.map((s) => s.id));
  return skus.sort((a, b) => a.price - b.price || a.id - b.id);
}
