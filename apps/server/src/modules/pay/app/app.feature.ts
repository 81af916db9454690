/**
 * 应用信息: the pay apps and, from the same screen, their channels (one per code; the config's
 * secrets sealed and never answered). Also the hidden 收银台 (`/pay/cashier`), the page every
 * merchant sends its payer to: the reference routes it outside its menus; as a hidden row it gets
 * its route, its tab title and no keep-alive (the spec: not cached).
 */
import { CommonStatus, Permissions, payAppApi, payChannelApi } from '@tenon/contracts';
import { crudIsolation } from '../../../platform/area.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { outboundPolicy } from '../../../platform/outbound-policy.ts';
import { route } from '../../../platform/route.ts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { PayMenuIds } from '../menus.ts';
import { seedPayAppDemo } from './app.demo.ts';
import { PayAppService } from './app.service.ts';
import { payChannelSecretBox } from './channel-secrets.ts';
import { payApp } from './pay-app.schema.ts';
import { payChannel } from './pay-channel.schema.ts';

const stamp = Date.now() % 100000;
const appBody = { status: CommonStatus.ENABLE, orderNotifyUrl: 'https://example.com/pay/notify', refundNotifyUrl: 'https://example.com/refund/notify' };

export const payAppFeature: Feature = {
  name: 'app',
  tables: [payApp, payChannel],
  ...routesNeeding(['db', 'config'], ({ db, config }) => {
    const apps = new PayAppService(db, config.timeZone, outboundPolicy(config.outbound), payChannelSecretBox(config));
    return [
      route(payAppApi.create, ({ ctx, body }) => apps.create(ctx.scope, ctx.user, body)),
      route(payAppApi.update, ({ ctx, body }) => apps.update(ctx.scope, ctx.user, body)),
      route(payAppApi.updateStatus, ({ ctx, body }) => apps.updateStatus(ctx.scope, ctx.user, body)),
      route(payAppApi.delete, ({ ctx, query }) => apps.delete(ctx.scope, query.id)),
      route(payAppApi.get, ({ ctx, query }) => apps.get(ctx.scope, query.id)),
      route(payAppApi.page, ({ ctx, query }) => apps.page(ctx.scope, query)),
      route(payAppApi.list, ({ ctx }) => apps.list(ctx.scope)),
      route(payChannelApi.create, ({ ctx, body }) => apps.createChannel(ctx.scope, ctx.user, body)),
      route(payChannelApi.update, ({ ctx, body }) => apps.updateChannel(ctx.scope, ctx.user, body)),
      route(payChannelApi.delete, ({ ctx, query }) => apps.deleteChannel(ctx.scope, query.id)),
      route(payChannelApi.get, ({ ctx, query }) => apps.getChannel(ctx.scope, query.appId, query.code)),
      route(payChannelApi.enableCodeList, ({ ctx, query }) => apps.enableCodes(ctx.scope, query.appId)),
    ];
  }),
  menus: [
    screen({ id: PayMenuIds.app, parent: PayMenuIds.pay, name: '应用信息', path: 'app', icon: 'table', sort: 1, component: 'pay/app/index', componentName: 'PayApp' }),
    ...buttons(PayMenuIds.appButtons, PayMenuIds.app, [
      ['支付应用信息查询', Permissions.pay.app.query],
      ['支付应用信息创建', Permissions.pay.app.create],
      ['支付应用信息更新', Permissions.pay.app.update],
      ['支付应用信息删除', Permissions.pay.app.delete],
    ]),
    ...buttons(PayMenuIds.channelButtons, PayMenuIds.app, [
      ['支付渠道查询', Permissions.pay.channel.query],
      ['支付渠道创建', Permissions.pay.channel.create],
      ['支付渠道更新', Permissions.pay.channel.update],
      ['支付渠道删除', Permissions.pay.channel.delete],
    ]),
    {
      ...screen({ id: PayMenuIds.cashier, parent: 0, name: '收银台', path: '/pay/cashier', icon: '', sort: 99, component: 'pay/cashier/index', componentName: 'PayCashier' }),
      permission: Permissions.pay.order.query,
      visible: false,
      keepAlive: false,
    },
  ],
  isolation: crudIsolation('/pay/app', {
    create: () => ({ ...appBody, name: `跨租户应用${stamp}` }),
    update: { ...appBody, name: '改' },
    moreCalls: { 'PUT /pay/app/update-status': (id) => ({ body: { id, status: CommonStatus.DISABLE } }) },
  }),
  demo: seedPayAppDemo,
};
