/**
 * Deploying a model: a new, frozen definition version of its diagram, start form and assign
 * rules. What must stay true:
 * - only a model the engine can run is deployed: the diagram exists and its process id and
 *   name are the model's, every element is one the engine knows, and every user task has a
 *   rule; the start form is configured;
 * - a deploy that would change nothing (same XML, descriptive fields, form, rules as the
 *   latest version) is refused;
 * - versions of a key count up from 1 with no twins: the model's row is locked for the
 *   deploy, and (tenant, key, version) is unique besides;
 * - only the newest version is active after a deploy; the older ones are suspended.
 * The model's rules are copied as rows with `processDefinitionId` set and `modelId` kept
 * (assign-rule.schema.ts), one per user task of the deployed diagram.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import { BpmModelFormType, BpmSuspensionState, ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { serviceError } from '../../../platform/errors.ts';
import { type AssignRuleRow, copyRulesToDefinition, rulesOfDefinition, rulesOfModel } from '../assign-rule/index.ts';
import { loadProcessGraph, type ProcessGraph } from '../engine/index.ts';
import { requireForm } from '../form/index.ts';
import { lockModel, requireModel } from '../model/index.ts';
import type { ModelRow } from '../model/index.ts';
import { bpmProcessDefinition } from './definition.schema.ts';
import type { DefinitionRow } from './definition.service.ts';

/** What a version freezes, besides its rules: compared field by field to find "nothing changed". */
type Frozen = Pick<
  DefinitionRow,
  'name' | 'description' | 'category' | 'bpmnXml' | 'formType' | 'formId' | 'formConf' | 'formFields' | 'formCustomCreatePath' | 'formCustomViewPath'
>;

/** The engine's reading of a model's diagram; a document bpmn-moddle cannot read is refused as unsupported. */
export async function graphOf(xml: string): Promise<ProcessGraph> {
  try {
    return await loadProcessGraph(xml);
  } catch (err) {
    throw serviceError(ErrorCodes.MODEL_DEPLOY_FAIL_UNSUPPORTED, err instanceof Error ? err.message : String(err));
  }
}

export class DeployService {
  constructor(private readonly db: Db) {}

  async deploy(scope: TenantScope, caller: LoginUser, modelId: number): Promise<boolean> {
    const by = String(caller.id);
    await this.db.transaction(async (tx) => {
      const model = await lockModel(scope, tx, modelId);
      if (!model.bpmnXml) throw serviceError(ErrorCodes.MODEL_DEPLOY_FAIL_NO_BPMN);
      requireFormConfigured(model);
      const graph = await graphOf(model.bpmnXml);
      if (graph.id !== model.key) throw serviceError(ErrorCodes.PROCESS_DEFINITION_KEY_NOT_MATCH, model.key, graph.id);
      if (graph.name !== model.name) throw serviceError(ErrorCodes.PROCESS_DEFINITION_NAME_NOT_MATCH, model.name, graph.name);
      if (graph.unsupported.length > 0) throw serviceError(ErrorCodes.MODEL_DEPLOY_FAIL_UNSUPPORTED, graph.unsupported[0]!);
      const rules = await this.rulesOfTasks(scope, tx, model, graph);
      const frozen = await this.frozenOf(scope, tx, model, model.bpmnXml);

      const [previous] = await tx.select().from(bpmProcessDefinition).where(scope.where(bpmProcessDefinition, eq(bpmProcessDefinition.key, model.key))).orderBy(desc(bpmProcessDefinition.version)).limit(1);
      if (previous && (await this.unchanged(scope, tx, previous, frozen, rules))) throw serviceError(ErrorCodes.MODEL_DEPLOY_FAIL_TASK_INFO_EQUALS);

      const version = (previous?.version ?? 0) + 1;
      const id = `${model.key}:${version}:${randomUUID()}`;
      await scope.insert(bpmProcessDefinition, { id, modelId: model.id, key: model.key, version, ...frozen, suspensionState: BpmSuspensionState.ACTIVE, creator: by, updater: by }, tx);
      await scope.update(
        bpmProcessDefinition,
        { suspensionState: BpmSuspensionState.SUSPENDED, updater: by },
        and(eq(bpmProcessDefinition.key, model.key), ne(bpmProcessDefinition.id, id))!,
        tx,
      );
      await copyRulesToDefinition(scope, tx, model.id, id, rules, by);
    });
    return true;
  }

