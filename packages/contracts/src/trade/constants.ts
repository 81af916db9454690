/**
 * The trade area's states and codes, as the reference's enums (yudao-module-trade-api `enums/`);
 * the dictionaries `trade_order_status`, `trade_order_type`, `terminal`, … hold their labels.
 */

/** An order: 待支付 → 待发货 (paid) → 已发货 → 已完成; or 待支付 → 已取消. */
export const TradeOrderStatus = { UNPAID: 0, UNDELIVERED: 10, DELIVERED: 20, COMPLETED: 30, CANCELED: 40 } as const;
export const TradeOrderType = { NORMAL: 0, SECKILL: 1, BARGAIN: 2, COMBINATION: 3 } as const;
export const TradeOrderCancelType = { PAY_TIMEOUT: 10, AFTER_SALE_CLOSE: 20, MEMBER_CANCEL: 30 } as const;
export const TradeOrderRefundStatus = { NONE: 0, PART: 10, ALL: 20 } as const;
export const TradeOrderItemAfterSaleStatus = { NONE: 0, APPLY: 10, SUCCESS: 20 } as const;
export const DeliveryType = { EXPRESS: 1, PICK_UP: 2 } as const;
/** Where an order was placed (the reference's TerminalEnum, dictionary `terminal`). */
export const Terminal = { UNKNOWN: 0, WECHAT_MINI_PROGRAM: 10, WECHAT_WAP: 11, H5: 20, APP: 31 } as const;

/** Who wrote a line of an order's timeline (the reference's UserTypeEnum). */
export const TradeLogUserType = { MEMBER: 1, ADMIN: 2, SYSTEM: 3 } as const;

/** A line of an order's timeline: its code and text (`{name}` filled in), as the reference's TradeOrderOperateTypeEnum. */
export const TradeOrderOperateType = {
  MEMBER_CREATE: { type: 1, content: '用户下单' },
  ADMIN_UPDATE_PRICE: { type: 2, content: '订单价格 {oldPayPrice} 修改，实际支付金额为 {newPayPrice} 元' },
  MEMBER_PAY: { type: 10, content: '用户付款成功' },
  ADMIN_UPDATE_ADDRESS: { type: 11, content: '收货地址修改' },
  ADMIN_DELIVERY: { type: 20, content: '已发货，快递公司：{deliveryName}，快递单号：{logisticsNo}' },
  MEMBER_RECEIVE: { type: 30, content: '用户已收货' },
  MEMBER_CANCEL: { type: 40, content: '取消订单' },
  SYSTEM_CANCEL: { type: 41, content: '到期未支付，系统自动取消订单' },
} as const;

/** How long an order may stay unpaid before it closes itself (the reference's payExpireTime, 2 hours). */
export const TRADE_ORDER_PAY_TIMEOUT_MS = 2 * 3600_000;
/** The pay app the shop's orders are paid through: the tenant's app of this name (the reference configures an id). */
export const TRADE_PAY_APP_NAME = '芋道商城';
/** Distinct SKUs one order may hold, and pieces of one SKU. */
export const TRADE_ORDER_MAX_ITEMS = 20;
export const TRADE_ORDER_MAX_COUNT = 999;
