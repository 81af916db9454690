/** The demo's wallets (tenant 1): the administrator's, with ¥10,000 to pay demo orders through 钱包支付. */
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { rechargeWallet, WalletUserType } from './wallet.ts';

export async function seedWalletDemo(tx: Tx): Promise<void> {
  await rechargeWallet(tx, tenantScope(tx, SYSTEM_TENANT.id), { userType: WalletUserType.ADMIN, userId: 1 }, 'demo-recharge-admin', 1_000_000, '演示充值');
}
