/**
 * 接入示例: a merchant of the pay module in miniature, as the reference's PayDemoOrderServiceImpl.
 * A demo order files a pay order with the tenant's 示例应用 (the reference hard-codes an app id;
 * ours is found by name, so each tenant may have its own), and learns the payment and the refund
 * from the pay module's notifications — which it trusts only after reading the pay order or the
 * refund they name. Unlike the reference, a notification repeated after it was applied answers
 * success again, so a lost answer does not leave the task failing until it gives up.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { ErrorCodes, PAY_DEMO_APP_NAME, PAY_DEMO_PRODUCTS, PayOrderStatus, PayRefundStatus } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { selectPage, type PageParams } from '../../../db/selectPage.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { serviceError } from '../../../platform/errors.ts';
import { payAppNamed } from '../app/index.ts';
import type { PayOrderService } from '../order/index.ts';
import type { PayRefundService } from '../refund/index.ts';
import { payDemoOrder } from './pay-demo-order.schema.ts';

/** How long a demo order may be paid: the reference's two hours. */
const PAY_WINDOW_MS = 2 * 3600_000;

export class PayDemoOrderService {
  constructor(
    private readonly db: Db,
    private readonly payOrders: PayOrderService,
    private readonly payRefunds: PayRefundService,
  ) {}

  private async demoApp(scope: TenantScope) {
    const app = await payAppNamed(this.db, scope, PAY_DEMO_APP_NAME);
    if (!app) throw serviceError(ErrorCodes.PAY_DEMO_APP_MISSING, PAY_DEMO_APP_NAME);
    return app;
  }

  async create(scope: TenantScope, caller: LoginUser, spuId: number, userIp: string, now = Date.now()): Promise<number> {
    const product = PAY_DEMO_PRODUCTS[spuId];
    if (!product) throw serviceError(ErrorCodes.PAY_DEMO_PRODUCT_NOT_FOUND, spuId);
    const app = await this.demoApp(scope);
    return this.db.transaction(async (tx) => {
      const by = String(caller.id);
      const [order] = await scope.insert(payDemoOrder, { userId: caller.id, spuId, spuName: product.name, price: product.price, creator: by, updater: by }, tx);
      const payOrderId = await this.payOrders.create(
        scope,
        { appId: app.id, userIp, merchantOrderId: String(order!.id), subject: product.name, body: '', price: product.price, expireTime: now + PAY_WINDOW_MS },
        tx,
      );
      await scope.update(payDemoOrder, { payOrderId }, eq(payDemoOrder.id, order!.id), tx);
      return order!.id;
    });
  }

  page(scope: TenantScope, q: PageParams) {
    const where = scope.where(payDemoOrder);
    return selectPage(this.db, payDemoOrder, where, q, ({ limit, offset }) =>
      this.db.select().from(payDemoOrder).where(where).orderBy(desc(payDemoOrder.createTime), desc(payDemoOrder.id)).limit(limit).offset(offset),
    );
  }

  private async demoOrder(scope: TenantScope, id: number) {
    const [order] = await scope.selectFrom(payDemoOrder, eq(payDemoOrder.id, id));
    if (!order) throw serviceError(ErrorCodes.PAY_DEMO_ORDER_NOT_FOUND);
    return order;
  }

