/**
 * The demo member's after-sale (tenant 1), so 售后退款 has one to handle on the first start: a
 * 退货退款 of the demo's completed order (耐克 Air Force 1), waiting for the shop's answer.
 */
import { AfterSaleWay, TradeOrderStatus } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { memberIdByMobile } from '../../member/user/index.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { memberItemsInStatus } from '../order/index.ts';
import { applyForAfterSale } from './app-after-sale.service.ts';

/** 芋艿会员, tenant 1's demo member (member-user.demo.ts). */
const DEMO_MEMBER_MOBILE = '15601691300';

export async function seedAfterSaleDemo(tx: Tx): Promise<void> {
  const scope = tenantScope(tx, SYSTEM_TENANT.id);
  const userId = await memberIdByMobile(tx, scope, DEMO_MEMBER_MOBILE);
  if (userId === undefined) return;
  const [item] = await memberItemsInStatus(tx, scope, userId, TradeOrderStatus.COMPLETED);
  if (!item) return;
  await applyForAfterSale(tx, scope, userId, { orderItemId: item.id, way: AfterSaleWay.RETURN_AND_REFUND, refundPrice: item.payPrice, applyReason: '尺码不合适', applyDescription: '鞋码偏小，申请退货退款' });
}
