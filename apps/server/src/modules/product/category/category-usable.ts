/** Whether a product may be filed under a category: it exists in the tenant, is a sub-category and is enabled. */
import { eq } from 'drizzle-orm';
import { CATEGORY_ROOT_ID, CommonStatus, ErrorCodes } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { productCategory } from './category.schema.ts';

export async function requireProductCategory(q: Tx, scope: TenantScope, id: number): Promise<void> {
  const [category] = await scope.selectFrom(productCategory, eq(productCategory.id, id), q);
  if (!category) throw serviceError(ErrorCodes.CATEGORY_NOT_EXISTS);
  // The reference files products under the second level only.
  if (category.parentId === CATEGORY_ROOT_ID) throw serviceError(ErrorCodes.SPU_SAVE_FAIL_CATEGORY_LEVEL_ERROR);
  if (category.status !== CommonStatus.ENABLE) throw serviceError(ErrorCodes.CATEGORY_DISABLED, category.name);
}

/** A category's id by its name (the demo files its products by name), or undefined. */
export async function categoryIdNamed(q: Tx, scope: TenantScope, name: string): Promise<number | undefined> {
  const [category] = await scope.selectFrom(productCategory, eq(productCategory.name, name), q);
  return category?.id;
}
