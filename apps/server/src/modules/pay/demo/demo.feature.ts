/**
 * 接入示例 (`/pay/demo-order`): create a demo order, pay it at the cashier, refund it; and the two
 * merchant notify URLs the demo app posts to (public, checked against the pay module's records).
 */
import { Permissions, payDemoOrderApi } from '@tenon/contracts';
import { clientAddress } from '../../../platform/client-address.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { route } from '../../../platform/route.ts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { PayMenuIds } from '../menus.ts';
import { seedPayDemoOrders } from './demo-order.demo.ts';
import { PayDemoOrderService } from './demo-order.service.ts';
import { payDemoOrder } from './pay-demo-order.schema.ts';

export const payDemoFeature: Feature = {
  name: 'demo',
  tables: [payDemoOrder],
  ...routesNeeding(['db', 'payOrders', 'payRefunds'], ({ db, payOrders, payRefunds }) => {
    const demo = new PayDemoOrderService(db, payOrders, payRefunds);
    return [
      route(payDemoOrderApi.create, ({ ctx, body, raw }) => demo.create(ctx.scope, ctx.user, body.spuId, clientAddress(raw))),
      route(payDemoOrderApi.page, ({ ctx, query }) => demo.page(ctx.scope, query)),
      route(payDemoOrderApi.refund, ({ ctx, query, raw }) => demo.refund(ctx.scope, query.id, clientAddress(raw))),
      route(payDemoOrderApi.updatePaid, ({ ctx, body }) => demo.updatePaid(ctx.scope, body.merchantOrderId, body.payOrderId)),
      route(payDemoOrderApi.updateRefunded, ({ ctx, body }) => demo.updateRefunded(ctx.scope, body.merchantOrderId, body.payRefundId)),
    ];
  }),
  menus: [
    screen({ id: PayMenuIds.demoOrder, parent: PayMenuIds.pay, name: '接入示例', path: 'demo-order', icon: 'drag', sort: 99, component: 'pay/demo/index', componentName: 'PayDemoOrder' }),
    ...buttons(PayMenuIds.demoOrderButtons, PayMenuIds.demoOrder, [
      ['示例订单查询', Permissions.pay.demoOrder.query],
      ['示例订单创建', Permissions.pay.demoOrder.create],
      ['示例订单退款', Permissions.pay.demoOrder.refund],
    ]),
  ],
  demo: seedPayDemoOrders,
};
