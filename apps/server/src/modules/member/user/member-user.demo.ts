/**
 * One member per demo tenant, so the members' API can be tried on the first start
 * (README, demo logins): the same password in both, each a different account.
 */
import type { Tx } from '../../../db/client.ts';
import { hashPassword } from '../../../platform/password.ts';
import { DEMO_TENANT, SYSTEM_TENANT } from '../../system/seed/index.ts';
import { memberUser } from './member-user.schema.ts';

export const DEMO_MEMBERS = [
  { tenantId: SYSTEM_TENANT.id, mobile: '15601691300', nickname: '芋艿会员' },
  { tenantId: DEMO_TENANT.id, mobile: '15601691301', nickname: '小租户会员' },
] as const;
export const DEMO_MEMBER_PASSWORD = 'member123';

export async function seedDemoMembers(tx: Tx) {
  const password = await hashPassword(DEMO_MEMBER_PASSWORD);
  await tx.insert(memberUser).values(DEMO_MEMBERS.map((m) => ({ ...m, password, creator: 'seed' })));
}
