/**
 * The pay order service every merchant feature pays through (the demo orders, the trade
 * orders): `payOrders.create` files a pay order for a merchant order; the cashier, the
 * providers' notifications and the expiry job drive it from there.
 */
import { outboundPolicy } from '../../../platform/outbound-policy.ts';
import type { Provision } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import { payChannelSecretBox } from '../app/index.ts';
import { PayOrderService } from './pay-order.service.ts';

declare module '../../deps.ts' {
  interface ModuleDeps {
    /** Pay orders: create one for a merchant order, read it, settle a channel's word (pay/order). */
    payOrders: PayOrderService;
  }
}

export const payOrderProvides: Array<Provision<ModuleDeps>> = [
  {
    name: 'payOrders',
    needs: ['db', 'config', 'payNotifier'],
    build: ({ db, config, payNotifier }) =>
      new PayOrderService(db, config.timeZone, {
        outbound: outboundPolicy(config.outbound),
        box: payChannelSecretBox(config),
        kickNotifications: () => payNotifier.kick(),
        wxBaseUrl: config.payWxBaseUrl,
      }),
  },
];
