/** New posts of a tenant with the ids they are given (the first start's demo), written here so the post table has one owner. */
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { post } from './post.schema.ts';

/** A post row as written: the scope stamps the tenant. */
export type NewPost = Omit<typeof post.$inferInsert, 'tenantId'>;

export async function insertPosts(q: Db | Tx, scope: TenantScope, rows: NewPost[]): Promise<void> {
  await scope.insert(post, rows, q);
}
