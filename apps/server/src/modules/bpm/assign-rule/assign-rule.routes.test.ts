import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions, modelApi, processDefinitionApi, taskAssignRuleApi, userGroupApi, type BodyOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../../system/role/testing/rbac.fixtures.ts';
import { approvalBody, bpmnXml } from '../definition/testing/fixtures.ts';

let t: TestApp;
let admin: Session;
/** The demo tenant 121's administrator: its own role 109, dept 110, post 5 and user 110. */
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, [
    ...Object.values(Permissions.bpm.model),
    ...Object.values(Permissions.bpm.processDefinition),
    ...Object.values(Permissions.bpm.taskAssignRule),
    ...Object.values(Permissions.bpm.userGroup),
  ]);
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

type CreateBody = BodyOf<typeof taskAssignRuleApi.create>;
const list = (query: { modelId?: number; processDefinitionId?: string }, s = admin) => t.call(taskAssignRuleApi.list, { query, as: s });
const create = (body: CreateBody, s = admin) => t.call(taskAssignRuleApi.create, { body, as: s });
const update = (body: BodyOf<typeof taskAssignRuleApi.update>, s = admin) => t.call(taskAssignRuleApi.update, { body, as: s });

/** A model of `s`'s tenant whose diagram has the user tasks `tasks` (none: no diagram). */
async function newModel(tasks: Array<[string, string]> | null = [['leader', '领导审批'], ['hr', '人事审批']], s = admin) {
  const key = uniq('r_');
  const id = await t.callOk(modelApi.create, { body: { key, name: '流程' }, as: s });
  if (tasks) {
    const body = { id, name: '流程', bpmnXml: bpmnXml({ key, name: '流程', body: approvalBody(tasks) }), formType: 20, formCustomCreatePath: '/a', formCustomViewPath: '/b' } as const;
    await t.callOk(modelApi.update, { body, as: s });
  }
  return id;
}

describe('GET /bpm/task-assign-rule/list', () => {
  it('needs exactly one of modelId and processDefinitionId', async () => {
    const id = await newModel();
    const refusal = { code: 400, data: null, msg: '请指定流程模型编号（modelId）或流程定义编号（processDefinitionId）其中之一' };
    expect(await list({})).toEqual(refusal);
    expect(await list({ modelId: id, processDefinitionId: 'x:1:y' })).toEqual(refusal);
  });

  it('answers one row per user task of the diagram, with no rule as id null, and nothing without a diagram', async () => {
    expect(await list({ modelId: await newModel(null) })).toEqual({ code: 0, data: [], msg: '' });
    const modelId = await newModel();
    const ruleId = await t.callOk(taskAssignRuleApi.create, { body: { modelId, taskDefinitionKey: 'hr', type: 10, options: [2, 1] }, as: admin });
    expect((await list({ modelId })).data).toEqual([
      { id: null, modelId, processDefinitionId: null, taskDefinitionKey: 'leader', taskDefinitionName: '领导审批', type: null, options: [] },
      { id: ruleId, modelId, processDefinitionId: null, taskDefinitionKey: 'hr', taskDefinitionName: '人事审批', type: 10, options: [2, 1] },
    ]);
    expect(await list({ modelId: 999_999 })).toEqual({ code: 1009002001, data: null, msg: '流程模型不存在' });
    expect(await list({ processDefinitionId: 'nope:1:x' })).toEqual({ code: 1009003002, data: null, msg: '流程定义不存在' });
  });
});

