/** Whether any user of the tenant holds a post: the post feature refuses to delete a held post. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { user } from './user.schema.ts';

export async function isPostHeld(q: Db | Tx, scope: TenantScope, postId: number): Promise<boolean> {
  const [holder] = await q
    .select({ id: user.id })
    .from(user)
    .where(scope.where(user, sql`${user.postIds} @> ${JSON.stringify([postId])}::jsonb`))
    .limit(1);
  return holder !== undefined;
}
