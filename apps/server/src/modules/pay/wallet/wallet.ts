/**
 * The wallet channel's money: a balance per user (a member's, or a console user's for the
 * cashier), moved only inside the transaction that settles the payment or the refund it is for.
 * Each move is a transaction row unique per (wallet, business type, business id), so paying one
 * attempt or refunding one refund twice fails on the index instead of moving money twice; the
 * wallet row is locked while its balance changes.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { payWallet, payWalletTransaction } from './pay-wallet.schema.ts';

/** The reference's user_type: 1 a member, 2 a console user. */
export const WalletUserType = { MEMBER: 1, ADMIN: 2 } as const;
/** The reference's PayWalletBizTypeEnum. */
export const WalletBizType = { RECHARGE: 1, RECHARGE_REFUND: 2, PAYMENT: 3, PAYMENT_REFUND: 4 } as const;

export interface WalletOwner {
  userType: number;
  userId: number;
}

async function lockWallet(tx: Tx, scope: TenantScope, owner: WalletOwner) {
  const where = scope.where(payWallet, and(eq(payWallet.userType, owner.userType), eq(payWallet.userId, owner.userId)));
  const [wallet] = await tx.select().from(payWallet).where(where).for('update');
  return wallet;
}

/** Pays `price` cents from the owner's wallet for one pay attempt (`bizId`: the extension's number). */
export async function payFromWallet(tx: Tx, scope: TenantScope, owner: WalletOwner, bizId: string, price: number, title: string): Promise<string> {
  const wallet = await lockWallet(tx, scope, owner);
  if (!wallet) throw serviceError(ErrorCodes.PAY_WALLET_NOT_FOUND);
  if (wallet.balance < price) throw serviceError(ErrorCodes.PAY_WALLET_BALANCE_NOT_ENOUGH);
  const no = `W${bizId}`;
  await scope.insert(payWalletTransaction, { no, walletId: wallet.id, bizType: WalletBizType.PAYMENT, bizId, title, price: -price, balance: wallet.balance - price }, tx);
  await tx
    .update(payWallet)
    .set({ balance: sql`${payWallet.balance} - ${price}`, totalExpense: sql`${payWallet.totalExpense} + ${price}` })
    .where(scope.where(payWallet, eq(payWallet.id, wallet.id)));
  return no;
}

/**
 * Gives `price` cents back to the wallet that paid `payBizId` (the paying extension's number), for
 * one refund (`bizId`: the refund's number). A second call for the same refund is refused.
 */
export async function refundToWallet(tx: Tx, scope: TenantScope, payBizId: string, bizId: string, price: number, title: string): Promise<string> {
  const [paid] = await tx
    .select()
    .from(payWalletTransaction)
    .where(scope.where(payWalletTransaction, and(eq(payWalletTransaction.bizType, WalletBizType.PAYMENT), eq(payWalletTransaction.bizId, payBizId))));
  if (!paid) throw serviceError(ErrorCodes.PAY_WALLET_TRANSACTION_NOT_FOUND);
  const [wallet] = await tx.select().from(payWallet).where(scope.where(payWallet, eq(payWallet.id, paid.walletId))).for('update');
  if (!wallet) throw serviceError(ErrorCodes.PAY_WALLET_NOT_FOUND);
  const [done] = await tx
    .select({ id: payWalletTransaction.id })
    .from(payWalletTransaction)
    .where(scope.where(payWalletTransaction, and(eq(payWalletTransaction.bizType, WalletBizType.PAYMENT_REFUND), eq(payWalletTransaction.bizId, bizId))));
  if (done) throw serviceError(ErrorCodes.PAY_WALLET_REFUND_EXIST);
  const no = `W${bizId}`;
  await scope.insert(payWalletTransaction, { no, walletId: wallet.id, bizType: WalletBizType.PAYMENT_REFUND, bizId, title, price, balance: wallet.balance + price }, tx);
  await tx
    .update(payWallet)
    .set({ balance: sql`${payWallet.balance} + ${price}`, totalExpense: sql`${payWallet.totalExpense} - ${price}` })
    .where(scope.where(payWallet, eq(payWallet.id, wallet.id)));
  return no;
}

/** Credits a wallet (the demo's starting balance; recharges later), creating it when the user has none. */
export async function rechargeWallet(tx: Tx, scope: TenantScope, owner: WalletOwner, bizId: string, price: number, title: string): Promise<void> {
  let wallet = await lockWallet(tx, scope, owner);
  if (!wallet) {
    await scope.insert(payWallet, { ...owner }, tx);
    wallet = await lockWallet(tx, scope, owner);
  }
  await scope.insert(payWalletTransaction, { no: `W${bizId}`, walletId: wallet!.id, bizType: WalletBizType.RECHARGE, bizId, title, price, balance: wallet!.balance + price }, tx);
  await tx
    .update(payWallet)
    .set({ balance: sql`${payWallet.balance} + ${price}`, totalRecharge: sql`${payWallet.totalRecharge} + ${price}` })
    .where(scope.where(payWallet, eq(payWallet.id, wallet!.id)));
}
