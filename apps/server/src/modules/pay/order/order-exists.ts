import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { payOrder } from './pay-order.schema.ts';

/** Whether the app has any pay order (an app with orders keeps its history: not deleted). */
export async function payOrdersOfAppExist(q: Db | Tx, scope: TenantScope, appId: number): Promise<boolean> {
  const [row] = await q.select({ id: payOrder.id }).from(payOrder).where(scope.where(payOrder, eq(payOrder.appId, appId))).limit(1);
  return row !== undefined;
}
