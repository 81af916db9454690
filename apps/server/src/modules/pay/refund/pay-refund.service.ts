/**
 * Refunds and their state machine: waiting → success (the order's refunded amount grows) or
 * failure. A refund is decided under its order's row lock: the amount must fit what is left, a
 * merchant refund id makes one refund only, and while one refund of an order waits for its
 * channel no second one starts; so two refunds of one order sent at once refund once. The
 * channel is called outside any transaction; its answer, its notification or a later query end
 * in `settle`, which changes a waiting refund only (a repeated notification changes nothing) and
 * files the merchant notification with it. The wallet refunds inside the settling transaction.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  ErrorCodes,
  PayNotifyType,
  PayOrderStatus,
  PayRefundStatus,
  payRefundResource,
  type PayRefund,
  type QueryOf,
  type payRefundApi,
} from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { EXPORT_READ_LIMIT } from '../../../db/tenantCrud.ts';
import { withinTenant } from '../../../db/tenantContext.ts';
import { tenantScope, type TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { payChannelById, payChannelForNotify, requireEnabledApp, withPayAppNames, type PayChannelRow } from '../app/index.ts';
import { channelDataText } from '../channel-data.ts';
import { PayChannelError, type ChannelNotify, type ChannelRefundResult, type PayClient } from '../client/index.ts';
import { createPayNotifyTask } from '../notify/index.ts';
import { addRefundedPrice, lockPayOrderForRefund } from '../order/index.ts';
import { payNumber } from '../pay-numbers.ts';
import { refundToWallet } from '../wallet/index.ts';
import { payRefund } from './pay-refund.schema.ts';

type RefundRow = typeof payRefund.$inferSelect;

/** What a merchant asks to refund (the reference's PayRefundCreateReqDTO). */
export interface PayRefundCreate {
  appId: number;
  userIp: string;
  merchantOrderId: string;
  merchantRefundId: string;
  reason: string;
  /** Cents, above 0. */
  price: number;
}

export interface RefundServices {
  clientOf: (channel: PayChannelRow) => PayClient;
  kickNotifications: () => void;
  /** The address a channel posts a refund's notification to. */
  notifyUrlOf: (channelId: number) => string;
}