  /** The pay module's word that the order was paid: checked against the pay order it names. */
  async updatePaid(scope: TenantScope, merchantOrderId: string, payOrderId: number): Promise<boolean> {
    const id = Number(merchantOrderId);
    if (!Number.isSafeInteger(id) || id <= 0) throw serviceError(ErrorCodes.PAY_DEMO_ORDER_NOT_FOUND);
    const order = await this.demoOrder(scope, id);
    if (order.payOrderId !== payOrderId) throw serviceError(ErrorCodes.PAY_DEMO_ORDER_UPDATE_PAID_FAIL_PAY_ORDER_ID_ERROR);
    if (order.payStatus) return true;
    const payOrder = await this.payOrders.get(scope, payOrderId);
    if (!payOrder) throw serviceError(ErrorCodes.PAY_ORDER_NOT_FOUND);
    if (payOrder.status !== PayOrderStatus.SUCCESS && payOrder.status !== PayOrderStatus.REFUND) throw serviceError(ErrorCodes.PAY_DEMO_ORDER_UPDATE_PAID_FAIL_PAY_ORDER_STATUS_NOT_SUCCESS);
    if (payOrder.price !== order.price) throw serviceError(ErrorCodes.PAY_DEMO_ORDER_UPDATE_PAID_FAIL_PAY_PRICE_NOT_MATCH);
    if (payOrder.merchantOrderId !== String(id)) throw serviceError(ErrorCodes.PAY_DEMO_ORDER_UPDATE_PAID_FAIL_PAY_ORDER_ID_ERROR);
    await scope.update(
      payDemoOrder,
      { payStatus: true, payTime: payOrder.successTime ?? Date.now(), payChannelCode: payOrder.channelCode },
      and(eq(payDemoOrder.id, id), eq(payDemoOrder.payStatus, false))!,
    );
    return true;
  }

  /** A whole refund of a paid order. The pay module refunds one merchant refund once, however often this is asked. */
  async refund(scope: TenantScope, id: number, userIp: string): Promise<boolean> {
    const order = await this.demoOrder(scope, id);
    if (!order.payStatus) throw serviceError(ErrorCodes.PAY_DEMO_ORDER_REFUND_FAIL_NOT_PAID);
    if (order.payRefundId !== null) throw serviceError(ErrorCodes.PAY_DEMO_ORDER_REFUND_FAIL_REFUNDED);
    const app = await this.demoApp(scope);
    // The reference: a shop would file an after-sale and refund under its id; the demo has none.
    const refundId = await this.payRefunds.create(scope, {
      appId: app.id,
      userIp,
      merchantOrderId: String(order.id),
      merchantRefundId: `${order.id}-refund`,
      reason: '想退钱',
      price: order.price,
    });
    await scope.update(payDemoOrder, { payRefundId: refundId, refundPrice: order.price }, and(eq(payDemoOrder.id, id), isNull(payDemoOrder.payRefundId))!);
    return true;
  }

  /** The pay module's word that the refund is done: checked against the refund it names. */
  async updateRefunded(scope: TenantScope, merchantOrderId: string, payRefundId: number): Promise<boolean> {
    const id = Number(merchantOrderId);
    if (!Number.isSafeInteger(id) || id <= 0) throw serviceError(ErrorCodes.PAY_DEMO_ORDER_NOT_FOUND);
    const order = await this.demoOrder(scope, id);
    if (order.refundTime !== null) return true;
    const refund = await this.payRefunds.find(scope, payRefundId);
    if (!refund) throw serviceError(ErrorCodes.PAY_DEMO_ORDER_REFUND_FAIL_REFUND_NOT_FOUND);
    if (refund.merchantOrderId !== String(id) || (order.payRefundId !== null && order.payRefundId !== payRefundId)) {
      throw serviceError(ErrorCodes.PAY_DEMO_ORDER_REFUND_FAIL_REFUND_ORDER_ID_ERROR);
    }
    if (refund.status !== PayRefundStatus.SUCCESS) throw serviceError(ErrorCodes.PAY_DEMO_ORDER_REFUND_FAIL_REFUND_NOT_SUCCESS);
    if (refund.refundPrice !== order.price) throw serviceError(ErrorCodes.PAY_DEMO_ORDER_REFUND_FAIL_REFUND_PRICE_NOT_MATCH);
    await scope.update(payDemoOrder, { payRefundId, refundPrice: refund.refundPrice, refundTime: refund.successTime ?? Date.now() }, eq(payDemoOrder.id, id));
    return true;
  }
}
