/**
 * 售后退款 (the console): the members' after-sales with the reference's filters, their detail,
 * and the shop's steps, each one transaction under the after-sale's row lock (`takeStep`):
 * agree, disagree, receive the returned goods or refuse them, refund. The refund is filed with
 * the pay module (the shop's pay app 芋道商城, one merchant refund per after-sale, so two refunds
 * at once refund once) and the after-sale reads 退款成功 when the pay module's notification,
 * checked against the refund it names, says so (`update-refunded`).
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  AfterSaleOperateType,
  AfterSaleStatus,
  AfterSaleWay,
  ErrorCodes,
  PayRefundStatus,
  TRADE_PAY_APP_NAME,
  TradeLogUserType,
  TradeOrderItemAfterSaleStatus,
  type BodyOf,
  type QueryOf,
  type afterSaleApi,
} from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { containsText } from '../../../db/textFilter.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { ServiceError, serviceError } from '../../../platform/errors.ts';
import { memberNicknames, memberProfiles } from '../../member/user/index.ts';
import { payAppNamed } from '../../pay/app/index.ts';
import type { PayRefundService } from '../../pay/refund/index.ts';
import { bookItemRefund, moveItemAfterSaleStatus, orderAndItem } from '../order/index.ts';
import { afterSaleLogs, writeAfterSaleLog } from './after-sale-log.ts';
import { lockAfterSale, takeStep } from './after-sale-step.ts';
import { tradeAfterSale } from './trade-after-sale.schema.ts';

type Filters = QueryOf<typeof afterSaleApi.page>;

/** The pay module's refusals of a second refund of one after-sale: it is being refunded already. */
const ALREADY_REFUNDING: readonly number[] = [ErrorCodes.PAY_REFUND_EXISTS.code, ErrorCodes.PAY_REFUND_HAS_REFUNDING.code];

export class AdminAfterSaleService {
  constructor(
    private readonly db: Db,
    private readonly payRefunds: PayRefundService,
    private readonly timeZone: string,
  ) {}

  // -- reads --

  async page(scope: TenantScope, f: Filters) {
    const a = tradeAfterSale;
    const where: SQL = scope.where(
      a,
      and(
        f.no ? eq(a.no, f.no) : undefined,
        f.status === undefined ? undefined : eq(a.status, f.status),
        f.type === undefined ? undefined : eq(a.type, f.type),
        f.way === undefined ? undefined : eq(a.way, f.way),
        f.orderNo ? eq(a.orderNo, f.orderNo) : undefined,
        containsText(a.spuName, f.spuName),
        dateRangeFilter(a.createTime, f.createTime, this.timeZone),
      ),
    );
    const page = await selectPage(this.db, a, where, f, ({ limit, offset }) =>
      this.db.select().from(a).where(where).orderBy(desc(a.createTime), desc(a.id)).limit(limit).offset(offset),
    );
    const nicknames = await memberNicknames(this.db, scope, page.list.map((r) => r.userId));
    return { ...page, list: page.list.map((r) => ({ ...r, user: nicknames.has(r.userId) ? { id: r.userId, nickname: nicknames.get(r.userId)! } : null })) };
  }

  async detail(scope: TenantScope, id: number) {
    const [row] = await scope.selectFrom(tradeAfterSale, eq(tradeAfterSale.id, id));
    if (!row) throw serviceError(ErrorCodes.AFTER_SALE_NOT_FOUND);
    const [{ order, orderItem }, profiles, logs] = await Promise.all([
      orderAndItem(this.db, scope, row.orderId, row.orderItemId),
      memberProfiles(this.db, scope, [row.userId]),
      afterSaleLogs(this.db, scope, id),
    ]);
    return { ...row, order, orderItem, user: profiles.get(row.userId) ?? null, logs };
  }

  // -- the shop's steps --

  private admin = (adminId: number) => ({ userType: TradeLogUserType.ADMIN, userId: adminId });