export class PayRefundService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
    private readonly services: RefundServices,
  ) {}

  /** Files and starts a refund; answers its id. The refund may still be waiting for its channel. */
  async create(scope: TenantScope, req: PayRefundCreate): Promise<number> {
    if (!(req.price > 0)) throw serviceError(ErrorCodes.PAY_REFUND_PRICE_EXCEED);
    const { refund, channel } = await this.db.transaction(async (tx) => {
      const app = await requireEnabledApp(tx, scope, req.appId);
      const order = await lockPayOrderForRefund(tx, scope, req.appId, req.merchantOrderId);
      if (order.status !== PayOrderStatus.SUCCESS && order.status !== PayOrderStatus.REFUND) throw serviceError(ErrorCodes.PAY_ORDER_REFUND_FAIL_STATUS_ERROR);
      if (req.price + order.refundPrice > order.price) throw serviceError(ErrorCodes.PAY_REFUND_PRICE_EXCEED);
      const [same] = await scope.selectFrom(payRefund, and(eq(payRefund.appId, req.appId), eq(payRefund.merchantRefundId, req.merchantRefundId)), tx);
      if (same) throw serviceError(ErrorCodes.PAY_REFUND_EXISTS);
      const [waiting] = await scope.selectFrom(payRefund, and(eq(payRefund.orderId, order.id), eq(payRefund.status, PayRefundStatus.WAITING)), tx);
      if (waiting) throw serviceError(ErrorCodes.PAY_REFUND_HAS_REFUNDING);
      const channel = order.channelId ? await payChannelById(tx, scope, order.channelId) : undefined;
      if (!channel) throw serviceError(ErrorCodes.PAY_CHANNEL_NOT_FOUND);
      const [refund] = await scope.insert(
        payRefund,
        {
          no: payNumber('R'),
          appId: app.id,
          channelId: channel.id,
          channelCode: channel.code,
          orderId: order.id,
          orderNo: order.no,
          merchantOrderId: req.merchantOrderId,
          merchantRefundId: req.merchantRefundId,
          notifyUrl: app.refundNotifyUrl,
          payPrice: order.price,
          refundPrice: req.price,
          reason: req.reason.slice(0, 256),
          userIp: req.userIp,
          channelOrderNo: order.channelOrderNo,
        },
        tx,
      );
      return { refund: refund!, channel };
    });

    if (channel.code === 'wallet') {
      await this.settle(scope, channel, { status: 'success', outRefundNo: refund.no, channelRefundNo: refund.no, successTime: Date.now(), rawData: { wallet: refund.orderNo } });
      return refund.id;
    }
    let result: ChannelRefundResult;
    try {
      result = await this.services.clientOf(channel).unifiedRefund({
        outTradeNo: refund.orderNo,
        outRefundNo: refund.no,
        reason: refund.reason,
        payPrice: refund.payPrice,
        refundPrice: refund.refundPrice,
        notifyUrl: this.services.notifyUrlOf(channel.id),
      });
    } catch (err) {
      if (!(err instanceof PayChannelError)) throw err;
      result = { status: 'failure', outRefundNo: refund.no, channelErrorCode: err.code, channelErrorMsg: err.message, rawData: null };
    }
    await this.settle(scope, channel, result);
    return refund.id;
  }

  /**
   * A channel's word on one refund, whoever brought it: success adds the amount to the order
   * (and gives a wallet its money back), failure records why; either files the merchant
   * notification. A refund no longer waiting is left as it is. Answers whether the word was
   * about a refund of ours.
   */
  async settle(scope: TenantScope, channel: PayChannelRow, result: ChannelRefundResult): Promise<boolean> {
    if (result.status === 'waiting') return true;
    const settled = await this.db.transaction(async (tx) => {
      const [refund] = await tx
        .select()
        .from(payRefund)
        .where(scope.where(payRefund, and(eq(payRefund.no, result.outRefundNo), eq(payRefund.channelId, channel.id))))
        .for('update');
      if (!refund) return undefined;
      if (refund.status !== PayRefundStatus.WAITING) return false;
      if (result.status === 'success') {
        if (channel.code === 'wallet') await refundToWallet(tx, scope, refund.orderNo, refund.no, refund.refundPrice, `退款：${refund.reason}`.slice(0, 64));
        await scope.update(
          payRefund,
          {
            status: PayRefundStatus.SUCCESS,
            channelRefundNo: (result.channelRefundNo ?? '').slice(0, 64),
            successTime: result.successTime ?? Date.now(),
            channelNotifyData: channelDataText(result.rawData),
          },
          eq(payRefund.id, refund.id),
          tx,
        );
        await addRefundedPrice(tx, scope, refund.orderId, refund.refundPrice);
      } else {
        await scope.update(
          payRefund,
          {
            status: PayRefundStatus.FAILURE,
            channelErrorCode: (result.channelErrorCode ?? '').slice(0, 128),
            channelErrorMsg: (result.channelErrorMsg ?? '').slice(0, 512),
            channelNotifyData: channelDataText(result.rawData),
          },
          eq(payRefund.id, refund.id),
          tx,
        );
      }
      await createPayNotifyTask(tx, scope, {
        type: PayNotifyType.REFUND,
        dataId: refund.id,
        appId: refund.appId,
        merchantOrderId: refund.merchantOrderId,
        merchantRefundId: refund.merchantRefundId,
        notifyUrl: refund.notifyUrl,
      });
      return true;
    });
    if (settled === undefined) return false;
    if (settled) this.services.kickNotifications();
    return true;
  }

  /** A provider's refund notification (`/pay/notify/refund/{channelId}`): verified by its client, settled in the channel's tenant. */
  async notify(channelId: number, notice: ChannelNotify): Promise<{ ok: boolean; client?: PayClient }> {
    const channel = await payChannelForNotify(this.db, channelId);
    if (!channel) throw serviceError(ErrorCodes.PAY_CHANNEL_NOT_FOUND);
    let client: PayClient;
    let result: ChannelRefundResult;
    try {
      client = this.services.clientOf(channel);
      result = await client.parseRefundNotify(notice);
    } catch (err) {
      if (err instanceof PayChannelError) throw serviceError(ErrorCodes.PAY_CHANNEL_NOTIFY_INVALID, err.message);
      throw err;
    }
    const scope = tenantScope(this.db, channel.tenantId);
    const ok = await withinTenant(channel.tenantId, () => this.settle(scope, channel, result));
    return { ok, client };
  }

  // -- reads --

  private withAppNames = (scope: TenantScope, rows: RefundRow[]): Promise<PayRefund[]> => withPayAppNames(this.db, scope, rows);

  async get(scope: TenantScope, id: number): Promise<PayRefund> {
    const [row] = await scope.selectFrom(payRefund, eq(payRefund.id, id));
    if (!row) throw serviceError(ErrorCodes.PAY_REFUND_NOT_FOUND);
    return (await this.withAppNames(scope, [row]))[0]!;
  }

  /** A refund by id as its merchant reads it to verify a notification (the demo's update-refunded), or undefined. */
  async find(scope: TenantScope, id: number): Promise<RefundRow | undefined> {
    const [row] = await scope.selectFrom(payRefund, eq(payRefund.id, id));
    return row;
  }

  private where(scope: TenantScope, filters: QueryOf<typeof payRefundApi.export>): SQL {
    return scope.where(payRefund, resourceWhere(payRefund, payRefundResource, filters, this.timeZone));
  }

  async page(scope: TenantScope, q: QueryOf<typeof payRefundApi.page>) {
    const where = this.where(scope, q);
    const page = await selectPage(this.db, payRefund, where, q, ({ limit, offset }) =>
      this.db.select().from(payRefund).where(where).orderBy(desc(payRefund.createTime), desc(payRefund.id)).limit(limit).offset(offset),
    );
    return { ...page, list: await this.withAppNames(scope, page.list) };
  }

  async list(scope: TenantScope, filters: QueryOf<typeof payRefundApi.export>): Promise<PayRefund[]> {
    const rows = await this.db.select().from(payRefund).where(this.where(scope, filters)).orderBy(desc(payRefund.createTime), desc(payRefund.id)).limit(EXPORT_READ_LIMIT);
    return this.withAppNames(scope, rows);
  }
}
