/**
 * The post feature's door: what other features may use of it. Its table and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { post } from './post.schema.ts';

export type PostRow = typeof post.$inferSelect;

/** The tenant's posts among `ids` (those that exist). */
export const postsByIds = (scope: TenantScope, ids: readonly number[], q?: Db | Tx): Promise<PostRow[]> =>
  ids.length ? scope.selectFrom(post, inArray(post.id, [...ids]), q) : Promise.resolve([]);
