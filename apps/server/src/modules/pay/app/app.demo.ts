/**
 * The demo's pay apps (tenant 1): 示例应用, which 接入示例 pays through (the mock and the wallet
 * enabled; its notify URLs are this server's own demo endpoints), and 芋道商城 for the shop's
 * orders, with an Alipay channel configured for the sandbox but disabled (its keys are not real).
 */
import { CommonStatus, PAY_DEMO_APP_NAME } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { payApp } from './pay-app.schema.ts';
import { payChannel } from './pay-channel.schema.ts';

const ADMIN_ID = '1';
const stamp = { creator: ADMIN_ID, updater: ADMIN_ID };

export async function seedPayAppDemo(tx: Tx): Promise<void> {
  const scope = tenantScope(tx, SYSTEM_TENANT.id);
  const [demo, shop] = await scope.insert(
    payApp,
    [
      {
        name: PAY_DEMO_APP_NAME,
        status: CommonStatus.ENABLE,
        remark: '接入示例的支付应用：模拟支付与钱包支付',
        orderNotifyUrl: '/tri-real-api/admin-api/pay/demo-order/update-paid',
        refundNotifyUrl: '/tri-real-api/admin-api/pay/demo-order/update-refunded',
        ...stamp,
      },
      {
        name: '芋道商城',
        status: CommonStatus.ENABLE,
        remark: '商城订单的支付应用',
        orderNotifyUrl: '/tri-real-api/app-api/trade/order/update-paid',
        refundNotifyUrl: '/tri-real-api/admin-api/trade/after-sale/update-refunded',
        ...stamp,
      },
    ],
    tx,
  );
  await scope.insert(
    payChannel,
    [
      { appId: demo!.id, code: 'mock', status: CommonStatus.ENABLE, feeRate: 0, remark: '模拟支付：提交即支付成功', config: { name: 'mock-conf' }, ...stamp },
      { appId: demo!.id, code: 'wallet', status: CommonStatus.ENABLE, feeRate: 0, remark: '钱包支付：从当前用户的钱包余额扣款', config: {}, ...stamp },
      { appId: shop!.id, code: 'mock', status: CommonStatus.ENABLE, feeRate: 0.6, remark: '模拟支付', config: { name: 'mock-conf' }, ...stamp },
      { appId: shop!.id, code: 'wallet', status: CommonStatus.ENABLE, feeRate: 0, remark: '钱包支付', config: {}, ...stamp },
    ],
    tx,
  );
}
