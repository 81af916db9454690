/** Departments' leaders, as a workflow rule asks for them, answered here so the dept table has one owner. */
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { tenantWhere } from '../../../db/tenantScope.ts';
import { dept } from './dept.schema.ts';

/** The leader of each of the tenant's departments among `deptIds` (null where none is set); a department not found adds nothing. */
export async function leadersOfDepts(q: Db | Tx, tenantId: number, deptIds: readonly number[]): Promise<Array<number | null>> {
  if (!deptIds.length) return [];
  const rows = await q.select({ leader: dept.leaderUserId }).from(dept).where(tenantWhere(dept, tenantId, inArray(dept.id, [...deptIds])));
  return rows.map((r) => r.leader);
}

/** A department's leader and parent (0 for a top one), or undefined when the tenant has no such department. */
export async function deptLeaderAndParent(q: Db | Tx, tenantId: number, deptId: number): Promise<{ leader: number | null; parentId: number } | undefined> {
  const [row] = await q.select({ leader: dept.leaderUserId, parentId: dept.parentId }).from(dept).where(tenantWhere(dept, tenantId, eq(dept.id, deptId)));
  return row;
}
