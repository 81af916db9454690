/** The wallet's door: what the pay order and refund services use to move a wallet's money inside their transactions. */
export { payFromWallet, rechargeWallet, refundToWallet, WalletUserType, type WalletOwner } from './wallet.ts';