  /** 同意售后: 仅退款 waits for the refund at once, 退货退款 for the goods first. */
  agree(scope: TenantScope, adminId: number, id: number, now = Date.now()) {
    return takeStep(this.db, scope, id, {
      from: [AfterSaleStatus.APPLY],
      refused: ErrorCodes.AFTER_SALE_AUDIT_FAIL_STATUS_NOT_APPLY,
      to: (row) => (row.way === AfterSaleWay.REFUND ? AfterSaleStatus.WAIT_REFUND : AfterSaleStatus.SELLER_AGREE),
      set: { auditUserId: adminId, auditTime: now },
      by: this.admin(adminId),
      operate: AfterSaleOperateType.ADMIN_AGREE_APPLY,
    });
  }

  /** 拒绝售后: the item may be applied for again. */
  disagree(scope: TenantScope, adminId: number, body: BodyOf<typeof afterSaleApi.disagree>, now = Date.now()) {
    return takeStep(this.db, scope, body.id, {
      from: [AfterSaleStatus.APPLY],
      refused: ErrorCodes.AFTER_SALE_AUDIT_FAIL_STATUS_NOT_APPLY,
      to: () => AfterSaleStatus.SELLER_DISAGREE,
      set: { auditUserId: adminId, auditTime: now, auditReason: body.auditReason },
      by: this.admin(adminId),
      operate: AfterSaleOperateType.ADMIN_DISAGREE_APPLY,
      after: (row, tx) => moveItemAfterSaleStatus(tx, scope, row.orderItemId, TradeOrderItemAfterSaleStatus.APPLY, TradeOrderItemAfterSaleStatus.NONE),
    });
  }

  /** 确认收货: the returned goods arrived; the refund is next. */
  receive(scope: TenantScope, adminId: number, id: number, now = Date.now()) {
    return takeStep(this.db, scope, id, {
      from: [AfterSaleStatus.BUYER_DELIVERY],
      refused: ErrorCodes.AFTER_SALE_CONFIRM_FAIL_STATUS_NOT_BUYER_DELIVERY,
      to: () => AfterSaleStatus.WAIT_REFUND,
      set: { receiveTime: now },
      by: this.admin(adminId),
      operate: AfterSaleOperateType.ADMIN_AGREE_RECEIVE,
    });
  }

  /** 拒绝收货: the after-sale ends there; the item may be applied for again. */
  refuse(scope: TenantScope, adminId: number, body: BodyOf<typeof afterSaleApi.refuse>, now = Date.now()) {
    return takeStep(this.db, scope, body.id, {
      from: [AfterSaleStatus.BUYER_DELIVERY],
      refused: ErrorCodes.AFTER_SALE_CONFIRM_FAIL_STATUS_NOT_BUYER_DELIVERY,
      to: () => AfterSaleStatus.SELLER_REFUSE,
      set: { receiveTime: now, receiveReason: body.refuseMemo },
      by: this.admin(adminId),
      operate: AfterSaleOperateType.ADMIN_DISAGREE_RECEIVE,
      params: { reason: body.refuseMemo },
      after: (row, tx) => moveItemAfterSaleStatus(tx, scope, row.orderItemId, TradeOrderItemAfterSaleStatus.APPLY, TradeOrderItemAfterSaleStatus.NONE),
    });
  }

