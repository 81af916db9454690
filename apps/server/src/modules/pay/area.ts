/**
 * The pay area (`/pay/*`): apps and their channels, pay orders and the cashier, refunds, the
 * merchant notifications, the wallet, and the demo orders. Providers sit behind one adapter
 * (`client/`); every way a payment or refund is learnt ends in one settling transaction (see
 * the order and refund services). Its rows are tenant-owned; its screens are the web's `pay`.
 * A new screen is its own folder plus one line here.
 */
import type { ServerArea } from '../deps.ts';
import { payAppFeature } from './app/app.feature.ts';
import { payDemoFeature } from './demo/demo.feature.ts';
import { payDirectory } from './menus.ts';
import { payNotifyFeature } from './notify/notify.feature.ts';
import { payOrderFeature } from './order/order.feature.ts';
import { payRefundFeature } from './refund/refund.feature.ts';
import { payWalletFeature } from './wallet/wallet.feature.ts';

export const payArea: ServerArea = {
  name: 'pay',
  menus: [payDirectory],
  // Apps first: their demo is what the wallet's and the demo orders' build on.
  features: [payAppFeature, payWalletFeature, payNotifyFeature, payOrderFeature, payRefundFeature, payDemoFeature],
};
