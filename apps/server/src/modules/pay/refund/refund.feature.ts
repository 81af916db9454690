/**
 * 退款订单: the list, its detail and export (refunds are created by their merchants through
 * `payRefunds`, never on this screen), and the providers' refund notifications
 * (`/pay/notify/refund/{channelId}`, public, verified by the channel's client).
 */
import { Permissions, payNotifyApi, payRefundApi, payRefundResource } from '@tenon/contracts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { resourceExporter } from '../../../platform/resource-export.ts';
import { route } from '../../../platform/route.ts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { DictDataService } from '../../system/dict/index.ts';
import { PayMenuIds } from '../menus.ts';
import { providerAnswer, providerNotice } from '../provider-notice.ts';
import { payRefund } from './pay-refund.schema.ts';
import { payRefundProvides } from './refund.provides.ts';

export const payRefundFeature: Feature = {
  name: 'refund',
  tables: [payRefund],
  provides: payRefundProvides,
  ...routesNeeding(['db', 'config', 'catalogue', 'payRefunds'], ({ db, config, catalogue, payRefunds }) => {
    const exportRefunds = resourceExporter(payRefundResource, payRefunds, new DictDataService(db, catalogue), config.timeZone);
    return [
      route(payRefundApi.get, ({ ctx, query }) => payRefunds.get(ctx.scope, query.id)),
      route(payRefundApi.page, ({ ctx, query }) => payRefunds.page(ctx.scope, query)),
      route(payRefundApi.export, ({ ctx, query }) => exportRefunds(ctx.scope, query)),
      route(payNotifyApi.notifyRefund, async ({ params, raw, reply }) => {
        const { ok, client } = await payRefunds.notify(params.channelId, providerNotice(raw));
        return providerAnswer(reply, client, ok);
      }),
    ];
  }),
  menus: [
    screen({ id: PayMenuIds.refund, parent: PayMenuIds.pay, name: payRefundResource.noun, path: 'refund', icon: 'order', sort: 3, component: 'pay/refund/index', componentName: 'PayRefund' }),
    ...buttons(PayMenuIds.refundButtons, PayMenuIds.refund, [
      ['退款订单查询', Permissions.pay.refund.query],
      ['退款订单导出', Permissions.pay.refund.export],
    ]),
  ],
};
