/** Posts' names by id, as a user's profile shows the posts they hold. */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { post } from './post.schema.ts';

/** The tenant's posts among `ids` as id and name, in no particular order; an id of no post is left out. */
export async function postNames(q: Db | Tx, scope: TenantScope, ids: readonly number[]): Promise<Array<{ id: number; name: string }>> {
  if (!ids.length) return [];
  return q.select({ id: post.id, name: post.name }).from(post).where(scope.where(post, inArray(post.id, [...ids])));
}
