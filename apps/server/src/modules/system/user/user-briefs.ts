/** Users as other features name them (a workflow's starter, a task's assignee): nickname and department id, by id. */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { tenantWhere } from '../../../db/tenantScope.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { user } from './user.schema.ts';

export interface UserBriefRow {
  id: number;
  nickname: string;
  deptId: number | null;
  /** CommonStatus: enabled or disabled. */
  status: number;
}

const select = (q: Db | Tx, tenantId: number, ids: readonly number[]) =>
  q.select({ id: user.id, nickname: user.nickname, deptId: user.deptId, status: user.status }).from(user).where(tenantWhere(user, tenantId, inArray(user.id, [...ids])));

/**
 * The tenant's users among `ids`, enabled or not, in no particular order; an id of nobody is left out.
 * With `cache`, each user's brief is remembered with the tenant's other facts and dropped by any
 * write to its users (auth-invalidation.ts covers `/system/user/`): a to-do page's starters, a
 * workflow notification's names and recipient, and a new task's possible assignees are then no
 * query. Inside a transaction, only one that writes no users: a brief it loads must be committed.
 */
export async function userBriefs(q: Db | Tx, tenantId: number, ids: readonly number[], cache?: CatalogueCache): Promise<UserBriefRow[]> {
  if (!ids.length) return [];
  if (!cache) return select(q, tenantId, ids);
  const key = (id: number) => `user-brief:${tenantId}:${id}`;
  const idOf = new Map(ids.map((id) => [key(id), id]));
  const found = await cache.rememberMany(
    [...idOf.keys()],
    async (missing) => new Map((await select(q, tenantId, missing.map((k) => idOf.get(k)!))).map((row) => [key(row.id), row])),
    { tenantId, until: Infinity },
  );
  return [...found.values()].flatMap((brief) => brief ?? []);
}
