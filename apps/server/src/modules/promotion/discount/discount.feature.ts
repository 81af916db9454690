/**
 * 限时折扣活动 (`/promotion/discount-activity`): activities with their SKUs' discounts
 * (`discount.service.ts` keeps the rules). The price calculator asks `index.ts` for the discounts
 * running now.
 */
import { discountActivityApi, Permissions } from '@tenon/contracts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { route } from '../../../platform/route.ts';
import type { Feature } from '../../deps.ts';
import { PromotionMenuIds } from '../menus.ts';
import { seedDiscountDemo } from './discount.demo.ts';
import { promotionDiscountActivity, promotionDiscountProduct } from './discount.schema.ts';
import { DiscountActivityService } from './discount.service.ts';

const P = Permissions.promotion.discountActivity;
// Far from the demo's activities, so the walk's record conflicts with none: tenant A's demo SKU 1 (of product 1).
const FAR = Date.UTC(2090, 0, 1);
const isolationBody = { name: '跨租户折扣', startTime: FAR, endTime: FAR + 86_400_000, products: [{ spuId: 1, skuId: 1, discountType: 2, discountPercent: 90 }] };

export const promotionDiscountFeature: Feature = {
  name: 'discount-activity',
  needs: ['db', 'config'],
  tables: [promotionDiscountActivity, promotionDiscountProduct],
  routes: ({ db, config }) => {
    const activities = new DiscountActivityService(db, config.timeZone);
    return [
      route(discountActivityApi.create, ({ ctx, body }) => activities.create(ctx.scope, ctx.user, body)),
      route(discountActivityApi.update, ({ ctx, body }) => activities.update(ctx.scope, ctx.user, body)),
      route(discountActivityApi.delete, ({ ctx, query }) => activities.delete(ctx.scope, query.id)),
      route(discountActivityApi.get, ({ ctx, query }) => activities.detail(ctx.scope, query.id)),
      route(discountActivityApi.page, ({ ctx, query }) => activities.page(ctx.scope, query)),
      route(discountActivityApi.close, ({ ctx, query }) => activities.close(ctx.scope, ctx.user, query.id)),
    ];
  },
  menus: [
    screen({ id: PromotionMenuIds.discountActivity, parent: PromotionMenuIds.promotion, name: '限时折扣活动', path: 'discount-activity', icon: 'time', sort: 7, component: 'mall/promotion/discountActivity/index', componentName: 'DiscountActivity' }),
    ...buttons(PromotionMenuIds.discountActivityButtons, PromotionMenuIds.discountActivity, [
      ['限时折扣活动查询', P.query],
      ['限时折扣活动创建', P.create],
      ['限时折扣活动更新', P.update],
      ['限时折扣活动删除', P.delete],
      ['限时折扣活动关闭', P.close],
    ]),
  ],
  isolation: {
    paths: ['/promotion/discount-activity/'],
    records: [
      {
        api: '/promotion/discount-activity',
        create: () => isolationBody,
        calls: {
          'GET /promotion/discount-activity/get': (id) => ({ query: { id } }),
          'PUT /promotion/discount-activity/update': (id) => ({ body: { id, ...isolationBody } }),
          'PUT /promotion/discount-activity/close': (id) => ({ query: { id } }),
          'DELETE /promotion/discount-activity/delete': (id) => ({ query: { id } }),
        },
      },
    ],
  },
  demo: seedDiscountDemo,
};
