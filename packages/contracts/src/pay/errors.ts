/**
 * The pay area's error codes (module 1_007, the reference's codes and texts; Tenon's own are
 * marked and numbered from xxx_100 in their group). Composed into `ErrorCodes`.
 */
import { errorCode, type ErrorTable } from '../area-kit.ts';

export const payErrors = {
  // -- apps --
  PAY_APP_NOT_FOUND: errorCode(1_007_000_000, 'App 不存在'),
  PAY_APP_IS_DISABLE: errorCode(1_007_000_002, 'App 已经被禁用'),
  PAY_APP_EXIST_ORDER_CANT_DELETE: errorCode(1_007_000_003, '支付应用存在支付订单，无法删除'),
  PAY_APP_EXIST_REFUND_CANT_DELETE: errorCode(1_007_000_004, '支付应用存在退款订单，无法删除'),
  /** Tenon: two apps of one tenant with one name would be told apart by id alone. */
  PAY_APP_NAME_DUPLICATE: errorCode(1_007_000_100, '已经存在该名字的支付应用'),
  // -- channels --
  PAY_CHANNEL_NOT_FOUND: errorCode(1_007_001_000, '支付渠道的配置不存在'),
  PAY_CHANNEL_IS_DISABLE: errorCode(1_007_001_001, '支付渠道已经禁用'),
  PAY_CHANNEL_EXIST_SAME_CHANNEL_ERROR: errorCode(1_007_001_004, '已存在相同的渠道'),
  /** Tenon: the channel's config misses a field its mode needs, or holds one that is not valid. */
  PAY_CHANNEL_CONFIG_INVALID: errorCode(1_007_001_100, '渠道配置不正确：{}'),
  /** Tenon: a channel code the product does not know. */
  PAY_CHANNEL_CODE_UNKNOWN: errorCode(1_007_001_101, '未知的支付渠道编码({})'),
  /** Tenon: a notification whose signature or content we cannot trust. */
  PAY_CHANNEL_NOTIFY_INVALID: errorCode(1_007_001_102, '支付渠道的回调不可信：{}'),
  // -- pay orders --
  PAY_ORDER_NOT_FOUND: errorCode(1_007_002_000, '支付订单不存在'),
  PAY_ORDER_STATUS_IS_NOT_WAITING: errorCode(1_007_002_001, '支付订单不处于待支付'),
  PAY_ORDER_STATUS_IS_SUCCESS: errorCode(1_007_002_002, '订单已支付，请刷新页面'),
  PAY_ORDER_IS_EXPIRED: errorCode(1_007_002_003, '支付订单已经过期'),
  PAY_ORDER_SUBMIT_CHANNEL_ERROR: errorCode(1_007_002_004, '发起支付报错，错误码：{}，错误提示：{}'),
  PAY_ORDER_REFUND_FAIL_STATUS_ERROR: errorCode(1_007_002_005, '支付订单退款失败，原因：状态不是已支付或已退款'),
  /** Tenon: a merchant order id already has a pay order of its app, with other terms. */
  PAY_ORDER_EXISTS_WITH_OTHER_TERMS: errorCode(1_007_002_100, '商户订单({})已存在金额或标题不同的支付单'),
  // -- pay order extensions (one per attempt) --
  PAY_ORDER_EXTENSION_NOT_FOUND: errorCode(1_007_003_000, '支付交易拓展单不存在'),
  PAY_ORDER_EXTENSION_STATUS_IS_NOT_WAITING: errorCode(1_007_003_001, '支付交易拓展单不处于待支付'),
  PAY_ORDER_EXTENSION_IS_PAID: errorCode(1_007_003_002, '订单已支付，请等待支付结果'),
  // -- refunds --
  PAY_REFUND_PRICE_EXCEED: errorCode(1_007_006_000, '退款金额超过订单可退款金额'),
  PAY_REFUND_HAS_REFUNDING: errorCode(1_007_006_002, '已经有退款在处理中'),
  PAY_REFUND_EXISTS: errorCode(1_007_006_003, '已经存在退款单'),
  PAY_REFUND_NOT_FOUND: errorCode(1_007_006_004, '支付退款单不存在'),
  PAY_REFUND_STATUS_IS_NOT_WAITING: errorCode(1_007_006_005, '支付退款单不处于待退款'),
  // -- wallets --
  PAY_WALLET_NOT_FOUND: errorCode(1_007_007_000, '用户钱包不存在'),
  PAY_WALLET_BALANCE_NOT_ENOUGH: errorCode(1_007_007_001, '钱包余额不足'),
  PAY_WALLET_TRANSACTION_NOT_FOUND: errorCode(1_007_007_002, '未找到对应的钱包交易'),
  PAY_WALLET_REFUND_EXIST: errorCode(1_007_007_003, '已经存在钱包退款'),
  // -- merchant notifications --
  /** Tenon: the reference has no code for a missing task. */
  PAY_NOTIFY_TASK_NOT_FOUND: errorCode(1_007_010_100, '支付通知任务不存在'),
  // -- demo orders --
  PAY_DEMO_ORDER_NOT_FOUND: errorCode(1_007_900_000, '示例订单不存在'),
  PAY_DEMO_ORDER_UPDATE_PAID_STATUS_NOT_UNPAID: errorCode(1_007_900_001, '示例订单更新支付状态失败，订单不是【未支付】状态'),
  PAY_DEMO_ORDER_UPDATE_PAID_FAIL_PAY_ORDER_ID_ERROR: errorCode(1_007_900_002, '示例订单更新支付状态失败，支付单编号不匹配'),
  PAY_DEMO_ORDER_UPDATE_PAID_FAIL_PAY_ORDER_STATUS_NOT_SUCCESS: errorCode(1_007_900_003, '示例订单更新支付状态失败，支付单状态不是【支付成功】状态'),
  PAY_DEMO_ORDER_UPDATE_PAID_FAIL_PAY_PRICE_NOT_MATCH: errorCode(1_007_900_004, '示例订单更新支付状态失败，支付单金额不匹配'),
  PAY_DEMO_ORDER_REFUND_FAIL_NOT_PAID: errorCode(1_007_900_005, '发起退款失败，示例订单未支付'),
  PAY_DEMO_ORDER_REFUND_FAIL_REFUNDED: errorCode(1_007_900_006, '发起退款失败，示例订单已退款'),
  PAY_DEMO_ORDER_REFUND_FAIL_REFUND_NOT_FOUND: errorCode(1_007_900_007, '发起退款失败，退款订单不存在'),
  PAY_DEMO_ORDER_REFUND_FAIL_REFUND_NOT_SUCCESS: errorCode(1_007_900_008, '发起退款失败，退款订单未退款成功'),
  PAY_DEMO_ORDER_REFUND_FAIL_REFUND_ORDER_ID_ERROR: errorCode(1_007_900_009, '发起退款失败，退款单编号不匹配'),
  PAY_DEMO_ORDER_REFUND_FAIL_REFUND_PRICE_NOT_MATCH: errorCode(1_007_900_010, '发起退款失败，退款单金额不匹配'),
  /** Tenon: the reference answers a bare assertion ("商品({}) 不存在"). */
  PAY_DEMO_PRODUCT_NOT_FOUND: errorCode(1_007_900_100, '商品({}) 不存在'),
  /** Tenon: the reference hard-codes its demo app's id; ours is the tenant's app named 示例应用. */
  PAY_DEMO_APP_MISSING: errorCode(1_007_900_101, '请先在【支付管理 -> 应用信息】中添加名为「{}」的支付应用'),
} as const satisfies ErrorTable;
