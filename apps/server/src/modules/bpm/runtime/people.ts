/** Users as the workflow screens show them: nickname and department, by id, in one query. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dept } from '../../system/dept/dept.schema.ts';
import { user } from '../../system/user/user.schema.ts';
import { sameTenant, tenantWhere } from '../../../db/tenantScope.ts';

export interface UserBrief {
  id: number;
  nickname: string;
  deptId: number | null;
  deptName: string | null;
}

export async function usersById(db: Db, tenantId: number, ids: Array<number | null>): Promise<Map<number, UserBrief>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, nickname: user.nickname, deptId: user.deptId, deptName: dept.name })
    .from(user)
    .leftJoin(dept, and(eq(dept.id, user.deptId), sameTenant(dept, user)))
    .where(and(tenantWhere(user, tenantId), inArray(user.id, wanted)));
  return new Map(rows.map((r) => [r.id, { ...r, deptName: r.deptName ?? null }]));
}

/** A user who was deleted still shows in history, by id. */
export const briefOf = (users: Map<number, UserBrief>, id: number): UserBrief =>
  users.get(id) ?? { id, nickname: `用户 ${id}`, deptId: null, deptName: null };
