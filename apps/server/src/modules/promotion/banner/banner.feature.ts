/**
 * Banner管理: one table served at v1.7's `/market/banner` (the console's, `bannerResource`) and
 * v1.8's `/promotion/banner`, both guarded by `market:banner:*`. The screen hangs under 商品中心,
 * where the reference's seed puts it.
 */
import { ErrorCodes, Permissions, bannerResource, promotionBannerApi } from '@tenon/contracts';
import { tenantCrud } from '../../../db/tenantCrud.ts';
import { crudIsolation } from '../../../platform/area.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { resourceRoutes } from '../../../platform/resource-routes.ts';
import { route } from '../../../platform/route.ts';
import type { Feature } from '../../deps.ts';
import { ProductMenuIds } from '../../product/menus.ts';
import { lockTenantWrites } from '../../system/tenant/index.ts';
import { PromotionMenuIds } from '../menus.ts';
import { seedBannerDemo } from './banner.demo.ts';
import { promotionBanner } from './banner.schema.ts';

const P = Permissions.market.banner;
const stamp = Date.now() % 100000;
const isolation = (api: string) =>
  crudIsolation(api, {
    create: () => ({ title: `跨租户横幅${stamp}`, picUrl: 'https://example.com/b.png', url: '/pages/index', sort: 1, status: 0 }),
    update: { title: '改', picUrl: 'https://example.com/b.png', url: '/pages/index', sort: 1, status: 0 },
  });
const market = isolation('/market/banner');
const promotion = isolation('/promotion/banner');

export const promotionBannerFeature: Feature = {
  name: 'banner',
  needs: ['db', 'config'],
  tables: [promotionBanner],
  routes: ({ db, config }) => {
    const banners = tenantCrud(db, { table: promotionBanner, resource: bannerResource, notFound: ErrorCodes.BANNER_NOT_EXISTS, lock: lockTenantWrites, timeZone: config.timeZone });
    return [
      ...resourceRoutes(bannerResource, banners),
      route(promotionBannerApi.create, ({ ctx, body }) => banners.create(ctx.scope, ctx.user, body)),
      route(promotionBannerApi.update, ({ ctx, body }) => banners.update(ctx.scope, ctx.user, body)),
      route(promotionBannerApi.delete, ({ ctx, query }) => banners.delete(ctx.scope, query.id)),
      route(promotionBannerApi.get, ({ ctx, query }) => banners.get(ctx.scope, query.id)),
      route(promotionBannerApi.page, ({ ctx, query }) => banners.page(ctx.scope, query)),
    ];
  },
  menus: [
    screen({ id: PromotionMenuIds.banner, parent: ProductMenuIds.product, name: 'Banner管理', path: 'banner', icon: '', sort: 100, component: 'mall/market/banner/index', componentName: 'PromotionBanner' }),
    ...buttons(PromotionMenuIds.bannerButtons, PromotionMenuIds.banner, [
      ['Banner查询', P.query],
      ['Banner创建', P.create],
      ['Banner更新', P.update],
      ['Banner删除', P.delete],
    ]),
  ],
  isolation: { paths: [...market.paths, ...promotion.paths], records: [...market.records, ...promotion.records] },
  demo: seedBannerDemo,
};
