/**
 * The trade area's error codes (module 1_011, the reference's codes and texts; Tenon's own are
 * marked and numbered in group 1_011_009). Composed into `ErrorCodes`.
 */
import { errorCode, type ErrorTable } from '../area-kit.ts';

export const tradeErrors = {
  // -- orders --
  ORDER_ITEM_NOT_FOUND: errorCode(1_011_000_010, '交易订单项不存在'),
  ORDER_NOT_FOUND: errorCode(1_011_000_011, '交易订单不存在'),
  ORDER_ITEM_UPDATE_AFTER_SALE_STATUS_FAIL: errorCode(1_011_000_012, '交易订单项更新售后状态失败，请重试'),
  ORDER_UPDATE_PAID_STATUS_NOT_UNPAID: errorCode(1_011_000_013, '交易订单更新支付状态失败，订单不是【未支付】状态'),
  ORDER_UPDATE_PAID_FAIL_PAY_ORDER_ID_ERROR: errorCode(1_011_000_014, '交易订单更新支付状态失败，支付单编号不匹配'),
  ORDER_UPDATE_PAID_FAIL_PAY_ORDER_STATUS_NOT_SUCCESS: errorCode(1_011_000_015, '交易订单更新支付状态失败，支付单状态不是【支付成功】状态'),
  ORDER_UPDATE_PAID_FAIL_PAY_PRICE_NOT_MATCH: errorCode(1_011_000_016, '交易订单更新支付状态失败，支付单金额不匹配'),
  ORDER_DELIVERY_FAIL_STATUS_NOT_UNDELIVERED: errorCode(1_011_000_017, '交易订单发货失败，订单不是【待发货】状态'),
  ORDER_RECEIVE_FAIL_STATUS_NOT_DELIVERED: errorCode(1_011_000_018, '交易订单收货失败，订单不是【待收货】状态'),
  ORDER_DELIVERY_FAIL_REFUND_STATUS_NOT_NONE: errorCode(1_011_000_021, '交易订单发货失败，订单已退款或部分退款'),
  ORDER_DELIVERY_FAIL_DELIVERY_TYPE_NOT_EXPRESS: errorCode(1_011_000_024, '交易订单发货失败，发货类型不是快递'),
  ORDER_CANCEL_FAIL_STATUS_NOT_UNPAID: errorCode(1_011_000_025, '交易订单取消失败，订单不是【待支付】状态'),
  ORDER_UPDATE_PRICE_FAIL_PAID: errorCode(1_011_000_026, '支付订单调价失败，原因：支付订单已付款,不能调价'),
  ORDER_UPDATE_PRICE_FAIL_ALREADY: errorCode(1_011_000_027, '支付订单调价失败，原因：已经修改过价格'),
  ORDER_UPDATE_PRICE_FAIL_PRICE_ERROR: errorCode(1_011_000_028, '支付订单调价失败，原因：调整后支付价格不能小于 0.01 元'),
  ORDER_UPDATE_ADDRESS_FAIL_STATUS_NOT_DELIVERED: errorCode(1_011_000_031, '交易订单修改收货地址失败，原因：订单不是【待发货】状态'),
  // -- after-sale (the 售后 screen) --
  AFTER_SALE_NOT_FOUND: errorCode(1_011_000_100, '售后单不存在'),
  AFTER_SALE_CREATE_FAIL_REFUND_PRICE_ERROR: errorCode(1_011_000_101, '申请退款金额错误'),
  AFTER_SALE_CREATE_FAIL_ORDER_STATUS_CANCELED: errorCode(1_011_000_102, '订单已关闭，无法申请售后'),
  AFTER_SALE_CREATE_FAIL_ORDER_STATUS_NO_PAID: errorCode(1_011_000_103, '订单未支付，无法申请售后'),
  AFTER_SALE_CREATE_FAIL_ORDER_STATUS_NO_DELIVERED: errorCode(1_011_000_104, '订单未发货，无法申请【退货退款】售后'),
  AFTER_SALE_CREATE_FAIL_ORDER_ITEM_APPLIED: errorCode(1_011_000_105, '订单项已申请售后，无法重复申请'),
  AFTER_SALE_AUDIT_FAIL_STATUS_NOT_APPLY: errorCode(1_011_000_106, '审批失败，售后状态不处于审批中'),
  AFTER_SALE_UPDATE_STATUS_FAIL: errorCode(1_011_000_107, '操作售后单失败，请刷新后重试'),
  AFTER_SALE_DELIVERY_FAIL_STATUS_NOT_SELLER_AGREE: errorCode(1_011_000_108, '退货失败，售后单状态不处于【待买家退货】'),
  AFTER_SALE_CONFIRM_FAIL_STATUS_NOT_BUYER_DELIVERY: errorCode(1_011_000_109, '确认收货失败，售后单状态不处于【待确认收货】'),
  AFTER_SALE_REFUND_FAIL_STATUS_NOT_WAIT_REFUND: errorCode(1_011_000_110, '退款失败，售后单状态不是【待退款】'),
  AFTER_SALE_CANCEL_FAIL_STATUS_NOT_APPLY_OR_AGREE_OR_BUYER_DELIVERY: errorCode(1_011_000_111, '取消售后单失败，售后单状态不是【待审核】或【卖家同意】或【商家待收货】'),
  // -- price --
  PRICE_CALCULATE_COUPON_NOT_MATCH_NORMAL_ORDER: errorCode(1_011_003_004, '参与秒杀、拼团、砍价的营销商品，无法使用优惠劵'),
  // -- express companies --
  EXPRESS_NOT_EXISTS: errorCode(1_011_004_000, '快递公司不存在'),
  EXPRESS_CODE_DUPLICATE: errorCode(1_011_004_001, '已经存在该编码的快递公司'),
  EXPRESS_STATUS_NOT_ENABLE: errorCode(1_011_004_003, '快递公司未启用'),
  // -- Tenon's own --
  /** Tenon: the reference configures the shop's pay app by id; ours is the tenant's app of a name. */
  TRADE_PAY_APP_MISSING: errorCode(1_011_009_000, '请先在【支付管理 -> 应用信息】中添加名为「{}」的支付应用'),
  /** Tenon: the calculator's own words (the reference throws one code per case). */
  PRICE_CALCULATE_FAIL: errorCode(1_011_009_001, '价格计算失败：{}'),
  /** Tenon: the reference answers a bare assertion for a product off sale. */
  ORDER_SKU_NOT_ON_SALE: errorCode(1_011_009_002, '商品({})已下架，无法购买'),
  /** Tenon: an express order needs an address of the member's own. */
  ORDER_ADDRESS_NOT_FOUND: errorCode(1_011_009_003, '收件地址不存在'),
  /** Tenon: the refund's notification is trusted only after reading the refund it names (the reference answers true to any). */
  AFTER_SALE_UPDATE_REFUNDED_FAIL_REFUND_NOT_MATCH: errorCode(1_011_009_010, '售后单更新退款状态失败，退款单不匹配'),
  AFTER_SALE_UPDATE_REFUNDED_FAIL_REFUND_NOT_SUCCESS: errorCode(1_011_009_011, '售后单更新退款状态失败，退款单状态不是【退款成功】'),
} as const satisfies ErrorTable;
