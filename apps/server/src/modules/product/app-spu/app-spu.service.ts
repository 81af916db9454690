/**
 * The shop's catalogue for members: the enabled categories, a page of the products on sale and
 * one product's detail. A category filter takes the category's enabled sub-categories too, since
 * products are filed under sub-categories (the reference's AppProductSpuController does the same).
 */
import { ErrorCodes, SpuStatus, type AppSpuDetail, type QueryOf, type productAppSpuApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { enabledCategories } from '../category/index.ts';
import { shopSpuPage, shopSpuWithSkus } from '../spu/index.ts';

export class AppSpuService {
  constructor(private readonly db: Db) {}

  categories(scope: TenantScope) {
    return enabledCategories(this.db, scope);
  }

  async page(scope: TenantScope, q: QueryOf<typeof productAppSpuApi.spuPage>) {
    const categoryIds = q.categoryId === undefined ? undefined : [q.categoryId, ...(await enabledCategories(this.db, scope, q.categoryId)).map((c) => c.id)];
    return shopSpuPage(this.db, scope, { ...q, categoryIds });
  }

  /** A product on sale with its SKUs; one off sale or in the bin is refused as the reference does, one of no one's not found. */
  async detail(scope: TenantScope, id: number): Promise<AppSpuDetail> {
    const spu = await shopSpuWithSkus(this.db, scope, id);
    if (!spu) throw serviceError(ErrorCodes.SPU_NOT_EXISTS);
    if (spu.status !== SpuStatus.ENABLE) throw serviceError(ErrorCodes.SPU_NOT_ENABLE, id);
    const { status: _status, ...shown } = spu;
    return shown;
  }
}
