/**
 * 交易订单的自动过期 on 定时任务: a built-in job every minute cancels the orders still unpaid
 * TRADE_ORDER_PAY_TIMEOUT_MS after they were placed, giving their stock and coupon back and
 * closing their pay orders. Each
 * cancel is a conditional update from 待支付, so several instances running the job cancel each
 * order once.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { TRADE_ORDER_PAY_TIMEOUT_MS, TradeLogUserType, TradeOrderCancelType, TradeOrderOperateType, TradeOrderStatus } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { acrossTenants, withinTenant } from '../../../db/tenantContext.ts';
import { tenantScope, type TenantScope } from '../../../db/tenantScope.ts';
import { ServiceError } from '../../../platform/errors.ts';
import type { PayOrderService } from '../../pay/order/index.ts';
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';
import { cancelUnpaidOrder } from './order-cancel.ts';
import { tradeOrder } from './trade-order.schema.ts';

const SYSTEM = { cancelType: TradeOrderCancelType.PAY_TIMEOUT, operate: TradeOrderOperateType.SYSTEM_CANCEL, userType: TradeLogUserType.SYSTEM, userId: 0 };

/** Cancels up to `batch` orders unpaid past their timeout, oldest first; answers how many this call cancelled. */
export async function expireUnpaidOrders(db: Db, payOrders: Pick<PayOrderService, 'close'>, now = Date.now(), batch = 200): Promise<number> {
  const how = { ...SYSTEM, closePayOrder: (tx: Tx, scope: TenantScope, payOrderId: number) => payOrders.close(scope, payOrderId, tx) };
  const due = await acrossTenants(() =>
    db
      .select({ id: tradeOrder.id, tenantId: tradeOrder.tenantId })
      .from(tradeOrder)
      .where(and(eq(tradeOrder.status, TradeOrderStatus.UNPAID), lt(tradeOrder.createTime, now - TRADE_ORDER_PAY_TIMEOUT_MS)))
      .orderBy(asc(tradeOrder.createTime))
      .limit(batch),
  );
  let cancelled = 0;
  for (const { id, tenantId } of due) {
    const scope = tenantScope(db, tenantId);
    try {
      if (await withinTenant(tenantId, () => db.transaction((tx) => cancelUnpaidOrder(tx, scope, id, how, now)))) cancelled++;
    } catch (err) {
      // Paid at the last moment (its pay order refuses to close): the payment's notification will move it on.
      if (!(err instanceof ServiceError)) throw err;
    }
  }
  return cancelled;
}

export const tradeOrderExpireJob: JobHandlerDef<ModuleDeps> = {
  name: 'tradeOrderExpireJob',
  description: '交易订单的自动过期：取消超时未支付的订单，退回库存与优惠劵',
  builtIn: { name: '交易订单的自动过期', cron: '0 * * * * ?' },
  run: async ({ db, payOrders }) => `取消了 ${await expireUnpaidOrders(db, payOrders)} 个超时未支付的订单`,
};
