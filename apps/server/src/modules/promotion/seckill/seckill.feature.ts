/**
 * 秒杀活动管理 and 秒杀时段管理: the daily slots (served at v1.7's `/promotion/seckill-time` and
 * v1.8's `/promotion/seckill-config`) and the activities that run in them, each service keeping
 * its rules. The price calculator asks `index.ts` for the seckill price a member may pay now.
 */
import { Permissions, seckillActivityApi, seckillActivityResource, seckillConfigApi, seckillTimeApi, seckillTimeResource } from '@tenon/contracts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { resourceExporter } from '../../../platform/resource-export.ts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { Feature } from '../../deps.ts';
import { DictDataService } from '../../system/dict/index.ts';
import { PromotionMenuIds } from '../menus.ts';
import { SeckillActivityService } from './seckill-activity.service.ts';
import { seedSeckillDemo } from './seckill.demo.ts';
import { promotionSeckillActivity, promotionSeckillConfig, promotionSeckillProduct } from './seckill.schema.ts';
import { SeckillTimeService } from './seckill-time.service.ts';

const A = Permissions.promotion.seckillActivity;
const T = Permissions.promotion.seckillTime;
// Far from the demo's activities, in the demo's 早场 (slot 1): tenant A's demo SKU 1 (of product 1).
const FAR = Date.UTC(2090, 0, 1);
const activityBody = { name: '跨租户秒杀', startTime: FAR, endTime: FAR + 86_400_000, timeIds: [1], sort: 0, products: [{ spuId: 1, skuId: 1, seckillPrice: 100, stock: 1, limitBuyCount: 1 }] };
// Between the demo's 午场 and 晚场, one gap per path family so the two records never overlap.
const timeBody = (startTime: string, endTime: string) => ({ name: '跨租户时段', startTime, endTime });

/** The same slot calls at one path family's endpoints. */
const slotRoutes = (slots: SeckillTimeService, api: typeof seckillTimeApi | typeof seckillConfigApi): RouteDef[] => [
  route(api.create, ({ ctx, body }) => slots.create(ctx.scope, ctx.user, body)),
  route(api.update, ({ ctx, body }) => slots.update(ctx.scope, ctx.user, body)),
  route(api.delete, ({ ctx, query }) => slots.delete(ctx.scope, query.id)),
  route(api.get, ({ ctx, query }) => slots.get(ctx.scope, query.id)),
  route(api.page, ({ ctx, query }) => slots.page(ctx.scope, query)),
  route(api.list, ({ ctx }) => slots.list(ctx.scope)),
];

const slotIsolation = (base: string, body: Record<string, unknown>, more: Record<string, (id: number) => { query?: Record<string, unknown>; body?: Record<string, unknown> }> = {}) => ({
  api: base,
  create: () => body,
  calls: {
    [`GET ${base}/get`]: (id: number) => ({ query: { id } }),
    [`PUT ${base}/update`]: (id: number) => ({ body: { id, ...body } }),
    [`DELETE ${base}/delete`]: (id: number) => ({ query: { id } }),
    ...more,
  },
});

export const promotionSeckillFeature: Feature = {
  name: 'seckill',
  needs: ['db', 'config', 'catalogue'],
  tables: [promotionSeckillConfig, promotionSeckillActivity, promotionSeckillProduct],
  routes: ({ db, config, catalogue }) => {
    const slots = new SeckillTimeService(db, config.timeZone);
    const activities = new SeckillActivityService(db, config.timeZone);
    const dict = new DictDataService(db, catalogue);
    const exportSlots = resourceExporter(seckillTimeResource, { list: (scope, filters) => slots.rows(scope, filters) }, dict, config.timeZone);
    const exportActivities = resourceExporter(seckillActivityResource, activities, dict, config.timeZone);
    return [
      ...slotRoutes(slots, seckillTimeApi),
      route(seckillTimeApi.export, ({ ctx, query }) => exportSlots(ctx.scope, query)),
      ...slotRoutes(slots, seckillConfigApi),
      route(seckillConfigApi.listAllSimple, ({ ctx }) => slots.simpleList(ctx.scope)),
      route(seckillConfigApi.updateStatus, ({ ctx, body }) => slots.updateStatus(ctx.scope, ctx.user, body)),
      route(seckillActivityApi.create, ({ ctx, body }) => activities.create(ctx.scope, ctx.user, body)),
      route(seckillActivityApi.update, ({ ctx, body }) => activities.update(ctx.scope, ctx.user, body)),
      route(seckillActivityApi.delete, ({ ctx, query }) => activities.delete(ctx.scope, query.id)),
      route(seckillActivityApi.get, ({ ctx, query }) => activities.get(ctx.scope, query.id)),
      route(seckillActivityApi.page, ({ ctx, query }) => activities.page(ctx.scope, query)),
      route(seckillActivityApi.close, ({ ctx, query }) => activities.close(ctx.scope, ctx.user, query.id)),
      route(seckillActivityApi.export, ({ ctx, query }) => exportActivities(ctx.scope, query)),
    ];
  },
  menus: [
    screen({ id: PromotionMenuIds.seckillActivity, parent: PromotionMenuIds.promotion, name: '秒杀活动管理', path: 'seckill-activity', icon: 'time-range', sort: 11, component: 'mall/promotion/seckill/seckillActivity/index', componentName: 'SeckillActivity' }),
    ...buttons(PromotionMenuIds.seckillActivityButtons, PromotionMenuIds.seckillActivity, [
      ['秒杀活动查询', A.query],
      ['秒杀活动创建', A.create],
      ['秒杀活动更新', A.update],
      ['秒杀活动删除', A.delete],
      ['秒杀活动导出', A.export],
      // The reference's seed misspells this one (promotion:sekill-activity:close); its controller checks this spelling.
      ['秒杀活动关闭', A.close],
    ]),
    // The reference hides this screen (reached from 秒杀活动's 管理参与场次); Tenon shows it in the menu.
    screen({ id: PromotionMenuIds.seckillTime, parent: PromotionMenuIds.promotion, name: '秒杀时段管理', path: 'seckill-time', icon: '', sort: 12, component: 'mall/promotion/seckill/seckillTime/index', componentName: 'SeckillTime' }),
    ...buttons(PromotionMenuIds.seckillTimeButtons, PromotionMenuIds.seckillTime, [
      ['秒杀时段查询', T.query],
      ['秒杀时段创建', T.create],
      ['秒杀时段更新', T.update],
      ['秒杀时段删除', T.delete],
      ['秒杀时段导出', T.export],
    ]),
  ],
  isolation: {
    paths: ['/promotion/seckill-time/', '/promotion/seckill-config/', '/promotion/seckill-activity/'],
    records: [
      slotIsolation('/promotion/seckill-time', timeBody('18:05', '18:15')),
      slotIsolation('/promotion/seckill-config', timeBody('18:30', '18:40'), {
        'PUT /promotion/seckill-config/update-status': (id) => ({ body: { id, status: 1 } }),
      }),
      {
        api: '/promotion/seckill-activity',
        create: () => activityBody,
        calls: {
          'GET /promotion/seckill-activity/get': (id) => ({ query: { id } }),
          'PUT /promotion/seckill-activity/update': (id) => ({ body: { id, ...activityBody } }),
          'PUT /promotion/seckill-activity/close': (id) => ({ query: { id } }),
          'DELETE /promotion/seckill-activity/delete': (id) => ({ query: { id } }),
        },
      },
    ],
  },
  demo: seedSeckillDemo,
};
