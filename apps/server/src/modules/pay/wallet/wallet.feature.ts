/**
 * The wallet channel's balances. No screen yet (the reference's wallet screens belong to the
 * member area's newer console); the cashier's 钱包支付 and the demo's starting balance use it.
 */
import type { Feature } from '../../deps.ts';
import { payWallet, payWalletTransaction } from './pay-wallet.schema.ts';
import { seedWalletDemo } from './wallet.demo.ts';

export const payWalletFeature: Feature = {
  name: 'wallet',
  tables: [payWallet, payWalletTransaction],
  demo: seedWalletDemo,
};
