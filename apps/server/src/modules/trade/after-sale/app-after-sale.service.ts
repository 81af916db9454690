/**
 * A member's after-sales (the app surface): apply for one on an item of a paid order, read them,
 * send the goods back once the shop agreed, cancel before the goods are on their way. Every call
 * names the member: an after-sale of anyone else is "not found", as if it did not exist.
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  AfterSaleOperateType,
  AfterSaleStatus,
  AfterSaleType,
  AfterSaleWay,
  CommonStatus,
  ErrorCodes,
  TradeLogUserType,
  TradeOrderItemAfterSaleStatus,
  TradeOrderStatus,
  type BodyOf,
  type appAfterSaleApi,
} from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { selectPage, type PageParams } from '../../../db/selectPage.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { expressById } from '../delivery/index.ts';
import { afterSaleNumber, lockMemberOrderItem, moveItemAfterSaleStatus } from '../order/index.ts';
import { writeAfterSaleLog } from './after-sale-log.ts';
import { takeStep } from './after-sale-step.ts';
import { tradeAfterSale } from './trade-after-sale.schema.ts';

type CreateBody = BodyOf<typeof appAfterSaleApi.create>;

const member = (userId: number) => ({ userType: TradeLogUserType.MEMBER, userId });

/**
 * 申请售后: the item of a paid order, with no after-sale of its own in progress, for at most what
 * it paid; 退货退款 only once the goods left. Asked before delivery it is 售中退款, after it 售后退款.
 * The item reads 申请中 from then on.
 */
export async function applyForAfterSale(tx: Tx, scope: TenantScope, userId: number, body: CreateBody, now = Date.now()): Promise<number> {
  const { order, item } = await lockMemberOrderItem(tx, scope, userId, body.orderItemId);
  if (item.afterSaleStatus !== TradeOrderItemAfterSaleStatus.NONE) throw serviceError(ErrorCodes.AFTER_SALE_CREATE_FAIL_ORDER_ITEM_APPLIED);
  if (body.refundPrice > item.payPrice) throw serviceError(ErrorCodes.AFTER_SALE_CREATE_FAIL_REFUND_PRICE_ERROR);
  if (order.status === TradeOrderStatus.CANCELED) throw serviceError(ErrorCodes.AFTER_SALE_CREATE_FAIL_ORDER_STATUS_CANCELED);
  if (!order.payStatus || order.status === TradeOrderStatus.UNPAID) throw serviceError(ErrorCodes.AFTER_SALE_CREATE_FAIL_ORDER_STATUS_NO_PAID);
  const delivered = order.status !== TradeOrderStatus.UNDELIVERED;
  if (body.way === AfterSaleWay.RETURN_AND_REFUND && !delivered) throw serviceError(ErrorCodes.AFTER_SALE_CREATE_FAIL_ORDER_STATUS_NO_DELIVERED);
  const by = String(userId);
  const [afterSale] = await scope.insert(
    tradeAfterSale,
    {
      no: afterSaleNumber(now),
      status: AfterSaleStatus.APPLY,
      way: body.way,
      type: delivered ? AfterSaleType.AFTER_SALE : AfterSaleType.IN_SALE,
      userId,
      applyReason: body.applyReason,
      applyDescription: body.applyDescription ?? '',
      applyPicUrls: body.applyPicUrls ?? [],
      orderId: order.id,
      orderNo: order.no,
      orderItemId: item.id,
      spuId: item.spuId,
      spuName: item.spuName,
      skuId: item.skuId,
      properties: item.properties,
      picUrl: item.picUrl,
      count: item.count,
      refundPrice: body.refundPrice,
      createTime: now,
      creator: by,
      updater: by,
    },
    tx,
  );
  const id = afterSale!.id;
  await moveItemAfterSaleStatus(tx, scope, item.id, TradeOrderItemAfterSaleStatus.NONE, TradeOrderItemAfterSaleStatus.APPLY, id);
  await writeAfterSaleLog(tx, scope, { afterSaleId: id, ...member(userId), beforeStatus: null, afterStatus: AfterSaleStatus.APPLY, operate: AfterSaleOperateType.MEMBER_CREATE });
  return id;
}

export class AppAfterSaleService {
  constructor(private readonly db: Db) {}

  /** 申请售后 (`applyForAfterSale`), in a transaction of its own. */
  create(scope: TenantScope, userId: number, body: CreateBody, now = Date.now()): Promise<number> {
    return this.db.transaction((tx) => applyForAfterSale(tx, scope, userId, body, now));
  }

  async get(scope: TenantScope, userId: number, id: number) {
    const [row] = await scope.selectFrom(tradeAfterSale, and(eq(tradeAfterSale.id, id), eq(tradeAfterSale.userId, userId)));
    if (!row) throw serviceError(ErrorCodes.AFTER_SALE_NOT_FOUND);
    return row;
  }

  page(scope: TenantScope, userId: number, q: PageParams) {
    const where = scope.where(tradeAfterSale, eq(tradeAfterSale.userId, userId));
    return selectPage(this.db, tradeAfterSale, where, q, ({ limit, offset }) =>
      this.db.select().from(tradeAfterSale).where(where).orderBy(desc(tradeAfterSale.createTime), desc(tradeAfterSale.id)).limit(limit).offset(offset),
    );
  }

  /** 退回货物: once the shop agreed to a return (商品待退货), by an enabled express company of the tenant. */
  async delivery(scope: TenantScope, userId: number, body: BodyOf<typeof appAfterSaleApi.delivery>, now = Date.now()) {
    const express = await expressById(this.db, scope, body.logisticsId);
    if (!express) throw serviceError(ErrorCodes.EXPRESS_NOT_EXISTS);
    if (express.status !== CommonStatus.ENABLE) throw serviceError(ErrorCodes.EXPRESS_STATUS_NOT_ENABLE);
    return takeStep(this.db, scope, body.id, {
      ownerId: userId,
      from: [AfterSaleStatus.SELLER_AGREE],
      refused: ErrorCodes.AFTER_SALE_DELIVERY_FAIL_STATUS_NOT_SELLER_AGREE,
      to: () => AfterSaleStatus.BUYER_DELIVERY,
      set: { logisticsId: express.id, logisticsNo: body.logisticsNo, deliveryTime: now },
      by: member(userId),
      operate: AfterSaleOperateType.MEMBER_DELIVERY,
      params: { deliveryName: express.name, logisticsNo: body.logisticsNo },
    });
  }

  /** 取消售后: only before the goods are on their way back (申请中, 商品待退货); the item may be applied for again. */
  cancel(scope: TenantScope, userId: number, id: number) {
    return takeStep(this.db, scope, id, {
      ownerId: userId,
      from: [AfterSaleStatus.APPLY, AfterSaleStatus.SELLER_AGREE],
      refused: ErrorCodes.AFTER_SALE_CANCEL_FAIL_STATUS_NOT_APPLY_OR_AGREE_OR_BUYER_DELIVERY,
      to: () => AfterSaleStatus.BUYER_CANCEL,
      by: member(userId),
      operate: AfterSaleOperateType.MEMBER_CANCEL,
      after: (row, tx) => moveItemAfterSaleStatus(tx, scope, row.orderItemId, TradeOrderItemAfterSaleStatus.APPLY, TradeOrderItemAfterSaleStatus.NONE),
    });
  }
}
