/** Whether a product may name a brand: it exists in the tenant and is enabled. */
import { eq } from 'drizzle-orm';
import { CommonStatus, ErrorCodes } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { productBrand } from './brand.schema.ts';

export async function requireProductBrand(q: Tx, scope: TenantScope, id: number): Promise<void> {
  const [brand] = await scope.selectFrom(productBrand, eq(productBrand.id, id), q);
  if (!brand) throw serviceError(ErrorCodes.BRAND_NOT_EXISTS);
  if (brand.status !== CommonStatus.ENABLE) throw serviceError(ErrorCodes.BRAND_DISABLED);
}

/** A brand's id by its name (the demo names its products' brands), or undefined. */
export async function brandIdNamed(q: Tx, scope: TenantScope, name: string): Promise<number | undefined> {
  const [brand] = await scope.selectFrom(productBrand, eq(productBrand.name, name), q);
  return brand?.id;
}
