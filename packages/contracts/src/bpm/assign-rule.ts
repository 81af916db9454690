import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { Id, Int } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { DefinitionId } from './definition.ts';

/**
 * Who a user task goes to: one rule per BPMN user task of a model (editable), copied to each
 * deployed definition (read-only). `list` answers one row per user task, with `id` null where the
 * task has no rule yet.
 */
export const AssignRuleResp = Type.Object({
  id: Type.Union([Type.Integer(), Type.Null()]),
  modelId: Type.Union([Type.Integer(), Type.Null()]),
  processDefinitionId: Type.Union([Type.String(), Type.Null()]),
  taskDefinitionKey: Type.String(),
  taskDefinitionName: Type.String(),
  type: Type.Union([Type.Integer(), Type.Null()]),
  options: Type.Array(Type.Integer()),
});
export type BpmAssignRule = Type.Static<typeof AssignRuleResp>;

// Written out: a mapped array of literals types the field as never.
const RuleType = Type.Union(
  [Type.Literal(10), Type.Literal(20), Type.Literal(21), Type.Literal(22), Type.Literal(30), Type.Literal(40), Type.Literal(50)],
  { title: '规则类型' },
);
const Options = Type.Array(Int('规则值', { minimum: 1, maximum: 2_147_483_647 }), {
  minItems: 1,
  maxItems: 1000,
  uniqueItems: true,
  title: '规则值',
});

export const taskAssignRuleApi = apiGroup('任务分配规则', {
  list: endpoint({
    method: 'GET',
    path: '/bpm/task-assign-rule/list',
    access: { permission: Permissions.bpm.taskAssignRule.query },
    summary: '获得一个模型（modelId）或流程定义（processDefinitionId）的任务分配规则，每个用户任务一行',
    query: Type.Object({
      modelId: Type.Optional(Id('流程模型编号')),
      processDefinitionId: Type.Optional(DefinitionId()),
    }),
    response: Type.Array(AssignRuleResp),
  }),
  create: endpoint({
    method: 'POST',
    path: '/bpm/task-assign-rule/create',
    access: { permission: Permissions.bpm.taskAssignRule.create },
    summary: '创建流程模型一个用户任务的分配规则，返回编号',
    body: Type.Object({
      modelId: Id('流程模型编号'),
      taskDefinitionKey: Type.String({ minLength: 1, maxLength: 255, title: '流程任务定义的编号' }),
      type: RuleType,
      options: Options,
    }),
    response: Type.Integer(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/bpm/task-assign-rule/update',
    access: { permission: Permissions.bpm.taskAssignRule.update },
    summary: '修改流程模型的任务分配规则（流程定义的规则只读）',
    body: Type.Object({ id: Id(), type: RuleType, options: Options }),
    response: Type.Boolean(),
  }),
});
