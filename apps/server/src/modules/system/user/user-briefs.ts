/** Users as other features name them (a workflow's starter, a task's assignee): nickname and department id, by id. */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { tenantWhere } from '../../../db/tenantScope.ts';
import { user } from './user.schema.ts';

export interface UserBriefRow {
  id: number;
  nickname: string;
  deptId: number | null;
}

/** The tenant's users among `ids`, enabled or not, in no particular order; an id of nobody is left out. */
export async function userBriefs(q: Db | Tx, tenantId: number, ids: readonly number[]): Promise<UserBriefRow[]> {
  if (!ids.length) return [];
  return q.select({ id: user.id, nickname: user.nickname, deptId: user.deptId }).from(user).where(tenantWhere(user, tenantId, inArray(user.id, [...ids])));
}
