/**
 * The demo member's orders (tenant 1), so 订单列表 and 订单详情 have something in each status on
 * the first start: placed through `placeOrder` (priced, stock reserved, timeline written), then
 * moved along as the pay module, the console and the member would move them. Paid ones name the
 * mock channel; they have no pay order of their own (the seed runs before any service exists),
 * and the unpaid one closes itself two hours after the first start, as any would.
 */
import { eq } from 'drizzle-orm';
import { Terminal, TradeLogUserType, TradeOrderCancelType, TradeOrderOperateType, TradeOrderStatus } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import { tenantScope, type TenantScope } from '../../../db/tenantScope.ts';
import { enabledMember, memberIdByMobile } from '../../member/user/index.ts';
import { skusOfProductNamed } from '../../product/spu/index.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { enabledExpresses } from '../delivery/index.ts';
import { cancelUnpaidOrder } from './order-cancel.ts';
import { writeOrderLog, type OrderLogEntry } from './order-log.ts';
import { placeOrder } from './order-place.ts';
import { tradeOrder } from './trade-order.schema.ts';

/** 芋艿会员, tenant 1's demo member (member-user.demo.ts). */
const DEMO_MEMBER_MOBILE = '15601691300';
const ADMIN_ID = 1;
const HOUR = 3600_000;

const DEMO_ORDERS = [
  { product: '三只松鼠 每日坚果 750g', count: 2, status: TradeOrderStatus.UNPAID, hoursAgo: 0 },
  { product: '小米 14', count: 1, status: TradeOrderStatus.UNDELIVERED, hoursAgo: 5 },
  { product: 'AirPods Pro 2', count: 1, status: TradeOrderStatus.DELIVERED, hoursAgo: 30 },
  { product: '耐克 Air Force 1', count: 1, status: TradeOrderStatus.COMPLETED, hoursAgo: 80 },
  { product: '三只松鼠 夏威夷果 265g', count: 3, status: TradeOrderStatus.CANCELED, hoursAgo: 100 },
] as const;

async function advance(tx: Tx, scope: TenantScope, orderId: number, userId: number, to: number, at: number, express: { id: number; name: string }) {
  const step = async (before: number, after: number, set: Partial<typeof tradeOrder.$inferInsert>, log: Omit<OrderLogEntry, 'beforeStatus' | 'afterStatus'>) => {
    await scope.update(tradeOrder, { status: after, ...set }, eq(tradeOrder.id, orderId), tx);
    await writeOrderLog(tx, scope, { ...log, beforeStatus: before, afterStatus: after });
  };
  const member = { orderId, userType: TradeLogUserType.MEMBER, userId };
  if (to === TradeOrderStatus.CANCELED) {
    // The demo's orders have no pay order of their own to close.
    const how = { closePayOrder: async () => {}, cancelType: TradeOrderCancelType.MEMBER_CANCEL, operate: TradeOrderOperateType.MEMBER_CANCEL, userType: TradeLogUserType.MEMBER, userId };
    await cancelUnpaidOrder(tx, scope, orderId, how, at + HOUR / 2);
    return;
  }
  if (to === TradeOrderStatus.UNPAID) return;
  await step(TradeOrderStatus.UNPAID, TradeOrderStatus.UNDELIVERED, { payStatus: true, payTime: at + 60_000, payChannelCode: 'mock' }, { ...member, operate: TradeOrderOperateType.MEMBER_PAY });
  if (to === TradeOrderStatus.UNDELIVERED) return;
  const logisticsNo = `SF${String(at).slice(-10)}`;
  await step(
    TradeOrderStatus.UNDELIVERED,
    TradeOrderStatus.DELIVERED,
    { logisticsId: express.id, logisticsNo, deliveryTime: at + 2 * HOUR },
    { orderId, userType: TradeLogUserType.ADMIN, userId: ADMIN_ID, operate: TradeOrderOperateType.ADMIN_DELIVERY, params: { deliveryName: express.name, logisticsNo } },
  );
  if (to === TradeOrderStatus.DELIVERED) return;
  await step(TradeOrderStatus.DELIVERED, TradeOrderStatus.COMPLETED, { receiveTime: at + 48 * HOUR, finishTime: at + 48 * HOUR }, { ...member, operate: TradeOrderOperateType.MEMBER_RECEIVE });
}

export async function seedTradeOrderDemo(tx: Tx): Promise<void> {
  const scope = tenantScope(tx, SYSTEM_TENANT.id);
  const userId = await memberIdByMobile(tx, scope, DEMO_MEMBER_MOBILE);
  const member = userId === undefined ? undefined : await enabledMember(tx, SYSTEM_TENANT.id, userId);
  const [express] = await enabledExpresses(tx, scope);
  if (!member || !express) return;
  const address = { name: member.nickname, mobile: member.mobile, areaId: 310101, detailAddress: '南京东路 100 号 8 楼' };
  const now = Date.now();
  for (const demo of DEMO_ORDERS) {
    const [sku] = await skusOfProductNamed(tx, scope, demo.product);
    if (!sku) continue;
    const at = now - demo.hoursAgo * HOUR;
    const { orderId } = await placeOrder(tx, scope, { userId: member.id, lines: [{ skuId: sku.id, count: demo.count }], address, terminal: Terminal.H5, userIp: '127.0.0.1' }, at);
    await advance(tx, scope, orderId, member.id, demo.status, at, express);
  }
}