  /**
   * 确认退款: files the refund of an after-sale 等待退款 with the pay module, under the
   * after-sale's id as the merchant refund id, so the pay module refunds it once however often
   * (or however simultaneously) this is asked; the loser of two at once is told to refresh. The
   * pay module calls its channel outside any transaction of ours (the embedded database runs one
   * at a time, and a channel is no thing to wait on under a lock), so the status is read first and
   * the refund's id and the log line written after, by the one call the pay module accepted.
   */
  async refund(scope: TenantScope, adminId: number, id: number, userIp: string): Promise<boolean> {
    const app = await payAppNamed(this.db, scope, TRADE_PAY_APP_NAME);
    if (!app) throw serviceError(ErrorCodes.TRADE_PAY_APP_MISSING, TRADE_PAY_APP_NAME);
    const [row] = await scope.selectFrom(tradeAfterSale, eq(tradeAfterSale.id, id));
    if (!row) throw serviceError(ErrorCodes.AFTER_SALE_NOT_FOUND);
    if (row.status !== AfterSaleStatus.WAIT_REFUND || row.payRefundId !== null) throw serviceError(ErrorCodes.AFTER_SALE_REFUND_FAIL_STATUS_NOT_WAIT_REFUND);
    let payRefundId: number;
    try {
      payRefundId = await this.payRefunds.create(scope, {
        appId: app.id,
        userIp,
        merchantOrderId: String(row.orderId),
        merchantRefundId: String(row.id),
        reason: `退款【${row.spuName}】`,
        price: row.refundPrice,
      });
    } catch (err) {
      if (err instanceof ServiceError && ALREADY_REFUNDING.includes(err.code)) throw serviceError(ErrorCodes.AFTER_SALE_UPDATE_STATUS_FAIL);
      throw err;
    }
    await this.db.transaction(async (tx) => {
      // The refund's notification may have come first: it names the same refund.
      await scope.update(tradeAfterSale, { payRefundId, updater: String(adminId) }, eq(tradeAfterSale.id, id), tx);
      // The log records the shop's step as the reference does: 等待退款 → 退款成功.
      await writeAfterSaleLog(tx, scope, { afterSaleId: id, ...this.admin(adminId), beforeStatus: row.status, afterStatus: AfterSaleStatus.COMPLETE, operate: AfterSaleOperateType.ADMIN_REFUND });
    });
    return true;
  }

  // -- the pay module's notification --

  /**
   * The pay module's word that a refund of the shop app ended: trusted only after reading the
   * refund it names (this after-sale's, of this order, at its amount, succeeded). Then the
   * after-sale is 退款成功, its item 已退款 and the order's refund follows. A repeat answers true.
   */
  async updateRefunded(scope: TenantScope, merchantOrderId: string, payRefundId: number): Promise<boolean> {
    // Read before the transaction: the pay module reads through its own connection.
    const refund = await this.payRefunds.find(scope, payRefundId);
    if (!refund) throw serviceError(ErrorCodes.PAY_REFUND_NOT_FOUND);
    const id = Number(refund.merchantRefundId);
    if (!/^\d{1,10}$/.test(refund.merchantRefundId) || !Number.isSafeInteger(id) || id <= 0) throw serviceError(ErrorCodes.AFTER_SALE_NOT_FOUND);
    return this.db.transaction(async (tx) => {
      const row = await lockAfterSale(tx, scope, id);
      const app = await payAppNamed(tx, scope, TRADE_PAY_APP_NAME);
      const matches =
        refund.appId === app?.id &&
        refund.merchantOrderId === merchantOrderId &&
        merchantOrderId === String(row.orderId) &&
        refund.refundPrice === row.refundPrice &&
        (row.payRefundId === null || row.payRefundId === payRefundId);
      if (!matches) throw serviceError(ErrorCodes.AFTER_SALE_UPDATE_REFUNDED_FAIL_REFUND_NOT_MATCH);
      if (row.status === AfterSaleStatus.COMPLETE) return true;
      if (row.status !== AfterSaleStatus.WAIT_REFUND) throw serviceError(ErrorCodes.AFTER_SALE_REFUND_FAIL_STATUS_NOT_WAIT_REFUND);
      if (refund.status !== PayRefundStatus.SUCCESS) throw serviceError(ErrorCodes.AFTER_SALE_UPDATE_REFUNDED_FAIL_REFUND_NOT_SUCCESS);
      const refundTime = refund.successTime ?? Date.now();
      await scope.update(tradeAfterSale, { status: AfterSaleStatus.COMPLETE, payRefundId, refundTime }, eq(tradeAfterSale.id, id), tx);
      await bookItemRefund(tx, scope, row.orderItemId, row.refundPrice, refundTime);
      return true;
    });
  }
}
