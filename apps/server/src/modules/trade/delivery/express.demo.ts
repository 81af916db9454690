/** The express companies every demo tenant starts with, so an order can be delivered at once. */
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { DEMO_TENANT, SYSTEM_TENANT } from '../../system/seed/index.ts';
import { tradeDeliveryExpress } from './trade-delivery-express.schema.ts';

export const DEMO_EXPRESSES = [
  { code: 'SF', name: '顺丰速运' },
  { code: 'YTO', name: '圆通速递' },
  { code: 'ZTO', name: '中通快递' },
  { code: 'YD', name: '韵达快递' },
  { code: 'EMS', name: 'EMS' },
  { code: 'JD', name: '京东物流' },
] as const;

export async function seedExpressDemo(tx: Tx): Promise<void> {
  for (const tenant of [SYSTEM_TENANT, DEMO_TENANT]) {
    await tenantScope(tx, tenant.id).insert(
      tradeDeliveryExpress,
      DEMO_EXPRESSES.map((e, i) => ({ ...e, sort: i + 1, creator: '1', updater: '1' })),
      tx,
    );
  }
}
