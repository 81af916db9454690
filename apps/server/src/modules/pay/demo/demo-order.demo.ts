/**
 * The demo's 接入示例 orders (tenant 1), made through the pay module's own services on the first
 * start's transaction, so 支付订单, 退款订单 and 回调通知 show something on a first start: one
 * waiting at the cashier, two paid (模拟支付, 钱包支付), one paid and refunded. Their merchant
 * notifications are filed and left for 支付通知 Job, which posts them to this server's demo
 * endpoints within seconds of the start (the demo orders then read 已支付 / 已退款).
 */
import type { Db, Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { PayOrderService } from '../order/index.ts';
import { PayRefundService } from '../refund/index.ts';
import { WalletUserType } from '../wallet/index.ts';
import { PayDemoOrderService } from './demo-order.service.ts';

const ADMIN: LoginUser = { id: 1, tenantId: SYSTEM_TENANT.id, sessionId: 'demo', username: 'admin', nickname: '芋道源码', avatar: '' };
const DEMO_IP = '127.0.0.1';
const refuse = () => Promise.reject(new Error('the demo seed calls no provider'));

export async function seedPayDemoOrders(tx: Tx): Promise<void> {
  // The services on the seed's transaction (theirs become savepoints): the mock and the wallet
  // call no provider and open no secret, and the notifications wait for the job.
  const db = tx as unknown as Db;
  const noSecrets = () => {
    throw new Error('the demo seed opens no channel secret');
  };
  const payOrders = new PayOrderService(db, 'Asia/Shanghai', { outbound: { fetch: refuse }, box: noSecrets, kickNotifications: () => {} });
  const payRefunds = new PayRefundService(db, 'Asia/Shanghai', { clientOf: (c) => payOrders.clientOf(c), kickNotifications: () => {}, notifyUrlOf: () => '' });
  const demo = new PayDemoOrderService(db, payOrders, payRefunds);
  const scope = tenantScope(tx, SYSTEM_TENANT.id);
  const admin = { userType: WalletUserType.ADMIN, userId: ADMIN.id };

  const order = async (spuId: number) => {
    const id = await demo.create(scope, ADMIN, spuId, DEMO_IP);
    const row = (await demo.page(scope, { pageNo: 1, pageSize: 1 })).list[0]!;
    return { id, payOrderId: row.payOrderId! };
  };
  const pay = async (o: { id: number; payOrderId: number }, channelCode: 'mock' | 'wallet') => {
    await payOrders.submit(scope, admin, { id: o.payOrderId, channelCode }, DEMO_IP, () => '');
    // As the notification will, once 支付通知 Job posts it (a repeat is answered as done).
    await demo.updatePaid(scope, String(o.id), o.payOrderId);
  };

  await order(3);
  await pay(await order(2), 'mock');
  await pay(await order(4), 'wallet');
  const refunded = await order(1);
  await pay(refunded, 'mock');
  await demo.refund(scope, refunded.id, DEMO_IP);
}
