/** The social sign-ins the console's login page offers, answered here so the social client table has one owner. */
import { and, asc, eq } from 'drizzle-orm';
import { CommonStatus } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { socialClient } from './social.schema.ts';

/** The admin console's users (the social clients of members are another user type). */
const ADMIN_USER_TYPE = 2;

/** The tenant's enabled social clients of the console's users, as type and name, in type order. */
export function loginPageSocialClients(q: Db | Tx, scope: TenantScope): Promise<Array<{ type: number; name: string }>> {
  return q
    .select({ type: socialClient.socialType, name: socialClient.name })
    .from(socialClient)
    .where(scope.where(socialClient, and(eq(socialClient.status, CommonStatus.ENABLE), eq(socialClient.userType, ADMIN_USER_TYPE))))
    .orderBy(asc(socialClient.socialType));
}
