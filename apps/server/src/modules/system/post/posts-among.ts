/** The tenant's posts among some ids with their names and status (a user's posts must exist and be enabled), answered here so the post table has one owner. */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { post } from './post.schema.ts';

/** By id; an id of no post is left out. */
export async function postsAmong(q: Db | Tx, scope: TenantScope, ids: readonly number[]): Promise<Map<number, { name: string; status: number }>> {
  if (!ids.length) return new Map();
  const rows = await q.select({ id: post.id, name: post.name, status: post.status }).from(post).where(scope.where(post, inArray(post.id, [...ids])));
  return new Map(rows.map((p) => [p.id, { name: p.name, status: p.status }]));
}
