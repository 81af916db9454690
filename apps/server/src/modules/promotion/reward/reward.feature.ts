/**
 * 满减送活动 (`/promotion/reward-activity`): tiers of money off, free delivery, points and coupons
 * over all, chosen products or chosen categories (`reward.service.ts` keeps the rules). The price
 * calculator asks `index.ts` for the activity running now.
 */
import { Permissions, rewardActivityApi } from '@tenon/contracts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { route } from '../../../platform/route.ts';
import type { Feature } from '../../deps.ts';
import { PromotionMenuIds } from '../menus.ts';
import { seedRewardDemo } from './reward.demo.ts';
import { promotionRewardActivity } from './reward.schema.ts';
import { RewardActivityService } from './reward.service.ts';

const P = Permissions.promotion.rewardActivity;
// Far from the demo's activity (which covers all products), so the walk's record conflicts with none.
const FAR = Date.UTC(2090, 0, 1);
const isolationBody = { name: '跨租户满减', startTime: FAR, endTime: FAR + 86_400_000, conditionType: 10, productScope: 1, rules: [{ limit: 10000, discountPrice: 1000 }] };

export const promotionRewardFeature: Feature = {
  name: 'reward-activity',
  needs: ['db'],
  tables: [promotionRewardActivity],
  routes: ({ db }) => {
    const activities = new RewardActivityService(db);
    return [
      route(rewardActivityApi.create, ({ ctx, body }) => activities.create(ctx.scope, ctx.user, body)),
      route(rewardActivityApi.update, ({ ctx, body }) => activities.update(ctx.scope, ctx.user, body)),
      route(rewardActivityApi.delete, ({ ctx, query }) => activities.delete(ctx.scope, query.id)),
      route(rewardActivityApi.get, ({ ctx, query }) => activities.detail(ctx.scope, query.id)),
      route(rewardActivityApi.page, ({ ctx, query }) => activities.page(ctx.scope, query)),
      route(rewardActivityApi.close, ({ ctx, query }) => activities.close(ctx.scope, ctx.user, query.id)),
    ];
  },
  menus: [
    screen({ id: PromotionMenuIds.rewardActivity, parent: PromotionMenuIds.promotion, name: '满减送活动', path: 'reward-activity', icon: 'radio', sort: 10, component: 'mall/promotion/rewardActivity/index', componentName: 'RewardActivity' }),
    ...buttons(PromotionMenuIds.rewardActivityButtons, PromotionMenuIds.rewardActivity, [
      ['满减送活动查询', P.query],
      ['满减送活动创建', P.create],
      ['满减送活动更新', P.update],
      ['满减送活动删除', P.delete],
      ['满减送活动关闭', P.close],
    ]),
  ],
  isolation: {
    paths: ['/promotion/reward-activity/'],
    records: [
      {
        api: '/promotion/reward-activity',
        create: () => isolationBody,
        calls: {
          'GET /promotion/reward-activity/get': (id) => ({ query: { id } }),
          'PUT /promotion/reward-activity/update': (id) => ({ body: { id, ...isolationBody } }),
          'PUT /promotion/reward-activity/close': (id) => ({ query: { id } }),
          'DELETE /promotion/reward-activity/delete': (id) => ({ query: { id } }),
        },
      },
    ],
  },
  demo: seedRewardDemo,
};
