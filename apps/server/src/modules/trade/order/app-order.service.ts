/**
 * A member's orders (the app surface): settle, create, read, cancel while unpaid, confirm
 * receipt, and the pay module's word that one was paid. Every member call names the member: an
 * order of anyone else is "not found", as if it did not exist.
 *
 * Create is one transaction: priced again (what holds when it is written), the stock reserved
 * (one conditional update per SKU), the coupon used, order, items and timeline written, and the
 * pay order filed through `payOrders.create` in the same transaction, so nothing is left half made.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  ErrorCodes,
  PayOrderStatus,
  TRADE_ORDER_PAY_TIMEOUT_MS,
  TRADE_PAY_APP_NAME,
  TradeLogUserType,
  TradeOrderCancelType,
  TradeOrderOperateType,
  TradeOrderStatus,
  TradeOrderType,
  type BodyOf,
  type QueryOf,
  type appTradeOrderApi,
} from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { selectPage } from '../../../db/selectPage.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import { memberAddressOf } from '../../member/address/index.ts';
import { payAppNamed } from '../../pay/app/index.ts';
import type { PayOrderService } from '../../pay/order/index.ts';
import { WalletUserType } from '../../pay/wallet/index.ts';
import { areaFullName } from '../../system/area/index.ts';
import { cancelUnpaidOrder } from './order-cancel.ts';
import { itemsOfOrders } from './order-items.ts';
import { writeOrderLog } from './order-log.ts';
import { placeOrder } from './order-place.ts';
import { priceOrder } from './order-pricing.ts';
import { tradeOrder } from './trade-order.schema.ts';

type OrderRow = typeof tradeOrder.$inferSelect;
type CreateBody = BodyOf<typeof appTradeOrderApi.create>;

export class AppTradeOrderService {
  constructor(
    private readonly db: Db,
    private readonly payOrders: PayOrderService,
  ) {}

  private readonly closePayOrder = (tx: Tx, scope: TenantScope, payOrderId: number) => this.payOrders.close(scope, payOrderId, tx);

  // -- before ordering --

  async settlement(scope: TenantScope, userId: number, q: QueryOf<typeof appTradeOrderApi.settlement>, now = Date.now()) {
    if (q.skuIds.length !== q.counts.length) throw badRequest('商品 SKU 编号与购买数量的个数不一致');
    const address = q.addressId ? await memberAddressOf(this.db, scope, userId, q.addressId) : undefined;
    if (q.addressId && !address) throw serviceError(ErrorCodes.ORDER_ADDRESS_NOT_FOUND);
    const lines = q.skuIds.map((skuId, i) => ({ skuId, count: q.counts[i]! }));
    const { price, skus, properties } = await priceOrder(this.db, scope, { userId, lines, couponId: q.couponId }, now);
    return {
      type: TradeOrderType.NORMAL,
      items: price.items.map((item) => {
        const sku = skus.get(item.skuId)!;
        return { categoryId: sku.categoryId, spuId: sku.spuId, spuName: sku.spuName, skuId: sku.id, price: sku.price, picUrl: sku.picUrl, properties: properties.get(sku.id) ?? [], count: item.count };
      }),
      price: { ...price.price, deliveryPrice: 0, pointPrice: 0, vipPrice: 0 },
      address: address ?? null,
      promotions: price.promotions,
    };
  }

  // -- ordering --

  async create(scope: TenantScope, userId: number, body: CreateBody, userIp: string, now = Date.now()): Promise<{ id: number; payOrderId: number }> {
    const app = await payAppNamed(this.db, scope, TRADE_PAY_APP_NAME);
    if (!app) throw serviceError(ErrorCodes.TRADE_PAY_APP_MISSING, TRADE_PAY_APP_NAME);
    const address = await memberAddressOf(this.db, scope, userId, body.addressId);
    if (!address) throw serviceError(ErrorCodes.ORDER_ADDRESS_NOT_FOUND);
    return this.db.transaction(async (tx) => {
      const { orderId, payPrice, subject } = await placeOrder(tx, scope, { userId, lines: body.items, couponId: body.couponId, address, terminal: body.terminal, remark: body.remark, userIp }, now);
      const payOrderId = await this.payOrders.create(
        scope,
        // The member alone may read and pay it at the app surface's cashier.
        { appId: app.id, userIp, merchantOrderId: String(orderId), subject, body: '', price: payPrice, expireTime: now + TRADE_ORDER_PAY_TIMEOUT_MS, payer: { userType: WalletUserType.MEMBER, userId } },
        tx,
      );
      await scope.update(tradeOrder, { payOrderId }, eq(tradeOrder.id, orderId), tx);
      return { id: orderId, payOrderId };
    });
  }

  // -- the member's own orders --

  private ownWhere = (userId: number, id: number): SQL => and(eq(tradeOrder.id, id), eq(tradeOrder.userId, userId))!;

  private async own(scope: TenantScope, userId: number, id: number, q: Db | Tx = this.db, lock = false): Promise<OrderRow> {
    const query = q.select().from(tradeOrder).where(scope.where(tradeOrder, this.ownWhere(userId, id)));
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw serviceError(ErrorCodes.ORDER_NOT_FOUND);
    return order;
  }

  async detail(scope: TenantScope, userId: number, id: number) {
    const order = await this.own(scope, userId, id);
    const items = (await itemsOfOrders(this.db, scope, [id])).get(id) ?? [];
    return { ...order, receiverAreaName: areaFullName(order.receiverAreaId) ?? '', payExpireTime: order.createTime + TRADE_ORDER_PAY_TIMEOUT_MS, items };
  }

  async page(scope: TenantScope, userId: number, q: QueryOf<typeof appTradeOrderApi.page>) {
    const where = scope.where(tradeOrder, and(eq(tradeOrder.userId, userId), q.status === undefined ? undefined : eq(tradeOrder.status, q.status)));
    const page = await selectPage(this.db, tradeOrder, where, q, ({ limit, offset }) =>
      this.db.select().from(tradeOrder).where(where).orderBy(desc(tradeOrder.createTime), desc(tradeOrder.id)).limit(limit).offset(offset),
    );
    const items = await itemsOfOrders(this.db, scope, page.list.map((o) => o.id));
    return { ...page, list: page.list.map((o) => ({ ...o, items: items.get(o.id) ?? [] })) };
  }

  /** 确认收货: a delivered order becomes completed. */
  async receive(scope: TenantScope, userId: number, id: number, now = Date.now()): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      const order = await this.own(scope, userId, id, tx, true);
      if (order.status !== TradeOrderStatus.DELIVERED) throw serviceError(ErrorCodes.ORDER_RECEIVE_FAIL_STATUS_NOT_DELIVERED);
      await scope.update(tradeOrder, { status: TradeOrderStatus.COMPLETED, receiveTime: now, finishTime: now, updater: String(userId) }, eq(tradeOrder.id, id), tx);
      await writeOrderLog(tx, scope, { orderId: id, userType: TradeLogUserType.MEMBER, userId, beforeStatus: order.status, afterStatus: TradeOrderStatus.COMPLETED, operate: TradeOrderOperateType.MEMBER_RECEIVE });
    });
    return true;
  }

  /** 取消订单: only while unpaid; the stock and the coupon are given back. */
  async cancel(scope: TenantScope, userId: number, id: number): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await this.own(scope, userId, id, tx, true);
      const how = { closePayOrder: this.closePayOrder, cancelType: TradeOrderCancelType.MEMBER_CANCEL, operate: TradeOrderOperateType.MEMBER_CANCEL, userType: TradeLogUserType.MEMBER, userId };
      if (!(await cancelUnpaidOrder(tx, scope, id, how))) throw serviceError(ErrorCodes.ORDER_CANCEL_FAIL_STATUS_NOT_UNPAID);
    });
    return true;
  }

  // -- the pay module's notification --

  /**
   * The pay module's word that the order was paid: trusted only after reading the pay order it
   * names (this order's, paid, at this order's price). A repeat after it was applied answers true.
   */
  async updatePaid(scope: TenantScope, merchantOrderId: string, payOrderId: number): Promise<boolean> {
    const id = Number(merchantOrderId);
    if (!/^\d{1,10}$/.test(merchantOrderId) || !Number.isSafeInteger(id) || id <= 0) throw serviceError(ErrorCodes.ORDER_NOT_FOUND);
    // Read before the transaction: the pay module reads through its own connection.
    const payOrder = await this.payOrders.get(scope, payOrderId);
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(tradeOrder).where(scope.where(tradeOrder, eq(tradeOrder.id, id))).for('update');
      if (!order) throw serviceError(ErrorCodes.ORDER_NOT_FOUND);
      if (order.payOrderId !== payOrderId) throw serviceError(ErrorCodes.ORDER_UPDATE_PAID_FAIL_PAY_ORDER_ID_ERROR);
      if (order.payStatus) return true;
      if (order.status !== TradeOrderStatus.UNPAID) throw serviceError(ErrorCodes.ORDER_UPDATE_PAID_STATUS_NOT_UNPAID);
      if (!payOrder) throw serviceError(ErrorCodes.PAY_ORDER_NOT_FOUND);
      if (payOrder.merchantOrderId !== String(id)) throw serviceError(ErrorCodes.ORDER_UPDATE_PAID_FAIL_PAY_ORDER_ID_ERROR);
      if (payOrder.status !== PayOrderStatus.SUCCESS && payOrder.status !== PayOrderStatus.REFUND) throw serviceError(ErrorCodes.ORDER_UPDATE_PAID_FAIL_PAY_ORDER_STATUS_NOT_SUCCESS);
      if (payOrder.price !== order.payPrice) throw serviceError(ErrorCodes.ORDER_UPDATE_PAID_FAIL_PAY_PRICE_NOT_MATCH);
      await scope.update(
        tradeOrder,
        { status: TradeOrderStatus.UNDELIVERED, payStatus: true, payTime: payOrder.successTime ?? Date.now(), payChannelCode: payOrder.channelCode },
        eq(tradeOrder.id, id),
        tx,
      );
      await writeOrderLog(tx, scope, { orderId: id, userType: TradeLogUserType.MEMBER, userId: order.userId, beforeStatus: order.status, afterStatus: TradeOrderStatus.UNDELIVERED, operate: TradeOrderOperateType.MEMBER_PAY });
      return true;
    });
  }
}
