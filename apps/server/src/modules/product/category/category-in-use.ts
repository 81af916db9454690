/**
 * What else holds a category, so it is not deleted: the products (through the SPU feature's
 * door). The category's delete answers `CATEGORY_HAVE_BIND_SPU` (类别下存在商品，无法删除) for a
 * category a product names.
 */
import type { Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { isCategoryUsedBySpu } from '../spu/index.ts';

export type CategoryInUse = (q: Tx, scope: TenantScope, id: number) => Promise<boolean>;

export const categoryUsers: readonly CategoryInUse[] = [isCategoryUsedBySpu];

export async function isCategoryInUse(q: Tx, scope: TenantScope, id: number, users: readonly CategoryInUse[] = categoryUsers): Promise<boolean> {
  for (const used of users) if (await used(q, scope, id)) return true;
  return false;
}
