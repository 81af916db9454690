/**
 * Deployed process definitions of the caller's tenant, read through its `TenantScope`: the
 * definition screen's page, the start page's list, the viewer's XML, and the lookups the
 * runtime starts instances through. A definition is immutable once deployed except for its
 * suspension state, and only an active one can be started.
 */
import { and, desc, eq, inArray, like, type SQL } from 'drizzle-orm';
import { BpmModelFormType, BpmSuspensionState, ErrorCodes, type QueryOf, type processDefinitionApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { selectPage } from '../../../db/selectPage.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { formNames } from '../form/index.ts';
import { bpmProcessDefinition } from './definition.schema.ts';

export type DefinitionRow = typeof bpmProcessDefinition.$inferSelect;

const d = bpmProcessDefinition;

/** What the page and the list read: every field but the XML (the start form's name is added by `withFormNames`). */
const listed = {
  id: d.id,
  key: d.key,
  version: d.version,
  name: d.name,
  description: d.description,
  category: d.category,
  formType: d.formType,
  formId: d.formId,
  formConf: d.formConf,
  formFields: d.formFields,
  formCustomCreatePath: d.formCustomCreatePath,
  formCustomViewPath: d.formCustomViewPath,
  suspensionState: d.suspensionState,
  deploymentTime: d.deploymentTime,
};

/** Each row with its start form's name: a normal form's, null for a custom form or one deleted since. */
async function withFormNames<Row extends Pick<DefinitionRow, 'formType' | 'formId'>>(scope: TenantScope, q: Db | Tx, rows: Row[]) {
  const names = await formNames(q, scope, rows.map((r) => (r.formType === BpmModelFormType.NORMAL ? r.formId : null)));
  return rows.map((r) => ({ ...r, formName: r.formType === BpmModelFormType.NORMAL && r.formId !== null ? (names.get(r.formId) ?? null) : null }));
}

/** The latest definition of each model, as the model list shows it. */
export async function latestOfModels(scope: TenantScope, q: Db | Tx, modelIds: number[]) {
  if (modelIds.length === 0) return new Map<number, Pick<DefinitionRow, 'id' | 'version' | 'deploymentTime' | 'suspensionState'>>();
  const rows = await q
    .selectDistinctOn([d.modelId], { modelId: d.modelId, id: d.id, version: d.version, deploymentTime: d.deploymentTime, suspensionState: d.suspensionState })
    .from(d)
    .where(scope.where(d, inArray(d.modelId, modelIds)))
    .orderBy(d.modelId, desc(d.version));
  return new Map(rows.map(({ modelId, ...brief }) => [modelId, brief]));
}

export class DefinitionService {
  constructor(private readonly db: Db) {}

  /** Newest first: with `key`, the versions of one model, the latest on top. */
  page(scope: TenantScope, q: QueryOf<typeof processDefinitionApi.page>) {
    const where = scope.where(d, q.key ? eq(d.key, q.key) : undefined);
    return selectPage(this.db, d, where, q, async ({ limit, offset }) =>
      withFormNames(scope, this.db, await this.db.select(listed).from(d).where(where).orderBy(desc(d.deploymentTime), desc(d.version)).limit(limit).offset(offset)),
    );
  }

  async list(scope: TenantScope, q: QueryOf<typeof processDefinitionApi.list>) {
    const where = scope.where(d, q.suspensionState ? eq(d.suspensionState, q.suspensionState) : undefined);
    return withFormNames(scope, this.db, await this.db.select(listed).from(d).where(where).orderBy(d.key, desc(d.version)));
  }

  async getBpmnXml(scope: TenantScope, id: string): Promise<string> {
    return (await this.requireDefinition(scope, id)).bpmnXml;
  }

  async requireDefinition(scope: TenantScope, id: string, q: Db | Tx = this.db): Promise<DefinitionRow> {
    const [row] = await scope.selectFrom(d, eq(d.id, id), q);
    if (!row) throw serviceError(ErrorCodes.PROCESS_DEFINITION_NOT_EXISTS);
    return row;
  }

  /** A definition an instance may be started from: it exists and is active. */
  async requireStartable(scope: TenantScope, id: string, q: Db | Tx = this.db): Promise<DefinitionRow> {
    return active(await this.requireDefinition(scope, id, q));
  }

  /** The newest active version of `key` (what a business form such as OA leave starts). */
  async latestActiveByKey(scope: TenantScope, key: string, q: Db | Tx = this.db): Promise<DefinitionRow> {
    const byKey = eq(d.key, key);
    const [row] = await latest(scope, q, and(byKey, eq(d.suspensionState, BpmSuspensionState.ACTIVE)));
    if (row) return row;
    // None active: say whether there is nothing at all or only suspended versions.
    const [any] = await latest(scope, q, byKey);
    if (!any) throw serviceError(ErrorCodes.PROCESS_DEFINITION_NOT_EXISTS);
    return active(any);
  }

  /**
   * The newest active version of each key whose diagram mentions `text` (an event definition's
   * element name): where message and signal start events are looked for.
   */
  async latestActiveContaining(scope: TenantScope, text: string, q: Db | Tx = this.db): Promise<DefinitionRow[]> {
    const rows = await q
      .select()
      .from(d)
      .where(scope.where(d, and(eq(d.suspensionState, BpmSuspensionState.ACTIVE), like(d.bpmnXml, `%${text}%`))))
      .orderBy(desc(d.version));
    const newest = new Map<string, DefinitionRow>();
    for (const row of rows) if (!newest.has(row.key)) newest.set(row.key, row);
    return [...newest.values()];
  }
}

function active(row: DefinitionRow): DefinitionRow {
  if (row.suspensionState !== BpmSuspensionState.ACTIVE) throw serviceError(ErrorCodes.PROCESS_DEFINITION_IS_SUSPENDED);
  return row;
}

function latest(scope: TenantScope, q: Db | Tx, filter: SQL | undefined) {
  return q.select().from(d).where(scope.where(d, filter)).orderBy(desc(d.version)).limit(1);
}
