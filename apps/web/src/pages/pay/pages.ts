/**
 * The pay area's part of the page table: a menu's `component` (the reference's view path) → its
 * page, loaded on first open. A new screen is one line here.
 */
import type { PageTable } from '../../router/pageTable';

export const payPages: PageTable = {
  'pay/app/index': () => import('./app/index'),
  'pay/order/index': () => import('./order/index'),
  'pay/refund/index': () => import('./refund/index'),
  'pay/notify/index': () => import('./notify/index'),
  'pay/demo/index': () => import('./demo/index'),
  // Hidden: routed at /pay/cashier?id=&returnUrl=, opened from 接入示例's 前往支付 (and any merchant's order).
  'pay/cashier/index': () => import('./cashier/index'),
};

/** Each hidden page's owner screen (see `router/pageOwners.ts`). */
export const payPageOwners: Record<string, string> = {
  'pay/cashier/index': 'pay/demo/index',
};
