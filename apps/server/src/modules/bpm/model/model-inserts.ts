/** A model written as a whole row (the demo's leave process, which comes with its diagram and form pages). */
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { bpmModel } from './model.schema.ts';
import type { ModelRecord } from './model-lookups.ts';

export type ModelInsert = Omit<typeof bpmModel.$inferInsert, 'id' | 'tenantId'>;

export async function insertModel(scope: TenantScope, q: Db | Tx, values: ModelInsert): Promise<ModelRecord> {
  const [row] = await scope.insert(bpmModel, values, q);
  return row!;
}
