/**
 * The refund service merchant features refund through (`payRefunds.create`: the demo orders, the
 * after-sales). A provider posts a refund's result to PUBLIC_BASE_URL, or this server's own
 * address when none is set (the mock and the wallet never post).
 */
import { apiBaseOf, fillPath, payNotifyApi } from '@tenon/contracts';
import type { Provision } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import { PayRefundService } from './pay-refund.service.ts';

declare module '../../deps.ts' {
  interface ModuleDeps {
    /** Refunds: create one for a merchant refund, settle a channel's word (pay/refund). */
    payRefunds: PayRefundService;
  }
}

export const payRefundProvides: Array<Provision<ModuleDeps>> = [
  {
    name: 'payRefunds',
    needs: ['db', 'config', 'payOrders', 'payNotifier'],
    build: ({ db, config, payOrders, payNotifier }) =>
      new PayRefundService(db, config.timeZone, {
        clientOf: (channel) => payOrders.clientOf(channel),
        kickNotifications: () => payNotifier.kick(),
        notifyUrlOf: (channelId) =>
          `${config.publicBaseUrl ?? `http://127.0.0.1:${config.port}`}${apiBaseOf(payNotifyApi.notifyRefund)}${fillPath(payNotifyApi.notifyRefund.path, { channelId })}`,
      }),
  },
];
