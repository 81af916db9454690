/**
 * The trade area (`/trade/*`): the members' orders (placed on the app surface, paid through the
 * pay area, closed by a job when unpaid) and the console's 订单列表 and 订单详情, and the express
 * companies an order is delivered by. Its rows are tenant-owned; its screens are the web's
 * `mall/trade`. A new screen is its own folder plus one line here.
 */
import type { ServerArea } from '../deps.ts';
import { tradeAfterSaleFeature } from './after-sale/after-sale.feature.ts';
import { tradeDeliveryFeature } from './delivery/delivery.feature.ts';
import { tradeDirectory } from './menus.ts';
import { tradeOrderFeature } from './order/order.feature.ts';

export const tradeArea: ServerArea = {
  name: 'trade',
  menus: [tradeDirectory],
  // Express companies first: the demo orders are delivered by one.
  features: [tradeDeliveryFeature, tradeOrderFeature, tradeAfterSaleFeature],
};
