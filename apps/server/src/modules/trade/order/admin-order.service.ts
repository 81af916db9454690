/**
 * 订单列表 and 订单详情 (the console): the members' orders with the reference's filters, and an
 * administrator's edits, each under the order's row lock with the reference's status rule:
 * deliver only 待发货, adjust the price only before payment (once, the pay order following), change
 * the address only before delivery. Each edit writes the timeline.
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  ErrorCodes,
  CommonStatus,
  DeliveryType,
  TradeLogUserType,
  TradeOrderOperateType,
  TradeOrderRefundStatus,
  TradeOrderStatus,
  type BodyOf,
  type QueryOf,
  type tradeOrderApi,
} from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { selectPage } from '../../../db/selectPage.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { memberIdByMobile, memberIdsNamedLike, memberNicknames, memberProfiles } from '../../member/user/index.ts';
import type { PayOrderService } from '../../pay/order/index.ts';
import { areaFullName } from '../../system/area/index.ts';
import { expressById } from '../delivery/index.ts';
import { itemsOfOrders } from './order-items.ts';
import { orderLogs, writeOrderLog, yuan } from './order-log.ts';
import { tradeOrder } from './trade-order.schema.ts';

type OrderRow = typeof tradeOrder.$inferSelect;
type Filters = QueryOf<typeof tradeOrderApi.page>;

export class AdminTradeOrderService {
  constructor(
    private readonly db: Db,
    private readonly payOrders: PayOrderService,
    private readonly timeZone: string,
  ) {}

  // -- reads --

  /** The list's condition, or null when a filter names no member at all (an unknown mobile). */
  private async where(scope: TenantScope, f: Filters): Promise<SQL | null> {
    const o = tradeOrder;
    let byMobile: number | undefined;
    if (f.userMobile) {
      byMobile = await memberIdByMobile(this.db, scope, f.userMobile);
      if (byMobile === undefined) return null;
    }
    return scope.where(
      o,
      and(
        f.no ? eq(o.no, f.no) : undefined,
        f.userId === undefined ? undefined : eq(o.userId, f.userId),
        byMobile === undefined ? undefined : eq(o.userId, byMobile),
        f.userNickname ? inArray(o.userId, memberIdsNamedLike(this.db, scope, f.userNickname)) : undefined,
        f.receiverName ? eq(o.receiverName, f.receiverName) : undefined,
        f.receiverMobile ? eq(o.receiverMobile, f.receiverMobile) : undefined,
        f.type === undefined ? undefined : eq(o.type, f.type),
        f.status === undefined ? undefined : eq(o.status, f.status),
        f.terminal === undefined ? undefined : eq(o.terminal, f.terminal),
        f.payChannelCode ? eq(o.payChannelCode, f.payChannelCode) : undefined,
        dateRangeFilter(o.createTime, f.createTime, this.timeZone),
      ),
    );
  }

  async page(scope: TenantScope, f: Filters) {
    const where = await this.where(scope, f);
    if (!where) return { list: [], total: 0 };
    const page = await selectPage(this.db, tradeOrder, where, f, ({ limit, offset }) =>
      this.db.select().from(tradeOrder).where(where).orderBy(desc(tradeOrder.createTime), desc(tradeOrder.id)).limit(limit).offset(offset),
    );
    const [items, nicknames] = await Promise.all([
      itemsOfOrders(this.db, scope, page.list.map((o) => o.id)),
      memberNicknames(this.db, scope, page.list.map((o) => o.userId)),
    ]);
    return {
      ...page,
      list: page.list.map((o) => ({
        ...o,
        items: items.get(o.id) ?? [],
        user: nicknames.has(o.userId) ? { id: o.userId, nickname: nicknames.get(o.userId)! } : null,
      })),
    };
  }

  private async order(scope: TenantScope, id: number, q: Db | Tx = this.db, lock = false): Promise<OrderRow> {
    const query = q.select().from(tradeOrder).where(scope.where(tradeOrder, eq(tradeOrder.id, id)));
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw serviceError(ErrorCodes.ORDER_NOT_FOUND);
    return order;
  }

  async detail(scope: TenantScope, id: number) {
    const order = await this.order(scope, id);
    const [items, logs, members] = await Promise.all([
      itemsOfOrders(this.db, scope, [id]),
      orderLogs(this.db, scope, id),
      memberProfiles(this.db, scope, [order.userId]),
    ]);
    return {
      ...order,
      originalPrice: order.totalPrice,
      items: items.get(id) ?? [],
      // The avatar as stored (a path of ours): the route makes it absolute.
      user: members.get(order.userId) ?? null,
      receiverAreaName: areaFullName(order.receiverAreaId) ?? '',
      logs: logs.reverse(),
    };
  }

  // -- edits --

  /** One edit of order `id`, in one transaction under the order's row lock. */
  private edit(scope: TenantScope, id: number, change: (order: OrderRow, tx: Tx) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await change(await this.order(scope, id, tx, true), tx);
      return true;
    });
  }

  /** 发货: only a paid order not yet delivered, nothing refunded, by an enabled express company of the tenant. */
  delivery(scope: TenantScope, adminId: number, body: BodyOf<typeof tradeOrderApi.delivery>, now = Date.now()) {
    return this.edit(scope, body.id, async (order, tx) => {
      if (order.status !== TradeOrderStatus.UNDELIVERED) throw serviceError(ErrorCodes.ORDER_DELIVERY_FAIL_STATUS_NOT_UNDELIVERED);
      if (order.refundStatus !== TradeOrderRefundStatus.NONE) throw serviceError(ErrorCodes.ORDER_DELIVERY_FAIL_REFUND_STATUS_NOT_NONE);
      if (order.deliveryType !== DeliveryType.EXPRESS) throw serviceError(ErrorCodes.ORDER_DELIVERY_FAIL_DELIVERY_TYPE_NOT_EXPRESS);
      const express = await expressById(tx, scope, body.logisticsId);
      if (!express) throw serviceError(ErrorCodes.EXPRESS_NOT_EXISTS);
      if (express.status !== CommonStatus.ENABLE) throw serviceError(ErrorCodes.EXPRESS_STATUS_NOT_ENABLE);
      await scope.update(
        tradeOrder,
        { status: TradeOrderStatus.DELIVERED, logisticsId: express.id, logisticsNo: body.logisticsNo, deliveryTime: now, updater: String(adminId) },
        eq(tradeOrder.id, order.id),
        tx,
      );
      await writeOrderLog(tx, scope, {
        orderId: order.id,
        userType: TradeLogUserType.ADMIN,
        userId: adminId,
        beforeStatus: order.status,
        afterStatus: TradeOrderStatus.DELIVERED,
        operate: TradeOrderOperateType.ADMIN_DELIVERY,
        params: { deliveryName: express.name, logisticsNo: body.logisticsNo },
      });
    });
  }

  /** 商家备注: any order, any time (the reference writes no timeline line for it). */
  updateRemark(scope: TenantScope, adminId: number, body: BodyOf<typeof tradeOrderApi.updateRemark>) {
    return this.edit(scope, body.id, async (order, tx) => {
      await scope.update(tradeOrder, { remark: body.remark, updater: String(adminId) }, eq(tradeOrder.id, order.id), tx);
    });
  }

  /**
   * 调价: only before payment and only once, never to less than 0.01 元; the pay order's price
   * follows in the same transaction, so the member cannot pay the old amount.
   */
  updatePrice(scope: TenantScope, adminId: number, body: BodyOf<typeof tradeOrderApi.updatePrice>) {
    return this.edit(scope, body.id, async (order, tx) => {
      if (order.payStatus || order.status !== TradeOrderStatus.UNPAID) throw serviceError(ErrorCodes.ORDER_UPDATE_PRICE_FAIL_PAID);
      if (order.adjustPrice !== 0) throw serviceError(ErrorCodes.ORDER_UPDATE_PRICE_FAIL_ALREADY);
      const payPrice = order.payPrice + body.adjustPrice;
      if (payPrice < 1) throw serviceError(ErrorCodes.ORDER_UPDATE_PRICE_FAIL_PRICE_ERROR);
      await scope.update(tradeOrder, { adjustPrice: body.adjustPrice, payPrice, updater: String(adminId) }, eq(tradeOrder.id, order.id), tx);
      if (order.payOrderId) await this.payOrders.updatePrice(scope, order.payOrderId, payPrice, tx);
      await writeOrderLog(tx, scope, {
        orderId: order.id,
        userType: TradeLogUserType.ADMIN,
        userId: adminId,
        beforeStatus: order.status,
        afterStatus: order.status,
        operate: TradeOrderOperateType.ADMIN_UPDATE_PRICE,
        params: { oldPayPrice: yuan(order.payPrice), newPayPrice: yuan(payPrice) },
      });
    });
  }

  /** 修改地址: only before delivery (待支付 or 待发货; the reference allows 待发货 alone, though an unpaid order has not left either). */
  updateAddress(scope: TenantScope, adminId: number, body: BodyOf<typeof tradeOrderApi.updateAddress>) {
    return this.edit(scope, body.id, async (order, tx) => {
      if (order.status !== TradeOrderStatus.UNPAID && order.status !== TradeOrderStatus.UNDELIVERED) {
        throw serviceError(ErrorCodes.ORDER_UPDATE_ADDRESS_FAIL_STATUS_NOT_DELIVERED);
      }
      const { id: _id, ...receiver } = body;
      await scope.update(tradeOrder, { ...receiver, updater: String(adminId) }, eq(tradeOrder.id, order.id), tx);
      await writeOrderLog(tx, scope, {
        orderId: order.id,
        userType: TradeLogUserType.ADMIN,
        userId: adminId,
        beforeStatus: order.status,
        afterStatus: order.status,
        operate: TradeOrderOperateType.ADMIN_UPDATE_ADDRESS,
      });
    });
  }
}
