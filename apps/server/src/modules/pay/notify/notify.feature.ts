/**
 * 回调通知: the merchant notifications (a paid order's or a settled refund's result posted to the
 * app's notify URL until the merchant answers success) and their attempts' logs. Tasks are
 * created by the order and refund services through the door (`createPayNotifyTask`), posted by
 * `payNotifier` (a kick after their commit, and 支付通知 Job every 5 seconds). The channels'
 * callbacks to us (`/pay/notify/order|refund/{channelId}`) belong to the order and refund features.
 *
 * No isolation records: tasks have no create call for the walk to make one with;
 * notify.routes.test.ts reads one tenant's task as another.
 */
import { Permissions, payNotifyApi } from '@tenon/contracts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { route } from '../../../platform/route.ts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { PayMenuIds } from '../menus.ts';
import { payNotifyProvides } from './notify.provides.ts';
import { payNotifyJob } from './pay-notify-job.ts';
import { payNotifyLog, payNotifyTask } from './pay-notify.schema.ts';
import { PayNotifyService } from './pay-notify.service.ts';

export const payNotifyFeature: Feature = {
  name: 'notify',
  tables: [payNotifyTask, payNotifyLog],
  provides: payNotifyProvides,
  jobs: [payNotifyJob],
  ...routesNeeding(['db', 'config'], ({ db, config }) => {
    const notifications = new PayNotifyService(db, config.timeZone);
    return [
      route(payNotifyApi.page, ({ ctx, query }) => notifications.page(ctx.scope, query)),
      route(payNotifyApi.getDetail, ({ ctx, query }) => notifications.getDetail(ctx.scope, query.id)),
    ];
  }),
  menus: [
    screen({ id: PayMenuIds.notify, parent: PayMenuIds.pay, name: '回调通知', path: 'notify', icon: 'example', sort: 4, component: 'pay/notify/index', componentName: 'PayNotify' }),
    ...buttons(PayMenuIds.notifyButtons, PayMenuIds.notify, [['支付通知查询', Permissions.pay.notify.query]]),
  ],
};
