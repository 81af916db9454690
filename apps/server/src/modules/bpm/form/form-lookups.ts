/** What other workflow features ask of the tenant's forms, answered here so the form table has one owner. */
import { inArray } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { requireRow } from '../../../db/requireRow.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { bpmForm } from './form.schema.ts';

export type FormRow = typeof bpmForm.$inferSelect;

/** The tenant's form, or 动态表单不存在 (a model choosing it, a deploy freezing it). */
export const requireForm = (scope: TenantScope, id: number, q?: Db | Tx): Promise<FormRow> => requireRow(scope, bpmForm, id, ErrorCodes.FORM_NOT_EXISTS, q);

/** The names of the tenant's forms among `ids` (the lists of models and definitions name their start form); an id of no form is left out. */
export async function formNames(q: Db | Tx, scope: TenantScope, ids: ReadonlyArray<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await q.select({ id: bpmForm.id, name: bpmForm.name }).from(bpmForm).where(scope.where(bpmForm, inArray(bpmForm.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
