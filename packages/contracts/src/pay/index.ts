/**
 * The pay area's contract (`/pay/*`, permissions `pay:*`, error module 1_007): apps and their
 * channels, pay orders and the cashier, refunds, merchant notifications, and the demo orders.
 * A new screen's file is exported here and its endpoint groups listed in `payApiGroups`.
 */
import { payAppApi } from './app.ts';
import { payChannelApi } from './channel.ts';
import { appPayOrderApi, payOrderApi } from './order.ts';
import { payRefundApi } from './refund.ts';
import { payNotifyApi } from './notify.ts';
import { payDemoOrderApi } from './demo-order.ts';

export * from './constants.ts';
export * from './app.ts';
export * from './channel.ts';
export * from './channel-config.ts';
export * from './order.ts';
export * from './refund.ts';
export * from './notify.ts';
export * from './demo-order.ts';

/** The area's endpoint groups, in the order the registry serves them. */
export const payApiGroups = {
  payAppApi,
  payChannelApi,
  payOrderApi,
  payRefundApi,
  payNotifyApi,
  payDemoOrderApi,
  appPayOrderApi,
} as const;
