import { productAppSpuApi } from '@tenon/contracts';
import { route } from '../../../platform/route.ts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { AppSpuService } from './app-spu.service.ts';

/**
 * The catalogue on the app surface (`/tri-real-api/app-api/product/…`): open to anyone who names
 * the tenant, read through the category and product features' doors; no table of its own.
 */
export const productAppSpuFeature: Feature = {
  name: 'app-spu',
  ...routesNeeding(['db'], ({ db }) => {
    const shop = new AppSpuService(db);
    return [
      route(productAppSpuApi.categoryList, ({ ctx }) => shop.categories(ctx.scope)),
      route(productAppSpuApi.spuPage, ({ ctx, query }) => shop.page(ctx.scope, query)),
      route(productAppSpuApi.spuDetail, ({ ctx, query }) => shop.detail(ctx.scope, query.id)),
    ];
  }),
};
