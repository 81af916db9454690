/**
 * Task assign rules of the caller's tenant. A model's rules are edited here, one per user task
 * of its current diagram; a definition's are the read-only copy its deploy made. Rule writes
 * lock the model's row, as a deploy does, so a deploy copies either the rules before a write
 * or after it, and two creates for one task cannot both pass the "already has one" check.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ErrorCodes, type BodyOf, type BpmAssignRule, type QueryOf, type taskAssignRuleApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { requireRow } from '../../../db/requireRow.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import { DefinitionService } from '../definition/index.ts';
import { loadProcessGraph } from '../engine/index.ts';
import { lockModel, requireModel } from '../model/index.ts';
import { bpmTaskAssignRule } from './assign-rule.schema.ts';
import { requireValidOptions } from './rule-options.ts';

type RuleRow = typeof bpmTaskAssignRule.$inferSelect;
type ListQuery = QueryOf<typeof taskAssignRuleApi.list>;
type CreateBody = BodyOf<typeof taskAssignRuleApi.create>;
type UpdateBody = BodyOf<typeof taskAssignRuleApi.update>;

const r = bpmTaskAssignRule;

/** The user tasks of a diagram, `[]` without one. A stored diagram the engine cannot read has no tasks it could assign. */
async function userTasksOf(xml: string | null): Promise<Array<{ id: string; name: string }>> {
  if (!xml) return [];
  try {
    return (await loadProcessGraph(xml)).userTasks;
  } catch {
    return [];
  }
}

export class AssignRuleService {
  private readonly definitions: DefinitionService;

  constructor(private readonly db: Db) {
    this.definitions = new DefinitionService(db);
  }

  /** One row per user task of the model's (or the definition's) diagram, `id` null where no rule exists. */
  async list(scope: TenantScope, q: ListQuery): Promise<BpmAssignRule[]> {
    if ((q.modelId === undefined) === (q.processDefinitionId === undefined))
      throw badRequest('请指定流程模型编号（modelId）或流程定义编号（processDefinitionId）其中之一');
    let owner: { modelId: number | null; processDefinitionId: string | null; xml: string | null };
    let rules: RuleRow[];
    if (q.modelId !== undefined) {
      const model = await requireModel(scope, q.modelId);
      owner = { modelId: model.id, processDefinitionId: null, xml: model.bpmnXml };
      rules = await scope.selectFrom(r, and(eq(r.modelId, model.id), isNull(r.processDefinitionId)));
    } else {
      const definition = await this.definitions.requireDefinition(scope, q.processDefinitionId!);
      owner = { modelId: definition.modelId, processDefinitionId: definition.id, xml: definition.bpmnXml };
      rules = await scope.selectFrom(r, eq(r.processDefinitionId, definition.id));
    }
    const byTask = new Map(rules.map((rule) => [rule.taskDefinitionKey, rule]));
    return (await userTasksOf(owner.xml)).map((task) => {
      const rule = byTask.get(task.id);
      return {
        id: rule?.id ?? null,
        modelId: owner.modelId,
        processDefinitionId: owner.processDefinitionId,
        taskDefinitionKey: task.id,
        taskDefinitionName: task.name,
        type: rule?.type ?? null,
        options: rule?.options ?? [],
      };
    });
  }

  async create(scope: TenantScope, caller: LoginUser, body: CreateBody): Promise<number> {
    const by = String(caller.id);
    return this.db.transaction(async (tx) => {
      const model = await lockModel(scope, tx, body.modelId);
      const tasks = await userTasksOf(model.bpmnXml);
      if (!tasks.some((t) => t.id === body.taskDefinitionKey)) throw serviceError(ErrorCodes.TASK_ASSIGN_RULE_TASK_NOT_EXISTS, body.taskDefinitionKey);
      const [existing] = await scope.selectFrom(r, and(eq(r.modelId, model.id), isNull(r.processDefinitionId), eq(r.taskDefinitionKey, body.taskDefinitionKey)), tx);
      if (existing) throw serviceError(ErrorCodes.TASK_ASSIGN_RULE_EXISTS, model.key, body.taskDefinitionKey);
      await requireValidOptions(scope, tx, body.type, body.options);
      const [row] = await scope.insert(
        r,
        { modelId: model.id, processDefinitionId: null, taskDefinitionKey: body.taskDefinitionKey, type: body.type, options: body.options, creator: by, updater: by },
        tx,
      );
      return row!.id;
    });
  }

  /** Only a model's rule; a definition's copy stays as it was deployed. */
  async update(scope: TenantScope, caller: LoginUser, body: UpdateBody): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      const rule = await requireRow(scope, r, body.id, ErrorCodes.TASK_ASSIGN_RULE_NOT_EXISTS, tx);
      if (rule.processDefinitionId !== null || rule.modelId === null) throw serviceError(ErrorCodes.TASK_UPDATE_FAIL_NOT_MODEL);
      await lockModel(scope, tx, rule.modelId);
      await requireValidOptions(scope, tx, body.type, body.options);
      await scope.update(r, { type: body.type, options: body.options, updater: String(caller.id) }, eq(r.id, rule.id), tx);
    });
    return true;
  }
}
