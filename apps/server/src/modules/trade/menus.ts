/**
 * Menu ids of the trade area and its directory. The reference's 订单中心 (2072) and 订单列表 (2076)
 * are ids of ours already, so the area takes Tenon's block (docs/menus.md, "Menu ids"): 订单中心
 * 3110; 订单列表 3120 (buttons 3121–3122); the hidden 订单详情 3130 (`/trade/order/detail`); 售后退款
 * 3140 (buttons 3141–3145). The next free block is 3150. Names, paths and permissions are the reference's.
 */
import { directory } from '../../platform/menu-rows.ts';

export const TradeMenuIds = {
  trade: 3110,
  order: 3120,
  orderButtons: 3121,
  orderDetail: 3130,
  afterSale: 3140,
  afterSaleButtons: 3141,
} as const;

export const tradeDirectory = directory(TradeMenuIds.trade, 0, '订单中心', '/trade', 'order', 65);