  /** Activates or suspends the model's latest version. */
  async updateState(scope: TenantScope, caller: LoginUser, modelId: number, state: number): Promise<boolean> {
    await requireModel(scope, modelId);
    const [latest] = await this.db
      .select({ id: bpmProcessDefinition.id })
      .from(bpmProcessDefinition)
      .where(scope.where(bpmProcessDefinition, eq(bpmProcessDefinition.modelId, modelId)))
      .orderBy(desc(bpmProcessDefinition.version))
      .limit(1);
    if (!latest) throw serviceError(ErrorCodes.MODEL_NOT_DEPLOYED);
    await scope.update(bpmProcessDefinition, { suspensionState: state, updater: String(caller.id) }, eq(bpmProcessDefinition.id, latest.id));
    return true;
  }

  /**
   * The model's rule of each user task, in the diagram's order; a task without one refuses the
   * deploy, unless its diagram names the assignee itself (`assignee="${starter}"`, an element of a
   * multi-instance collection).
   */
  private async rulesOfTasks(scope: TenantScope, tx: Tx, model: ModelRow, graph: ProcessGraph): Promise<AssignRuleRow[]> {
    const rows = await rulesOfModel(scope, tx, model.id);
    const byTask = new Map(rows.map((r) => [r.taskDefinitionKey, r]));
    return graph.userTasks.flatMap((task) => {
      const rule = byTask.get(task.id);
      if (rule) return [rule];
      if (graph.nodes.get(task.id)?.assignee) return [];
      throw serviceError(ErrorCodes.MODEL_DEPLOY_FAIL_TASK_ASSIGN_RULE_NOT_CONFIG, task.name || task.id);
    });
  }

  private async frozenOf(scope: TenantScope, tx: Tx, model: ModelRow, bpmnXml: string): Promise<Frozen> {
    let form: { conf: string; fields: string[] } | null = null;
    if (model.formType === BpmModelFormType.NORMAL) form = await requireForm(scope, model.formId!, tx);
    return {
      name: model.name,
      description: model.description,
      category: model.category,
      bpmnXml,
      formType: model.formType,
      formId: model.formId,
      formConf: form?.conf ?? null,
      formFields: form?.fields ?? [],
      formCustomCreatePath: model.formCustomCreatePath,
      formCustomViewPath: model.formCustomViewPath,
    };
  }

  private async unchanged(scope: TenantScope, tx: Tx, previous: DefinitionRow, frozen: Frozen, rules: AssignRuleRow[]): Promise<boolean> {
    const sameFields = (Object.keys(frozen) as Array<keyof Frozen>).every((k) => JSON.stringify(previous[k]) === JSON.stringify(frozen[k]));
    if (!sameFields) return false;
    const copied = await rulesOfDefinition(scope, tx, previous.id);
    return ruleSignature(copied) === ruleSignature(rules);
  }
}

function requireFormConfigured(model: ModelRow) {
  const configured =
    (model.formType === BpmModelFormType.NORMAL && model.formId !== null) ||
    (model.formType === BpmModelFormType.CUSTOM && !!model.formCustomCreatePath && !!model.formCustomViewPath);
  if (!configured) throw serviceError(ErrorCodes.MODEL_DEPLOY_FAIL_FORM_NOT_CONFIG);
}

/** Rules as comparable text: by task, options as a set. */
const ruleSignature = (rules: Array<Pick<AssignRuleRow, 'taskDefinitionKey' | 'type' | 'options'>>) =>
  JSON.stringify(
    rules
      .map((r) => [r.taskDefinitionKey, r.type, [...r.options].sort((a, b) => a - b)] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
