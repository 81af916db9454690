/**
 * Menu ids of the pay area and its directory. The reference's 支付管理 (1117) is our 办公管理's id,
 * and a reference row may not hang under a row of ours, so the area takes Tenon's blocks
 * (docs/menus.md, "Menu ids"): 支付管理 3040; 应用信息 3050 (app buttons 3051–3054, channel
 * buttons 3055–3058); 支付订单 3060 (3061–3062); 退款订单 3070 (3071–3072); 回调通知 3080 (3081);
 * 接入示例 3090 (3091–3093); the hidden 收银台 3100 (`/pay/cashier`). The next free block is 3110. Names, paths, icons and permissions are
 * the reference's (the demo's buttons are ours).
 */
import { directory } from '../../platform/menu-rows.ts';

export const PayMenuIds = {
  pay: 3040,
  app: 3050,
  appButtons: 3051,
  channelButtons: 3055,
  order: 3060,
  orderButtons: 3061,
  refund: 3070,
  refundButtons: 3071,
  notify: 3080,
  notifyButtons: 3081,
  demoOrder: 3090,
  demoOrderButtons: 3091,
  cashier: 3100,
} as const;

export const payDirectory = directory(PayMenuIds.pay, 0, '支付管理', '/pay', 'money', 30);
