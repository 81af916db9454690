/**
 * 优惠劵 (coupon templates) and 会员优惠劵 (the coupons members hold). The templates' rules are
 * `coupon-template.service.ts`; giving a coupon is `takeCoupon` (`coupon-take.ts`), which the
 * door offers the member app; the reward helper asks the door whether templates exist.
 */
import { COUPON_MEMBER_OPTIONS, couponApi, couponTemplateApi, Permissions } from '@tenon/contracts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { route } from '../../../platform/route.ts';
import type { Feature } from '../../deps.ts';
import { enabledMembersMatching } from '../../member/user/index.ts';
import { PromotionMenuIds } from '../menus.ts';
import { seedCouponDemo } from './coupon.demo.ts';
import { promotionCoupon, promotionCouponTemplate } from './coupon.schema.ts';
import { CouponService } from './coupon.service.ts';
import { CouponTemplateService } from './coupon-template.service.ts';

const stamp = Date.now() % 100000;
const template = (name: string) => ({
  name,
  totalCount: 10,
  takeLimitCount: 1,
  takeType: 1,
  usePrice: 0,
  productScope: 1,
  validityType: 2,
  fixedStartTerm: 0,
  fixedEndTerm: 7,
  discountType: 1,
  discountPrice: 100,
});

export const promotionCouponFeature: Feature = {
  name: 'coupon',
  needs: ['db', 'config'],
  tables: [promotionCouponTemplate, promotionCoupon],
  routes: ({ db, config }) => {
    const templates = new CouponTemplateService(db, config.timeZone);
    const coupons = new CouponService(db, config.timeZone);
    return [
      route(couponTemplateApi.create, ({ ctx, body }) => templates.create(ctx.scope, ctx.user, body)),
      route(couponTemplateApi.update, ({ ctx, body }) => templates.update(ctx.scope, ctx.user, body)),
      route(couponTemplateApi.updateStatus, ({ ctx, body }) => templates.updateStatus(ctx.scope, ctx.user, body)),
      route(couponTemplateApi.delete, ({ ctx, query }) => templates.delete(ctx.scope, query.id)),
      route(couponTemplateApi.get, ({ ctx, query }) => templates.get(ctx.scope, query.id)),
      route(couponTemplateApi.page, ({ ctx, query }) => templates.page(ctx.scope, query)),
      route(couponTemplateApi.list, ({ ctx, query }) => templates.list(ctx.scope, query.ids)),
      route(couponApi.page, ({ ctx, query }) => coupons.page(ctx.scope, query)),
      route(couponApi.delete, ({ ctx, query }) => coupons.delete(ctx.scope, query.id)),
      route(couponApi.send, ({ ctx, body }) => coupons.send(ctx.scope, ctx.user, body)),
      route(couponApi.memberOptions, ({ ctx, query }) => enabledMembersMatching(db, ctx.scope, query.keyword, COUPON_MEMBER_OPTIONS)),
    ];
  },
  menus: [
    screen({ id: PromotionMenuIds.couponTemplate, parent: PromotionMenuIds.promotion, name: '优惠劵', path: 'coupon-template', icon: 'textarea', sort: 2, component: 'mall/promotion/couponTemplate/index', componentName: 'CouponTemplate' }),
    ...buttons(PromotionMenuIds.couponTemplateButtons, PromotionMenuIds.couponTemplate, [
      ['优惠劵模板查询', Permissions.promotion.couponTemplate.query],
      ['优惠劵模板创建', Permissions.promotion.couponTemplate.create],
      ['优惠劵模板更新', Permissions.promotion.couponTemplate.update],
      ['优惠劵模板删除', Permissions.promotion.couponTemplate.delete],
    ]),
    // The reference hides this screen in its menu; shown here, since a screen nobody can reach is of no use.
    screen({ id: PromotionMenuIds.coupon, parent: PromotionMenuIds.promotion, name: '会员优惠劵', path: 'coupon', icon: '', sort: 3, component: 'mall/promotion/coupon/index', componentName: 'Coupon' }),
    ...buttons(PromotionMenuIds.couponButtons, PromotionMenuIds.coupon, [
      ['优惠劵查询', Permissions.promotion.coupon.query],
      ['优惠劵删除', Permissions.promotion.coupon.delete],
    ]),
  ],
  // Coupons have no create call, so the walk cannot make one; coupon.routes.test.ts covers them across tenants.
  isolation: {
    paths: ['/promotion/coupon-template/'],
    records: [
      {
        api: '/promotion/coupon-template',
        create: () => template(`跨租户优惠劵${stamp}`),
        calls: {
          'GET /promotion/coupon-template/get': (id) => ({ query: { id } }),
          'PUT /promotion/coupon-template/update': (id) => ({ body: { id, ...template('改') } }),
          'PUT /promotion/coupon-template/update-status': (id) => ({ body: { id, status: 1 } }),
          'DELETE /promotion/coupon-template/delete': (id) => ({ query: { id } }),
        },
      },
    ],
  },
  demo: seedCouponDemo,
};
