/**
 * Pay orders and their state machine: waiting → paid (→ refunded, by the refund feature), or
 * waiting → closed when it expires unpaid. Every way a payment is learnt — the channel answering
 * the submit at once (the mock, a bar code, the wallet), its notification, a query by the expiry
 * job — ends in `settle`, one transaction that locks the attempt and then the order, so a late or
 * repeated notification finds them settled and changes nothing (no second success, no second
 * merchant notification: the notification task is unique per order).
 *
 * A submit is one attempt (an extension, numbered `P…`): written first, then sent to the channel
 * outside any transaction (a provider call must not hold locks), then settled with the answer.
 */
import { and, asc, desc, eq, lt, type SQL } from 'drizzle-orm';
import {
  ErrorCodes,
  PayNotifyType,
  PayOrderExtensionStatus,
  PayOrderStatus,
  payOrderResource,
  type BodyOf,
  type PayOrder,
  type QueryOf,
  type payOrderApi,
} from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { EXPORT_READ_LIMIT } from '../../../db/tenantCrud.ts';
import { acrossTenants, withinTenant } from '../../../db/tenantContext.ts';
import { tenantScope, type TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { OutboundPolicy } from '../../../platform/outbound-policy.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { openConfig, payChannelById, payChannelForNotify, requireEnabledApp, requireEnabledChannel, withPayAppNames, type PayChannelRow } from '../app/index.ts';
import { channelDataText } from '../channel-data.ts';
import { createPayClient, PayChannelError, type ChannelNotify, type ChannelOrderResult, type PayClient } from '../client/index.ts';
import { createPayNotifyTask } from '../notify/index.ts';
import { payNumber } from '../pay-numbers.ts';
import { payFromWallet, type WalletOwner } from '../wallet/index.ts';
import { payOrder, payOrderExtension } from './pay-order.schema.ts';

type OrderRow = typeof payOrder.$inferSelect;
type ExtensionRow = typeof payOrderExtension.$inferSelect;

/** What a merchant asks to be paid (the trade orders, the demo): the reference's PayOrderCreateReqDTO. */
export interface PayOrderCreate {
  appId: number;
  userIp: string;
  merchantOrderId: string;
  subject: string;
  body: string;
  /** Cents, above 0. */
  price: number;
  expireTime: number;
  /** Who is to pay, when the merchant knows (a member's shop order): only they read and pay it on the app surface. */
  payer?: WalletOwner;
}

export interface PayServices {
  outbound: Pick<OutboundPolicy, 'fetch'>;
  box: () => SecretBox;
  /** Starts the merchant notifications just committed (their first attempt, at once). */
  kickNotifications: () => void;
  /** WeChat Pay's gateway (tests point it at a fake). */
  wxBaseUrl?: string;
}

/** A fee in cents: the channel's rate (a percentage) of the price, rounded half up. */
export const channelFee = (price: number, feeRate: number) => Math.round((price * feeRate) / 100);


export class PayOrderService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
    private readonly services: PayServices,
  ) {}

  /** The client of a channel, its secrets opened just for the call. */
  clientOf(channel: PayChannelRow): PayClient {
    return createPayClient({
      code: channel.code,
      config: openConfig(channel.code, channel.config, this.services.box),
      fetch: this.services.outbound.fetch,
      wxBaseUrl: this.services.wxBaseUrl,
    });
  }

  // -- the merchant's side (the door) --

  /**
   * The pay order of a merchant order, created once: asking again for the same merchant order
   * answers the same pay order (a retried checkout), unless its price differs.
   */
  async create(scope: TenantScope, req: PayOrderCreate, q: Db | Tx = this.db): Promise<number> {
    const app = await requireEnabledApp(q, scope, req.appId);
    const [existing] = await scope.selectFrom(payOrder, and(eq(payOrder.appId, req.appId), eq(payOrder.merchantOrderId, req.merchantOrderId)), q);
    if (existing) {
      if (existing.price !== req.price) throw serviceError(ErrorCodes.PAY_ORDER_EXISTS_WITH_OTHER_TERMS, req.merchantOrderId);
      return existing.id;
    }
    const { payer, ...order } = req;
    const [row] = await scope.insert(
      payOrder,
      {
        ...order,
        subject: req.subject.slice(0, 32),
        body: req.body.slice(0, 128),
        notifyUrl: app.orderNotifyUrl,
        status: PayOrderStatus.WAITING,
        userId: payer?.userId ?? null,
        userType: payer?.userType ?? null,
      },
      q,
    );
    return row!.id;
  }

  /**
   * A merchant's new price for an unpaid order (the shop's 调整价格). An attempt already sent to a
   * provider carries the old amount: if it is paid anyway, the notification's amount no longer
   * matches and is refused (settle), so the order is never paid at a price it no longer has.
   */
  async updatePrice(scope: TenantScope, id: number, price: number, q: Db | Tx = this.db): Promise<void> {
    const run = async (tx: Db | Tx) => {
      const [order] = await tx.select().from(payOrder).where(scope.where(payOrder, eq(payOrder.id, id))).for('update');
      if (!order) throw serviceError(ErrorCodes.PAY_ORDER_NOT_FOUND);
      if (order.status !== PayOrderStatus.WAITING) throw serviceError(ErrorCodes.PAY_ORDER_STATUS_IS_NOT_WAITING);
      if (order.price === price) return;
      await scope.update(payOrder, { price }, eq(payOrder.id, id), tx);
    };
    await (q === this.db ? this.db.transaction(run) : run(q));
  }

  /**
   * Closes an unpaid order its merchant gave up (a shop order cancelled), in the merchant's
   * transaction: a paid order is refused (订单已支付) so the cancel is refused with it, a closed one
   * is left as it is. An attempt a provider still holds may be paid later; settling refuses it
   * then, as for an expired order.
   */
  async close(scope: TenantScope, id: number, q: Db | Tx = this.db): Promise<void> {
    const run = async (tx: Db | Tx) => {
      const [order] = await tx.select().from(payOrder).where(scope.where(payOrder, eq(payOrder.id, id))).for('update');
      if (!order) throw serviceError(ErrorCodes.PAY_ORDER_NOT_FOUND);
      if (order.status === PayOrderStatus.CLOSED) return;
      if (order.status !== PayOrderStatus.WAITING) throw serviceError(ErrorCodes.PAY_ORDER_STATUS_IS_SUCCESS);
      await scope.update(
        payOrderExtension,
        { status: PayOrderExtensionStatus.CLOSED, channelErrorMsg: '商户已关闭支付单' },
        and(eq(payOrderExtension.orderId, id), eq(payOrderExtension.status, PayOrderExtensionStatus.WAITING))!,
        tx,
      );
      await scope.update(payOrder, { status: PayOrderStatus.CLOSED }, eq(payOrder.id, id), tx);
    };
    await (q === this.db ? this.db.transaction(run) : run(q));
  }

  // -- reads --

  private withAppNames = (scope: TenantScope, rows: OrderRow[]): Promise<PayOrder[]> => withPayAppNames(this.db, scope, rows);

  async get(scope: TenantScope, id: number): Promise<PayOrder | null> {
    const [row] = await scope.selectFrom(payOrder, eq(payOrder.id, id));
    return row ? (await this.withAppNames(scope, [row]))[0]! : null;
  }

  /** The pay order if it was filed for this payer (the app surface's reads), else null. */
  async getOwned(scope: TenantScope, id: number, payer: WalletOwner): Promise<PayOrder | null> {
    const [row] = await scope.selectFrom(payOrder, and(eq(payOrder.id, id), eq(payOrder.userType, payer.userType), eq(payOrder.userId, payer.userId)));
    return row ? (await this.withAppNames(scope, [row]))[0]! : null;
  }

  async getDetail(scope: TenantScope, id: number) {
    const [row] = await scope.selectFrom(payOrder, eq(payOrder.id, id));
    if (!row) throw serviceError(ErrorCodes.PAY_ORDER_NOT_FOUND);
    const [order] = await this.withAppNames(scope, [row]);
    const [extension] = row.extensionId ? await scope.selectFrom(payOrderExtension, eq(payOrderExtension.id, row.extensionId)) : [];
    return {
      ...order!,
      extension: extension ? { no: extension.no, channelCode: extension.channelCode, status: extension.status, channelNotifyData: extension.channelNotifyData } : null,
    };
  }

  private where(scope: TenantScope, filters: QueryOf<typeof payOrderApi.export>): SQL {
    return scope.where(payOrder, resourceWhere(payOrder, payOrderResource, filters, this.timeZone));
  }

  async page(scope: TenantScope, q: QueryOf<typeof payOrderApi.page>) {
    const where = this.where(scope, q);
    const page = await selectPage(this.db, payOrder, where, q, ({ limit, offset }) =>
      this.db.select().from(payOrder).where(where).orderBy(desc(payOrder.createTime), desc(payOrder.id)).limit(limit).offset(offset),
    );
    return { ...page, list: await this.withAppNames(scope, page.list) };
  }

  async list(scope: TenantScope, filters: QueryOf<typeof payOrderApi.export>): Promise<PayOrder[]> {
    const rows = await this.db.select().from(payOrder).where(this.where(scope, filters)).orderBy(desc(payOrder.createTime), desc(payOrder.id)).limit(EXPORT_READ_LIMIT);
    return this.withAppNames(scope, rows);
  }

  // -- the cashier --

  /**
   * One attempt to pay through a channel. The attempt is written first (so a notification that
   * races the answer finds it), the channel is called outside any transaction, and its answer is
   * settled like a notification. The wallet pays inside the settling transaction itself.
   */
  async submit(
    scope: TenantScope,
    payer: WalletOwner,
    body: BodyOf<typeof payOrderApi.submit>,
    userIp: string,
    notifyUrlOf: (channelId: number) => string,
    { ownOnly = false }: { ownOnly?: boolean } = {},
  ) {
    const now = Date.now();
    const { order, channel, extension } = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(payOrder).where(scope.where(payOrder, eq(payOrder.id, body.id))).for('update');
      // A member pays only what was filed for them: anything else is not theirs to see.
      if (!order || (ownOnly && (order.userType !== payer.userType || order.userId !== payer.userId))) throw serviceError(ErrorCodes.PAY_ORDER_NOT_FOUND);
      if (order.status === PayOrderStatus.SUCCESS || order.status === PayOrderStatus.REFUND) throw serviceError(ErrorCodes.PAY_ORDER_STATUS_IS_SUCCESS);
      if (order.status !== PayOrderStatus.WAITING) throw serviceError(ErrorCodes.PAY_ORDER_STATUS_IS_NOT_WAITING);
      if (order.expireTime < now) throw serviceError(ErrorCodes.PAY_ORDER_IS_EXPIRED);
      await requireEnabledApp(tx, scope, order.appId);
      const channel = await requireEnabledChannel(tx, scope, order.appId, body.channelCode);
      // An attempt the channel already paid, whose settling is still on its way, is not paid again.
      const [paid] = await scope.selectFrom(payOrderExtension, and(eq(payOrderExtension.orderId, order.id), eq(payOrderExtension.status, PayOrderExtensionStatus.SUCCESS)), tx);
      if (paid) throw serviceError(ErrorCodes.PAY_ORDER_EXTENSION_IS_PAID);
      const [extension] = await scope.insert(
        payOrderExtension,
        { no: payNumber('P', now), orderId: order.id, channelId: channel.id, channelCode: channel.code, userIp, channelExtras: body.channelExtras ?? {} },
        tx,
      );
      return { order, channel, extension: extension! };
    });

    if (channel.code === 'wallet') {
      await this.settle(scope, channel, { status: 'success', outTradeNo: extension.no, channelOrderNo: extension.no, successTime: Date.now(), rawData: { wallet: payer } }, payer);
      return { status: PayOrderStatus.SUCCESS, displayMode: '', displayContent: '' };
    }

    let result: ChannelOrderResult;
    try {
      const extras = body.channelExtras ?? {};
      result = await this.clientOf(channel).unifiedOrder({
        outTradeNo: extension.no,
        subject: order.subject,
        body: order.body,
        notifyUrl: notifyUrlOf(channel.id),
        returnUrl: body.returnUrl,
        price: order.price,
        expireTime: order.expireTime,
        userIp,
        // The reference's cashier sends alipay_bar's code as auth_code and wx_bar's as authCode.
        channelExtras: { ...extras, ...(extras.auth_code && !extras.authCode ? { authCode: extras.auth_code } : {}) },
        displayMode: body.displayMode,
      });
    } catch (err) {
      if (!(err instanceof PayChannelError)) throw err;
      await this.recordAttemptError(scope, extension, err.code, err.message);
      throw serviceError(ErrorCodes.PAY_ORDER_SUBMIT_CHANNEL_ERROR, err.code, err.message);
    }
    if (result.status === 'closed' && result.channelErrorCode) {
      await this.settle(scope, channel, result);
      throw serviceError(ErrorCodes.PAY_ORDER_SUBMIT_CHANNEL_ERROR, result.channelErrorCode, result.channelErrorMsg ?? '');
    }
    if (result.status !== 'waiting') await this.settle(scope, channel, result);
    const [after] = await scope.selectFrom(payOrder, eq(payOrder.id, order.id));
    return { status: after!.status, displayMode: result.displayMode ?? '', displayContent: result.displayContent ?? '' };
  }

  private async recordAttemptError(scope: TenantScope, extension: ExtensionRow, code: string, msg: string) {
    await scope.update(
      payOrderExtension,
      { channelErrorCode: code.slice(0, 128), channelErrorMsg: msg.slice(0, 512) },
      eq(payOrderExtension.id, extension.id),
    );
  }

  // -- settling --

  /**
   * A channel's word on one attempt, whoever brought it. Success pays the order (once: a settled
   * attempt or a paid order is left as it is, answering true), and files the merchant
   * notification in the same transaction; closed closes the attempt, not the order (the payer may
   * try another channel). Answers whether the word was taken (false: nothing of ours it names).
   */
  async settle(scope: TenantScope, channel: PayChannelRow, result: ChannelOrderResult, payer?: WalletOwner): Promise<boolean> {
    if (result.status === 'waiting') return true;
    const notify = await this.db.transaction(async (tx) => {
      const [extension] = await tx
        .select()
        .from(payOrderExtension)
        .where(scope.where(payOrderExtension, and(eq(payOrderExtension.no, result.outTradeNo), eq(payOrderExtension.channelId, channel.id))))
        .for('update');
      if (!extension) return undefined;
      if (result.status === 'closed') {
        if (extension.status === PayOrderExtensionStatus.WAITING) {
          await scope.update(
            payOrderExtension,
            {
              status: PayOrderExtensionStatus.CLOSED,
              channelErrorCode: (result.channelErrorCode ?? '').slice(0, 128),
              channelErrorMsg: (result.channelErrorMsg ?? '').slice(0, 512),
              channelNotifyData: channelDataText(result.rawData),
            },
            eq(payOrderExtension.id, extension.id),
            tx,
          );
        }
        return false;
      }
      // Success. Repeated or late: the attempt is settled already.
      if (extension.status === PayOrderExtensionStatus.SUCCESS) return false;
      const [order] = await tx.select().from(payOrder).where(scope.where(payOrder, eq(payOrder.id, extension.orderId))).for('update');
      if (!order) return undefined;
      // Paid by another attempt, or closed meanwhile: the reference refuses it too, and the
      // channel keeps notifying until someone settles it by hand (a refund of the second payment).
      if (order.status !== PayOrderStatus.WAITING) throw serviceError(ErrorCodes.PAY_ORDER_STATUS_IS_NOT_WAITING);
      // A provider that reports the amount paid must report the order's: anything else is not this payment.
      if (result.price !== undefined && result.price !== order.price) throw serviceError(ErrorCodes.PAY_CHANNEL_NOTIFY_INVALID, `支付金额 ${result.price} 分与支付单的 ${order.price} 分不符`);
      if (payer) await payFromWallet(tx, scope, payer, extension.no, order.price, order.subject);
      const successTime = result.successTime ?? Date.now();
      await scope.update(
        payOrderExtension,
        { status: PayOrderExtensionStatus.SUCCESS, channelNotifyData: channelDataText(result.rawData) },
        eq(payOrderExtension.id, extension.id),
        tx,
      );
      await scope.update(
        payOrder,
        {
          status: PayOrderStatus.SUCCESS,
          channelId: channel.id,
          channelCode: channel.code,
          successTime,
          extensionId: extension.id,
          no: extension.no,
          channelOrderNo: (result.channelOrderNo ?? '').slice(0, 64),
          channelUserId: (result.channelUserId ?? '').slice(0, 255),
          channelFeeRate: channel.feeRate,
          channelFeePrice: channelFee(order.price, channel.feeRate),
        },
        eq(payOrder.id, order.id),
        tx,
      );
      await createPayNotifyTask(tx, scope, { type: PayNotifyType.ORDER, dataId: order.id, appId: order.appId, merchantOrderId: order.merchantOrderId, notifyUrl: order.notifyUrl });
      return true;
    });
    if (notify === undefined) return false;
    if (notify) this.services.kickNotifications();
    return true;
  }

  /** A provider's payment notification (`/pay/notify/order/{channelId}`): verified by its client, then settled in the channel's tenant. */
  async notify(channelId: number, notice: ChannelNotify): Promise<{ ok: boolean; client?: PayClient }> {
    const channel = await payChannelForNotify(this.db, channelId);
    if (!channel) throw serviceError(ErrorCodes.PAY_CHANNEL_NOT_FOUND);
    let client: PayClient;
    let result: ChannelOrderResult;
    try {
      client = this.clientOf(channel);
      result = await client.parseOrderNotify(notice);
    } catch (err) {
      if (err instanceof PayChannelError) throw serviceError(ErrorCodes.PAY_CHANNEL_NOTIFY_INVALID, err.message);
      throw err;
    }
    const scope = tenantScope(this.db, channel.tenantId);
    const ok = await withinTenant(channel.tenantId, () => this.settle(scope, channel, result));
    return { ok, client };
  }

  // -- expiry --

  /**
   * Closes the waiting orders past their expiry (the reference's PayOrderExpireJob), a batch at a
   * time across tenants. An attempt still waiting is asked of its channel first: paid after all
   * (the notification lost) settles it as paid instead.
   */
  async expire(now = Date.now(), batch = 200): Promise<number> {
    const due = await acrossTenants(() =>
      this.db
        .select({ id: payOrder.id, tenantId: payOrder.tenantId })
        .from(payOrder)
        .where(and(eq(payOrder.status, PayOrderStatus.WAITING), lt(payOrder.expireTime, now)))
        .orderBy(asc(payOrder.expireTime))
        .limit(batch),
    );
    let closed = 0;
    for (const { id, tenantId } of due) {
      const scope = tenantScope(this.db, tenantId);
      if (await withinTenant(tenantId, () => this.expireOne(scope, id, now))) closed++;
    }
    return closed;
  }

  private async expireOne(scope: TenantScope, orderId: number, now: number): Promise<boolean> {
    const waiting = await scope.selectFrom(payOrderExtension, and(eq(payOrderExtension.orderId, orderId), eq(payOrderExtension.status, PayOrderExtensionStatus.WAITING)));
    for (const extension of waiting) {
      if (extension.channelCode === 'mock' || extension.channelCode === 'wallet') continue;
      const channel = await payChannelById(this.db, scope, extension.channelId);
      if (!channel) continue;
      try {
        const result = await this.clientOf(channel).getOrder(extension.no);
        if (result.status === 'success' && (await this.settle(scope, channel, result))) return false;
      } catch {
        // The channel cannot be asked now: the attempt is closed with the order below.
      }
    }
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(payOrder).where(scope.where(payOrder, eq(payOrder.id, orderId))).for('update');
      if (!order || order.status !== PayOrderStatus.WAITING || order.expireTime >= now) return false;
      await scope.update(
        payOrderExtension,
        { status: PayOrderExtensionStatus.CLOSED, channelErrorMsg: '支付单已过期' },
        and(eq(payOrderExtension.orderId, orderId), eq(payOrderExtension.status, PayOrderExtensionStatus.WAITING))!,
        tx,
      );
      await scope.update(payOrder, { status: PayOrderStatus.CLOSED }, eq(payOrder.id, orderId), tx);
      return true;
    });
  }
}
