/** Whether a product names a category or a brand: the doors by which those are not deleted while in use. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { productSpu } from './spu.schema.ts';

const anySpu = async (q: Tx, scope: TenantScope, column: typeof productSpu.categoryId | typeof productSpu.brandId, id: number) =>
  (await q.select({ id: productSpu.id }).from(productSpu).where(scope.where(productSpu, eq(column, id))).limit(1)).length > 0;

export const isCategoryUsedBySpu = (q: Tx, scope: TenantScope, id: number) => anySpu(q, scope, productSpu.categoryId, id);
export const isBrandUsedBySpu = (q: Tx, scope: TenantScope, id: number) => anySpu(q, scope, productSpu.brandId, id);