describe('POST /bpm/task-assign-rule/create', () => {
  it('refuses a task that is not a user task of the diagram, and a second rule for a task', async () => {
    const modelId = await newModel();
    expect(await create({ modelId, taskDefinitionKey: 'start', type: 30, options: [1] })).toEqual({ code: 1009006006, data: null, msg: '流程图中不存在用户任务(start)' });
    const bare = await newModel(null);
    expect((await create({ modelId: bare, taskDefinitionKey: 'leader', type: 30, options: [1] })).code).toBe(1009006006);
    expect((await create({ modelId, taskDefinitionKey: 'leader', type: 30, options: [1] })).code).toBe(0);
    const key = (await t.callOk(modelApi.get, { query: { id: modelId }, as: admin })).key;
    expect(await create({ modelId, taskDefinitionKey: 'leader', type: 20, options: [103] })).toEqual({
      code: 1009006000,
      data: null,
      msg: `流程(${key}) 的任务(leader) 已经存在分配规则`,
    });
  });

  it('accepts options that exist in the tenant for each type, and refuses others’ and unknown ones, naming them', async () => {
    const modelId = await newModel();
    const groupId = await t.callOk(userGroupApi.create, { body: { name: uniq('组'), memberUserIds: [1], status: 0 }, as: admin });
    const otherGroup = await t.callOk(userGroupApi.create, { body: { name: uniq('组'), memberUserIds: [110], status: 0 }, as: other });
    // type: [valid options of tenant 1, the demo tenant 121's id of that kind]
    const cases: Array<[CreateBody['type'], number[], number]> = [
      [10, [1, 2], 109],
      [20, [103, 104], 110],
      [21, [103], 110],
      [22, [1, 4], 5],
      [30, [1, 100], 110],
      [40, [groupId], otherGroup],
      [50, [10, 20, 21], 11],
    ];
    for (const [type, valid, foreign] of cases) {
      const refused = await create({ modelId, taskDefinitionKey: 'leader', type, options: [...valid, foreign, 999_999] });
      expect(refused, `type ${type}`).toEqual({ code: 1009006005, data: null, msg: `分配规则的选项(${foreign},999999)不存在` });
    }
    const ruleId = await t.callOk(taskAssignRuleApi.create, { body: { modelId, taskDefinitionKey: 'leader', type: 30, options: [1] }, as: admin });
    for (const [type, valid] of cases) expect((await update({ id: ruleId, type, options: valid })).code, `type ${type}`).toBe(0);
    expect((await list({ modelId })).data[0]).toMatchObject({ id: ruleId, type: 50, options: [10, 20, 21] });
  });
});

describe('PUT /bpm/task-assign-rule/update', () => {
  it('changes a model’s rule, and refuses a deployed definition’s copy and an unknown id', async () => {
    const modelId = await newModel([['leader', '领导审批']]);
    const ruleId = await t.callOk(taskAssignRuleApi.create, { body: { modelId, taskDefinitionKey: 'leader', type: 30, options: [1] }, as: admin });
    expect(await update({ id: ruleId, type: 21, options: [103] })).toEqual({ code: 0, data: true, msg: '' });
    expect((await list({ modelId })).data[0]).toMatchObject({ id: ruleId, type: 21, options: [103] });
    expect(await update({ id: ruleId, type: 21, options: [5] })).toEqual({ code: 1009006005, data: null, msg: '分配规则的选项(5)不存在' });

    await t.callOk(modelApi.deploy, { query: { id: modelId }, as: admin });
    const key = (await t.callOk(modelApi.get, { query: { id: modelId }, as: admin })).key;
    const [definition] = (await t.callOk(processDefinitionApi.page, { query: { key }, as: admin })).list;
    const [copy] = (await list({ processDefinitionId: definition!.id })).data;
    expect(copy).toMatchObject({ modelId, processDefinitionId: definition!.id, taskDefinitionKey: 'leader', type: 21, options: [103] });
    expect(copy!.id).not.toBe(ruleId);
    expect(await update({ id: copy!.id!, type: 30, options: [1] })).toEqual({ code: 1009006002, data: null, msg: '只有流程模型的任务分配规则，才允许被修改' });
    expect(await update({ id: 999_999, type: 30, options: [1] })).toEqual({ code: 1009006001, data: null, msg: '流程任务分配规则不存在' });
  });
});

describe('tenant isolation', () => {
  it('answers another tenant "not found" for the model, its rules and the definition’s rules', async () => {
    const modelId = await newModel([['leader', '领导审批']]);
    const ruleId = await t.callOk(taskAssignRuleApi.create, { body: { modelId, taskDefinitionKey: 'leader', type: 30, options: [1] }, as: admin });
    await t.callOk(modelApi.deploy, { query: { id: modelId }, as: admin });
    const key = (await t.callOk(modelApi.get, { query: { id: modelId }, as: admin })).key;
    const [definition] = (await t.callOk(processDefinitionApi.page, { query: { key }, as: admin })).list;

    expect((await list({ modelId }, other)).msg).toBe('流程模型不存在');
    expect((await list({ processDefinitionId: definition!.id }, other)).msg).toBe('流程定义不存在');
    expect((await create({ modelId, taskDefinitionKey: 'leader', type: 30, options: [110] }, other)).msg).toBe('流程模型不存在');
    expect(await update({ id: ruleId, type: 30, options: [110] }, other)).toEqual({ code: 1009006001, data: null, msg: '流程任务分配规则不存在' });
    expect((await list({ modelId })).data[0]).toMatchObject({ id: ruleId, type: 30, options: [1] });
    // A model of the other tenant takes its own users, not tenant 1's.
    const theirs = await newModel([['leader', '领导审批']], other);
    expect((await create({ modelId: theirs, taskDefinitionKey: 'leader', type: 30, options: [110] }, other)).code).toBe(0);
  });
});
