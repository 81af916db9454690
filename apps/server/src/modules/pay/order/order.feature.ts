/**
 * 支付订单: the list, its detail and export, the cashier's calls (`get`, polled every 2 s, and
 * `submit`), and the providers' payment notifications (`/pay/notify/order/{channelId}`, public:
 * the channel's client verifies the signature, the channel row names the tenant).
 */
import type { FastifyRequest } from 'fastify';
import { API_BASE, appPayOrderApi, fillPath, Permissions, payNotifyApi, payOrderApi, payOrderResource } from '@tenon/contracts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { clientAddress } from '../../../platform/client-address.ts';
import { publicUrl } from '../../../platform/public-url.ts';
import { resourceExporter } from '../../../platform/resource-export.ts';
import { route } from '../../../platform/route.ts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { DictDataService } from '../../system/dict/index.ts';
import { enabledChannelCodes } from '../app/index.ts';
import { WalletUserType } from '../wallet/index.ts';
import { PayMenuIds } from '../menus.ts';
import { payOrderExpireJob } from './order-expire-job.ts';
import { payOrderProvides } from './order.provides.ts';
import { payOrder, payOrderExtension } from './pay-order.schema.ts';
import { providerAnswer, providerNotice } from '../provider-notice.ts';

const memberPayer = (id: number) => ({ userType: WalletUserType.MEMBER, userId: id });
/** Where a provider posts a payment's result: this API's own address as the payer's request reached it (or PUBLIC_BASE_URL). */
const notifyUrl = (raw: FastifyRequest, channelId: number) =>
  publicUrl(raw, `${API_BASE}${fillPath(payNotifyApi.notifyOrder.path, { channelId })}`);

export const payOrderFeature: Feature = {
  name: 'order',
  tables: [payOrder, payOrderExtension],
  provides: payOrderProvides,
  jobs: [payOrderExpireJob],
  ...routesNeeding(['db', 'config', 'catalogue', 'payOrders'], ({ db, config, catalogue, payOrders }) => {
    const exportOrders = resourceExporter(payOrderResource, payOrders, new DictDataService(db, catalogue), config.timeZone);
    return [
      route(payOrderApi.get, ({ ctx, query }) => payOrders.get(ctx.scope, query.id)),
      route(payOrderApi.getDetail, ({ ctx, query }) => payOrders.getDetail(ctx.scope, query.id)),
      route(payOrderApi.page, ({ ctx, query }) => payOrders.page(ctx.scope, query)),
      route(payOrderApi.export, ({ ctx, query }) => exportOrders(ctx.scope, query)),
      route(payOrderApi.submit, ({ ctx, body, raw }) =>
        payOrders.submit(ctx.scope, { userType: WalletUserType.ADMIN, userId: ctx.user.id }, body, clientAddress(raw), (channelId) => notifyUrl(raw, channelId)),
      ),
      route(appPayOrderApi.get, ({ ctx, query }) => payOrders.getOwned(ctx.scope, query.id, memberPayer(ctx.member.id))),
      route(appPayOrderApi.submit, ({ ctx, body, raw }) =>
        payOrders.submit(ctx.scope, memberPayer(ctx.member.id), body, clientAddress(raw), (channelId) => notifyUrl(raw, channelId), { ownOnly: true }),
      ),
      route(appPayOrderApi.enableCodeList, ({ ctx, query }) => enabledChannelCodes(db, ctx.scope, query.appId)),
      route(payNotifyApi.notifyOrder, async ({ params, raw, reply }) => {
        const { ok, client } = await payOrders.notify(params.channelId, providerNotice(raw));
        return providerAnswer(reply, client, ok);
      }),
    ];
  }),
  menus: [
    screen({ id: PayMenuIds.order, parent: PayMenuIds.pay, name: payOrderResource.noun, path: 'order', icon: 'pay', sort: 2, component: 'pay/order/index', componentName: 'PayOrder' }),
    ...buttons(PayMenuIds.orderButtons, PayMenuIds.order, [
      ['支付订单查询', Permissions.pay.order.query],
      ['支付订单导出', Permissions.pay.order.export],
    ]),
  ],
};
