/** An after-sale's log: each step writes one line, in the step's own transaction. */
import { asc, eq } from 'drizzle-orm';
import type { AfterSaleOperateType } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { tradeAfterSaleLog } from './trade-after-sale.schema.ts';

export type AfterSaleOperate = (typeof AfterSaleOperateType)[keyof typeof AfterSaleOperateType];

export interface AfterSaleLogEntry {
  afterSaleId: number;
  /** TradeLogUserType: a member, an administrator, the system. */
  userType: number;
  userId: number;
  beforeStatus: number | null;
  afterStatus: number;
  operate: AfterSaleOperate;
  /** The values of the operate text's `{name}` placeholders. */
  params?: Record<string, string>;
}

export async function writeAfterSaleLog(tx: Tx, scope: TenantScope, e: AfterSaleLogEntry): Promise<void> {
  const content = e.operate.content.replace(/\{(\w+)\}/g, (_, name: string) => e.params?.[name] ?? '');
  const by = String(e.userId);
  await scope.insert(
    tradeAfterSaleLog,
    { afterSaleId: e.afterSaleId, userType: e.userType, userId: e.userId, beforeStatus: e.beforeStatus, afterStatus: e.afterStatus, operateType: e.operate.type, content, creator: by, updater: by },
    tx,
  );
}

/** The after-sale's log, oldest first. */
export function afterSaleLogs(q: Db | Tx, scope: TenantScope, afterSaleId: number) {
  return q
    .select({
      id: tradeAfterSaleLog.id,
      userId: tradeAfterSaleLog.userId,
      userType: tradeAfterSaleLog.userType,
      afterSaleId: tradeAfterSaleLog.afterSaleId,
      beforeStatus: tradeAfterSaleLog.beforeStatus,
      afterStatus: tradeAfterSaleLog.afterStatus,
      content: tradeAfterSaleLog.content,
      createTime: tradeAfterSaleLog.createTime,
    })
    .from(tradeAfterSaleLog)
    .where(scope.where(tradeAfterSaleLog, eq(tradeAfterSaleLog.afterSaleId, afterSaleId)))
    .orderBy(asc(tradeAfterSaleLog.id));
}
