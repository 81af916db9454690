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

/**
 * An after-sale (the reference's AfterSaleStatusEnum): 申请中 → 商品待退货 (退货退款 agreed) →
 * 商家待收货 → 等待退款 → 退款成功; or 买家取消, 商家拒绝, 商家拒收货.
 */
export const AfterSaleStatus = {
  APPLY: 10,
  SELLER_AGREE: 20,
  BUYER_DELIVERY: 30,
  WAIT_REFUND: 40,
  COMPLETE: 50,
  BUYER_CANCEL: 61,
  SELLER_DISAGREE: 62,
  SELLER_REFUSE: 63,
} as const;
/** 仅退款, 退货退款. */
export const AfterSaleWay = { REFUND: 10, RETURN_AND_REFUND: 20 } as const;
/** 售中退款 (asked before delivery), 售后退款 (after it). */
export const AfterSaleType = { IN_SALE: 10, AFTER_SALE: 20 } as const;
/** Pictures one after-sale's application may carry (the reference's app allows 9). */
export const TRADE_AFTER_SALE_MAX_PICS = 9;

/** A line of an after-sale's log: its code and text (`{name}` filled in), as the reference's AfterSaleOperateTypeEnum. */
export const AfterSaleOperateType = {
  MEMBER_CREATE: { type: 10, content: '会员申请退款' },
  ADMIN_AGREE_APPLY: { type: 11, content: '商家同意退款' },
  ADMIN_DISAGREE_APPLY: { type: 12, content: '商家拒绝退款' },
  MEMBER_DELIVERY: { type: 20, content: '会员填写退货物流信息，快递公司：{deliveryName}，快递单号：{logisticsNo}' },
  ADMIN_AGREE_RECEIVE: { type: 21, content: '商家收货' },
  ADMIN_DISAGREE_RECEIVE: { type: 22, content: '商家拒绝收货，原因：{reason}' },
  ADMIN_REFUND: { type: 30, content: '商家退款' },
  MEMBER_CANCEL: { type: 40, content: '会员取消退款' },
} as const;

/** The order's timeline line when its last item is refunded (the reference's TradeOrderOperateTypeEnum.ADMIN_CANCEL_AFTER_SALE). */
export const TradeOrderAfterSaleCancel = { type: 43, content: '订单全部售后，管理员自动取消订单' } as const;
