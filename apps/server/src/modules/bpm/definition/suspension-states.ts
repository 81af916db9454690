/** Whether definitions are active or suspended, by id (a task list shows the state of each task's definition). */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { bpmProcessDefinition } from './definition.schema.ts';

/** The suspension state of the tenant's definitions among `ids`; an id of no definition is left out. */
export async function suspensionStates(q: Db | Tx, scope: TenantScope, ids: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const d = bpmProcessDefinition;
  const rows = await q.select({ id: d.id, state: d.suspensionState }).from(d).where(scope.where(d, inArray(d.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.state]));
}
