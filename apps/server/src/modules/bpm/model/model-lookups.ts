/** What other workflow features ask of the tenant's models, answered here so the model table has one owner. */
import { and, eq } from 'drizzle-orm';
import { BpmModelFormType, ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { requireRow } from '../../../db/requireRow.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { bpmModel } from './model.schema.ts';

export type ModelRecord = typeof bpmModel.$inferSelect;

/** The name of a model of the tenant that starts with form `formId` (a form in use is not deleted), if any. */
export async function modelUsingForm(q: Db | Tx, scope: TenantScope, formId: number): Promise<string | undefined> {
  const [row] = await q
    .select({ name: bpmModel.name })
    .from(bpmModel)
    .where(scope.where(bpmModel, and(eq(bpmModel.formType, BpmModelFormType.NORMAL), eq(bpmModel.formId, formId))))
    .limit(1);
  return row?.name;
}

/** The tenant's model, or 流程模型不存在. */
export const requireModel = (scope: TenantScope, id: number): Promise<ModelRecord> => requireRow(scope, bpmModel, id, ErrorCodes.MODEL_NOT_EXISTS);

/** The tenant's model, locked for the rest of `tx` (its assignment rules change with it), or 流程模型不存在. */
export async function lockModel(scope: TenantScope, tx: Tx, id: number): Promise<ModelRecord> {
  const [model] = await tx.select().from(bpmModel).where(scope.where(bpmModel, eq(bpmModel.id, id))).for('update');
  if (!model) throw serviceError(ErrorCodes.MODEL_NOT_EXISTS);
  return model;
}
