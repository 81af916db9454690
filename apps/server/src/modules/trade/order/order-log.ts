/** An order's timeline: each status change or administrator's edit writes one line, in the change's own transaction. */
import { asc, eq } from 'drizzle-orm';
import type { TradeOrderOperateType } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { tradeOrderLog } from './trade-order.schema.ts';

type Operate = (typeof TradeOrderOperateType)[keyof typeof TradeOrderOperateType];

export interface OrderLogEntry {
  orderId: number;
  /** TradeLogUserType: a member, an administrator, the system. */
  userType: number;
  userId: number;
  beforeStatus: number | null;
  afterStatus: number;
  operate: Operate;
  /** The values of the operate text's `{name}` placeholders. */
  params?: Record<string, string>;
}

export async function writeOrderLog(tx: Tx, scope: TenantScope, e: OrderLogEntry): Promise<void> {
  const content = e.operate.content.replace(/\{(\w+)\}/g, (_, name: string) => e.params?.[name] ?? '');
  const by = String(e.userId);
  await scope.insert(
    tradeOrderLog,
    { orderId: e.orderId, userType: e.userType, userId: e.userId, beforeStatus: e.beforeStatus, afterStatus: e.afterStatus, operateType: e.operate.type, content, creator: by, updater: by },
    tx,
  );
}

/** The order's timeline, oldest first. */
export function orderLogs(q: Db | Tx, scope: TenantScope, orderId: number) {
  return q
    .select({ content: tradeOrderLog.content, createTime: tradeOrderLog.createTime, userType: tradeOrderLog.userType })
    .from(tradeOrderLog)
    .where(scope.where(tradeOrderLog, eq(tradeOrderLog.orderId, orderId)))
    .orderBy(asc(tradeOrderLog.id));
}

/** Cents as the timeline writes them: yuan with two decimals. */
export const yuan = (cents: number) => (cents / 100).toFixed(2);
