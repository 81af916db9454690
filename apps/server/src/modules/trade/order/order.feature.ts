/**
 * 订单列表 and the hidden 订单详情 (the console), the members' own orders (the app surface), the
 * pay module's notification that one was paid, and the job that closes unpaid ones.
 */
import { appTradeOrderApi, Permissions, tradeOrderApi } from '@tenon/contracts';
import { clientAddress } from '../../../platform/client-address.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { withPublicAvatar } from '../../../platform/public-url.ts';
import { route } from '../../../platform/route.ts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { TradeMenuIds } from '../menus.ts';
import { AdminTradeOrderService } from './admin-order.service.ts';
import { AppTradeOrderService } from './app-order.service.ts';
import { tradeOrderExpireJob } from './order-expire-job.ts';
import { seedTradeOrderDemo } from './order.demo.ts';
import { tradeOrder, tradeOrderItem, tradeOrderLog } from './trade-order.schema.ts';

export const tradeOrderFeature: Feature = {
  name: 'order',
  tables: [tradeOrder, tradeOrderItem, tradeOrderLog],
  jobs: [tradeOrderExpireJob],
  ...routesNeeding(['db', 'config', 'payOrders'], ({ db, config, payOrders }) => {
    const admin = new AdminTradeOrderService(db, payOrders, config.timeZone);
    const app = new AppTradeOrderService(db, payOrders);
    return [
      route(tradeOrderApi.page, ({ ctx, query }) => admin.page(ctx.scope, query)),
      route(tradeOrderApi.getDetail, async ({ ctx, query, raw }) => {
        const order = await admin.detail(ctx.scope, query.id);
        return { ...order, user: order.user && withPublicAvatar(raw, order.user) };
      }),
      route(tradeOrderApi.delivery, ({ ctx, body }) => admin.delivery(ctx.scope, ctx.user.id, body)),
      route(tradeOrderApi.updateRemark, ({ ctx, body }) => admin.updateRemark(ctx.scope, ctx.user.id, body)),
      route(tradeOrderApi.updatePrice, ({ ctx, body }) => admin.updatePrice(ctx.scope, ctx.user.id, body)),
      route(tradeOrderApi.updateAddress, ({ ctx, body }) => admin.updateAddress(ctx.scope, ctx.user.id, body)),
      route(appTradeOrderApi.settlement, ({ ctx, query }) => app.settlement(ctx.scope, ctx.member.id, query)),
      route(appTradeOrderApi.create, ({ ctx, body, raw }) => app.create(ctx.scope, ctx.member.id, body, clientAddress(raw))),
      route(appTradeOrderApi.getDetail, ({ ctx, query }) => app.detail(ctx.scope, ctx.member.id, query.id)),
      route(appTradeOrderApi.page, ({ ctx, query }) => app.page(ctx.scope, ctx.member.id, query)),
      route(appTradeOrderApi.receive, ({ ctx, query }) => app.receive(ctx.scope, ctx.member.id, query.id)),
      route(appTradeOrderApi.cancel, ({ ctx, query }) => app.cancel(ctx.scope, ctx.member.id, query.id)),
      route(appTradeOrderApi.updatePaid, ({ ctx, body }) => app.updatePaid(ctx.scope, body.merchantOrderId, body.payOrderId)),
    ];
  }),
  menus: [
    screen({ id: TradeMenuIds.order, parent: TradeMenuIds.trade, name: '订单列表', path: 'order', icon: 'list', sort: 1, component: 'mall/trade/order/index', componentName: 'TradeOrder' }),
    ...buttons(TradeMenuIds.orderButtons, TradeMenuIds.order, [
      ['订单查询', Permissions.trade.order.query],
      ['订单更新', Permissions.trade.order.update],
    ]),
    {
      ...screen({ id: TradeMenuIds.orderDetail, parent: TradeMenuIds.trade, name: '订单详情', path: '/trade/order/detail', icon: '', sort: 2, component: 'mall/trade/order/detail', componentName: 'TradeOrderDetail' }),
      permission: Permissions.trade.order.query,
      visible: false,
    },
  ],
  demo: seedTradeOrderDemo,
};
