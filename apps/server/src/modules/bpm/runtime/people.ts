/** Users as the workflow screens show them: nickname and department, by id, from the user and dept features. */
import type { Db } from '../../../db/client.ts';
import { deptNames } from '../../system/dept/index.ts';
import { userBriefs } from '../../system/user/index.ts';

export interface UserBrief {
  id: number;
  nickname: string;
  deptId: number | null;
  deptName: string | null;
}

export async function usersById(db: Db, tenantId: number, ids: Array<number | null>): Promise<Map<number, UserBrief>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const users = await userBriefs(db, tenantId, wanted);
  const names = await deptNames(db, tenantId, users.flatMap((u) => (u.deptId === null ? [] : [u.deptId])));
  return new Map(users.map((u) => [u.id, { ...u, deptName: u.deptId === null ? null : (names.get(u.deptId) ?? null) }]));
}

/** A user who was deleted still shows in history, by id. */
export const briefOf = (users: Map<number, UserBrief>, id: number): UserBrief =>
  users.get(id) ?? { id, nickname: `用户 ${id}`, deptId: null, deptName: null };
