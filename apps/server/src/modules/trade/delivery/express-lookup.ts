/** The tenant's express companies as the order's delivery needs them: the enabled ones for the dialog, one by id for the timeline. */
import { asc, eq } from 'drizzle-orm';
import { CommonStatus } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { tradeDeliveryExpress } from './trade-delivery-express.schema.ts';

export function enabledExpresses(q: Db | Tx, scope: TenantScope) {
  return q
    .select({ id: tradeDeliveryExpress.id, name: tradeDeliveryExpress.name })
    .from(tradeDeliveryExpress)
    .where(scope.where(tradeDeliveryExpress, eq(tradeDeliveryExpress.status, CommonStatus.ENABLE)))
    .orderBy(asc(tradeDeliveryExpress.sort), asc(tradeDeliveryExpress.id));
}

/** The tenant's express company `id`, enabled or not; undefined when there is none. */
export async function expressById(q: Db | Tx, scope: TenantScope, id: number) {
  const [row] = await q
    .select({ id: tradeDeliveryExpress.id, name: tradeDeliveryExpress.name, status: tradeDeliveryExpress.status })
    .from(tradeDeliveryExpress)
    .where(scope.where(tradeDeliveryExpress, eq(tradeDeliveryExpress.id, id)));
  return row;
}
