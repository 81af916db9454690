/** Properties with their values (the SPU editor's specifications), answered here so the property tables have one owner. */
import { and, asc, inArray } from 'drizzle-orm';
import type { ProductPropertyAndValues } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { containsText } from '../../../db/textFilter.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { productProperty, productPropertyValue } from './property.schema.ts';

/** The tenant's properties (by name contains, or among ids), each with its values, both by id. */
export async function propertiesWithValues(q: Db | Tx, scope: TenantScope, filter: { name?: string; propertyIds?: readonly number[] }): Promise<ProductPropertyAndValues[]> {
  if (filter.propertyIds && !filter.propertyIds.length) return [];
  const byIds = filter.propertyIds ? inArray(productProperty.id, [...filter.propertyIds]) : undefined;
  const properties = await q
    .select({ id: productProperty.id, name: productProperty.name })
    .from(productProperty)
    .where(scope.where(productProperty, and(containsText(productProperty.name, filter.name), byIds)))
    .orderBy(asc(productProperty.id));
  const ids = properties.map((p) => p.id);
  if (!ids.length) return [];
  const values = await q
    .select({ id: productPropertyValue.id, propertyId: productPropertyValue.propertyId, name: productPropertyValue.name })
    .from(productPropertyValue)
    .where(scope.where(productPropertyValue, inArray(productPropertyValue.propertyId, ids)))
    .orderBy(asc(productPropertyValue.id));
  return properties.map((p) => ({ id: p.id, name: p.name, values: values.filter((v) => v.propertyId === p.id).map(({ id, name }) => ({ id, name })) }));
}
