/** The department tree below a department, answered here so the dept table has one owner (data scopes, the user list's department filter, a move's cycle check). */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { dept } from './dept.schema.ts';

/** The department and every department below it, in one recursive query. */
export async function descendantsOf(db: Db | Tx, tenantId: number, rootId: number): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    WITH RECURSIVE tree AS (
      SELECT id FROM ${dept} WHERE id = ${rootId} AND tenant_id = ${tenantId}
      UNION
      SELECT d.id FROM ${dept} d JOIN tree ON d.parent_id = tree.id WHERE d.tenant_id = ${tenantId}
    ) SELECT id FROM tree`);
  const list = (rows as unknown as { rows?: Array<{ id: number }> }).rows ?? (rows as unknown as Array<{ id: number }>);
  return list.map((r) => Number(r.id));
}
