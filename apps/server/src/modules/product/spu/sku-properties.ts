/** The property values of SKUs as an order line keeps them: each with its property's and value's names (颜色: 黑色). */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { propertiesWithValues } from '../property/index.ts';
import { productSku } from './spu.schema.ts';

export interface SkuPropertyValue {
  propertyId: number;
  propertyName: string;
  valueId: number;
  valueName: string;
}

/** By SKU id, the tenant's SKUs among `skuIds` (an id of none is left out); two queries whatever the count. */
export async function skuPropertyValues(q: Db | Tx, scope: TenantScope, skuIds: readonly number[]): Promise<Map<number, SkuPropertyValue[]>> {
  const unique = [...new Set(skuIds)];
  if (!unique.length) return new Map();
  const skus = await q.select({ id: productSku.id, properties: productSku.properties }).from(productSku).where(scope.where(productSku, inArray(productSku.id, unique)));
  const propertyIds = [...new Set(skus.flatMap((s) => s.properties.map((p) => p.propertyId)))];
  const properties = propertyIds.length ? await propertiesWithValues(q, scope, { propertyIds }) : [];
  const propertyName = new Map(properties.map((p) => [p.id, p.name]));
  const valueName = new Map(properties.flatMap((p) => p.values.map((v) => [v.id, v.name] as const)));
  return new Map(
    skus.map((s) => [
      s.id,
      s.properties.map((p) => ({ propertyId: p.propertyId, propertyName: propertyName.get(p.propertyId) ?? '', valueId: p.valueId, valueName: valueName.get(p.valueId) ?? '' })),
    ]),
  );
}
