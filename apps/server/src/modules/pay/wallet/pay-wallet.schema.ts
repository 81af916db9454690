import { Dicts } from '@tenon/contracts';
import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/** A user's balance for the wallet channel (a member's, or a console user's for the cashier). Cents. */
export const payWallet = pgTable(
  'pay_wallet',
  {
    id: idColumn(),
    ...tenantColumn,
    userId: integer('user_id').notNull(),
    /** user_type: 1 member, 2 console user. */
    userType: smallint(Dicts.userType).notNull(),
    balance: integer('balance').notNull().default(0),
    freezePrice: integer('freeze_price').notNull().default(0),
    totalExpense: integer('total_expense').notNull().default(0),
    totalRecharge: integer('total_recharge').notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('pay_wallet_tenant_user').on(t.tenantId, t.userType, t.userId)],
);

/**
 * A change of a wallet's balance. One per (wallet, business type, business id): paying one
 * extension or refunding one refund twice cannot move the money twice.
 */
export const payWalletTransaction = pgTable(
  'pay_wallet_transaction',
  {
    id: idColumn(),
    ...tenantColumn,
    no: varchar('no', { length: 64 }).notNull(),
    walletId: integer('wallet_id').notNull(),
    /** 1 recharge, 2 recharge refund, 3 payment, 4 payment refund (the reference's PayWalletBizTypeEnum). */
    bizType: smallint('biz_type').notNull(),
    bizId: varchar('biz_id', { length: 64 }).notNull(),
    title: varchar('title', { length: 64 }).notNull(),
    /** Signed: negative for a payment. */
    price: integer('price').notNull(),
    /** The balance after this change. */
    balance: integer('balance').notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('pay_wallet_transaction_biz').on(t.tenantId, t.walletId, t.bizType, t.bizId),
    index('pay_wallet_transaction_tenant_wallet').on(t.tenantId, t.walletId, t.createTime, t.id),
  ],
);
