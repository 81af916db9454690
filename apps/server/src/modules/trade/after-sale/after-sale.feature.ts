/**
 * 售后退款 (the console), the members' after-sales (the app surface) and the pay module's
 * notification that an after-sale's refund ended. Menu ids: 售后退款 3140 under 订单中心, the
 * block trade/menus.ts keeps for it; its buttons 3141–3145.
 */
import { afterSaleApi, appAfterSaleApi, Permissions } from '@tenon/contracts';
import { clientAddress } from '../../../platform/client-address.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { route } from '../../../platform/route.ts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { TradeMenuIds } from '../menus.ts';
import { seedAfterSaleDemo } from './after-sale.demo.ts';
import { AdminAfterSaleService } from './admin-after-sale.service.ts';
import { AppAfterSaleService } from './app-after-sale.service.ts';
import { tradeAfterSale, tradeAfterSaleLog } from './trade-after-sale.schema.ts';


export const tradeAfterSaleFeature: Feature = {
  name: 'after-sale',
  tables: [tradeAfterSale, tradeAfterSaleLog],
  ...routesNeeding(['db', 'config', 'payRefunds'], ({ db, config, payRefunds }) => {
    const admin = new AdminAfterSaleService(db, payRefunds, config.timeZone);
    const app = new AppAfterSaleService(db);
    return [
      route(afterSaleApi.page, ({ ctx, query }) => admin.page(ctx.scope, query)),
      route(afterSaleApi.getDetail, ({ ctx, query }) => admin.detail(ctx.scope, query.id)),
      route(afterSaleApi.agree, ({ ctx, query }) => admin.agree(ctx.scope, ctx.user.id, query.id)),
      route(afterSaleApi.disagree, ({ ctx, body }) => admin.disagree(ctx.scope, ctx.user.id, body)),
      route(afterSaleApi.receive, ({ ctx, query }) => admin.receive(ctx.scope, ctx.user.id, query.id)),
      route(afterSaleApi.refuse, ({ ctx, body }) => admin.refuse(ctx.scope, ctx.user.id, body)),
      route(afterSaleApi.refund, ({ ctx, query, raw }) => admin.refund(ctx.scope, ctx.user.id, query.id, clientAddress(raw))),
      route(afterSaleApi.updateRefunded, ({ ctx, body }) => admin.updateRefunded(ctx.scope, body.merchantOrderId, body.payRefundId)),
      route(appAfterSaleApi.page, ({ ctx, query }) => app.page(ctx.scope, ctx.member.id, query)),
      route(appAfterSaleApi.get, ({ ctx, query }) => app.get(ctx.scope, ctx.member.id, query.id)),
      route(appAfterSaleApi.create, ({ ctx, body }) => app.create(ctx.scope, ctx.member.id, body)),
      route(appAfterSaleApi.delivery, ({ ctx, body }) => app.delivery(ctx.scope, ctx.member.id, body)),
      route(appAfterSaleApi.cancel, ({ ctx, query }) => app.cancel(ctx.scope, ctx.member.id, query.id)),
    ];
  }),
  menus: [
    screen({ id: TradeMenuIds.afterSale, parent: TradeMenuIds.trade, name: '售后退款', path: 'after-sale', icon: 'money', sort: 3, component: 'mall/trade/afterSale/index', componentName: 'TradeAfterSale' }),
    ...buttons(TradeMenuIds.afterSaleButtons, TradeMenuIds.afterSale, [
      ['售后查询', Permissions.trade.afterSale.query],
      ['同意售后', Permissions.trade.afterSale.agree],
      ['拒绝售后', Permissions.trade.afterSale.disagree],
      ['确认收货', Permissions.trade.afterSale.receive],
      ['确认退款', Permissions.trade.afterSale.refund],
    ]),
  ],
  demo: seedAfterSaleDemo,
};
