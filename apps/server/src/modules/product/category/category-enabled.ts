/** The enabled categories as the shop shows them (the members' category list, the product list's filter). */
import { and, asc, eq } from 'drizzle-orm';
import { CommonStatus } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { productCategory } from './category.schema.ts';

/** The tenant's enabled categories (only those below `parentId` when given), by their sort then id. */
export function enabledCategories(q: Db | Tx, scope: TenantScope, parentId?: number) {
  return q
    .select({ id: productCategory.id, parentId: productCategory.parentId, name: productCategory.name, picUrl: productCategory.picUrl, sort: productCategory.sort })
    .from(productCategory)
    .where(scope.where(productCategory, and(eq(productCategory.status, CommonStatus.ENABLE), parentId === undefined ? undefined : eq(productCategory.parentId, parentId))))
    .orderBy(asc(productCategory.sort), asc(productCategory.id));
}
