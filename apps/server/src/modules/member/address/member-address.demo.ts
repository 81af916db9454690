/**
 * Shipping addresses for the demo tenants' members (README, demo logins), so an order can be
 * tried at once: each member gets the tenant's addresses below, the first one their default.
 */
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { DEMO_TENANT, SYSTEM_TENANT } from '../../system/seed/index.ts';
import { enabledMembersMatching } from '../user/index.ts';
import { memberAddress } from './member-address.schema.ts';

export const DEMO_ADDRESSES: Record<number, ReadonlyArray<{ name: string; mobile: string; areaId: number; detailAddress: string }>> = {
  [SYSTEM_TENANT.id]: [
    { name: '芋艿', mobile: '15601691300', areaId: 310101, detailAddress: '南京东路 100 号 8 楼' },
    { name: '芋艿（公司）', mobile: '15601691300', areaId: 440305, detailAddress: '深南大道 9988 号 科技园 A 座' },
  ],
  [DEMO_TENANT.id]: [{ name: '小租户会员', mobile: '15601691301', areaId: 110101, detailAddress: '王府井大街 1 号' }],
};

export async function seedDemoAddresses(tx: Tx) {
  for (const [tenantId, addresses] of Object.entries(DEMO_ADDRESSES)) {
    const scope = tenantScope(tx, Number(tenantId));
    for (const member of await enabledMembersMatching(tx, scope, undefined, 10)) {
      await scope.insert(
        memberAddress,
        addresses.map((a, i) => ({ ...a, userId: member.id, defaultStatus: i === 0, creator: 'seed', updater: 'seed' })),
        tx,
      );
    }
  }
}
