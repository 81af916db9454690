/** How many users a caller may see (the home page's figure), answered here so the user table has one owner. */
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { user } from './user.schema.ts';
import { visibleUsersWhere } from './user-visibility.ts';

/** The tenant's users within the caller's data scope. */
export async function visibleUserCount(db: Db, scope: TenantScope, callerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user).where(await visibleUsersWhere(db, scope, callerId));
  return row!.n;
}
