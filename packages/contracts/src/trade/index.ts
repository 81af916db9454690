/**
 * The trade area's contract (`/trade/*`, permissions `trade:*`, error module 1_011): the orders
 * (the console's list and detail, the members' own on the app surface) and the express
 * companies the delivery dialog picks. A new screen's file is exported here and its endpoint
 * groups listed in `tradeApiGroups`.
 */
import { afterSaleApi } from './after-sale.ts';
import { appAfterSaleApi } from './app-after-sale.ts';
import { appTradeOrderApi } from './app-order.ts';
import { deliveryExpressApi } from './delivery.ts';
import { tradeOrderApi } from './order.ts';

export * from './constants.ts';
export * from './order.ts';
export * from './app-order.ts';
export * from './delivery.ts';
export * from './after-sale.ts';
export * from './app-after-sale.ts';
export * from './after-sale-resource.ts';

/** The area's endpoint groups, in the order the registry serves them. */
export const tradeApiGroups = {
  tradeOrderApi,
  appTradeOrderApi,
  deliveryExpressApi,
  afterSaleApi,
  appAfterSaleApi,
} as const;
