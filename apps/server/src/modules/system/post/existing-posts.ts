/** Which post ids the tenant has (a workflow rule naming posts names existing ones). */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { post } from './post.schema.ts';

export async function existingPostIds(q: Db | Tx, scope: TenantScope, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await q.select({ id: post.id }).from(post).where(scope.where(post, inArray(post.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
