// @postgres: concurrent deploys of one model (the model row taken FOR UPDATE)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions, formApi, modelApi, processDefinitionApi, taskAssignRuleApi, type BodyOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { grantTenantAdmin, uniq } from '../../system/role/testing/rbac.fixtures.ts';
import { DefinitionService } from './definition.service.ts';
import { approvalBody, bpmnXml } from './testing/fixtures.ts';

let t: TestApp;
let admin: Session;
/** The demo tenant 121's administrator, given the BPM permissions for the isolation tests. */
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, [
    ...Object.values(Permissions.bpm.model),
    ...Object.values(Permissions.bpm.processDefinition),
    ...Object.values(Permissions.bpm.taskAssignRule),
  ]);
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

const TASKS: Array<[string, string]> = [['approve', '领导审批']];
const CUSTOM_FORM = { formType: 20, formCustomCreatePath: '/bpm/oa/leave/create', formCustomViewPath: '/bpm/oa/leave/detail' } as const;

const deploy = (id: number, s = admin) => t.call(modelApi.deploy, { query: { id }, as: s });
const updateState = (id: number, state: 1 | 2, s = admin) => t.call(modelApi.updateState, { body: { id, state }, as: s });
const updateModel = (body: BodyOf<typeof modelApi.update>) => t.callOk(modelApi.update, { body, as: admin });
const definitionsOf = async (key: string, s = admin) => (await t.callOk(processDefinitionApi.page, { query: { key, pageSize: 100 }, as: s })).list;
const modelListed = async (key: string) => (await t.callOk(modelApi.page, { query: { key, pageSize: 100 }, as: admin })).list.find((m) => m.key === key)!;
const addRule = (modelId: number, taskDefinitionKey: string, options = [admin.userId]) =>
  t.callOk(taskAssignRuleApi.create, { body: { modelId, taskDefinitionKey, type: 30, options }, as: admin });

/** A model whose diagram is `body` (start → tasks → end by default), with a business form unless `form` says otherwise. */
async function newModel(opts: { body?: string; tasks?: Array<[string, string]>; form?: Partial<BodyOf<typeof modelApi.update>> | null; rules?: boolean } = {}) {
  const key = uniq('p_');
  const name = '请假流程';
  const id = await t.callOk(modelApi.create, { body: { key, name, description: '说明' }, as: admin });
  const tasks = opts.tasks ?? TASKS;
  const xml = bpmnXml({ key, name, body: opts.body ?? approvalBody(tasks) });
  await updateModel({ id, name, bpmnXml: xml, ...(opts.form === null ? {} : (opts.form ?? CUSTOM_FORM)) });
  if (opts.rules !== false) for (const [taskId] of tasks) await addRule(id, taskId);
  return { id, key, name, xml };
}

describe('POST /bpm/model/deploy refusals, in order', () => {
  const refusal = async (id: number) => {
    const res = await deploy(id);
    return { code: res.code, msg: res.msg };
  };

  it('refuses a model that does not exist, then one with no diagram', async () => {
    expect(await refusal(999_999)).toEqual({ code: 1009002001, msg: '流程模型不存在' });
    const id = await t.callOk(modelApi.create, { body: { key: uniq('p_'), name: '无图' }, as: admin });
    expect(await refusal(id)).toEqual({ code: 1009002013, msg: '部署流程失败，原因：流程图未设计，请点击【设计流程】按钮进行设计' });
  });

  it('refuses a model whose form is not configured', async () => {
    const { id } = await newModel({ form: null });
    expect(await refusal(id)).toEqual({ code: 1009002003, msg: '部署流程失败，原因：流程表单未配置，请点击【修改流程】按钮进行配置' });
  });

  it('refuses a diagram whose process id or name is not the model’s', async () => {
    const { id, key, name } = await newModel();
    await updateModel({ id, name, bpmnXml: bpmnXml({ key: 'other_key', name, body: approvalBody(TASKS) }) });
    expect(await refusal(id)).toEqual({ code: 1009003000, msg: `流程定义的标识期望是(${key})，当前是(other_key)，请修改 BPMN 流程图` });
    await updateModel({ id, name, bpmnXml: bpmnXml({ key, name: '别的名字', body: approvalBody(TASKS) }) });
    expect(await refusal(id)).toEqual({ code: 1009003001, msg: `流程定义的名字期望是(${name})，当前是(别的名字)，请修改 BPMN 流程图` });
  });

  it('refuses a diagram with elements the engine cannot run, giving the engine’s first reason', async () => {
    const body =
      '<bpmn:startEvent id="start" /><bpmn:complexGateway id="call" name="调用" /><bpmn:endEvent id="end" />' +
      '<bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="call" /><bpmn:sequenceFlow id="f2" sourceRef="call" targetRef="end" />';
    const { id } = await newModel({ body, rules: false });
    expect(await refusal(id)).toEqual({ code: 1009002014, msg: '部署流程失败，原因：暂不支持复杂网关（节点【调用】）' });
  });

  it('refuses a user task with no assign rule, naming the task', async () => {
    const { id } = await newModel({ tasks: [['approve', '领导审批'], ['hr', '']], rules: false });
    expect(await refusal(id)).toEqual({ code: 1009002004, msg: '部署流程失败，原因：用户任务(领导审批)未配置分配规则，请点击【修改流程】按钮进行配置' });
    await addRule(id, 'approve');
    // A task with no name is named by its id.
    expect((await refusal(id)).msg).toBe('部署流程失败，原因：用户任务(hr)未配置分配规则，请点击【修改流程】按钮进行配置');
  });
});

describe('deploying versions', () => {
  it('deploys version 1, answered by the definition page, list, XML and the model list', async () => {
    const { id, key, xml } = await newModel();
    expect(await deploy(id)).toEqual({ code: 0, data: true, msg: '' });
    const [v1] = await definitionsOf(key);
    expect(v1).toEqual({
      id: expect.stringMatching(new RegExp(`^${key}:1:[0-9a-f-]{36}$`)),
      key,
      version: 1,
      name: '请假流程',
      description: '说明',
      category: null,
      formType: 20,
      formId: null,
      formConf: null,
      formFields: [],
      formCustomCreatePath: '/bpm/oa/leave/create',
      formCustomViewPath: '/bpm/oa/leave/detail',
      suspensionState: 1,
      formName: null,
      deploymentTime: expect.any(Number),
    });
    expect((await t.callOk(processDefinitionApi.list, { query: { suspensionState: 1 }, as: admin })).map((d) => d.id)).toContain(v1!.id);
    expect(await t.callOk(processDefinitionApi.getBpmnXml, { query: { id: v1!.id }, as: admin })).toBe(xml);
    expect((await modelListed(key)).processDefinition).toEqual({ id: v1!.id, version: 1, deploymentTime: v1!.deploymentTime, suspensionState: 1 });
  });

  it('refuses a deploy that changes nothing, and accepts a change of the diagram, the fields, the form or a rule', async () => {
    const { id, key, name, xml } = await newModel();
    await t.callOk(modelApi.deploy, { query: { id }, as: admin });
    expect(await deploy(id)).toEqual({ code: 1009003005, data: null, msg: '流程定义部署失败，原因：信息未发生变化' });

    await updateModel({ id, name, bpmnXml: xml.replace('<bpmn:startEvent id="start" name="开始" />', '<bpmn:startEvent id="start" name="发起" />') });
    expect((await deploy(id)).code).toBe(0);
    await updateModel({ id, name, description: '新的说明' });
    expect((await deploy(id)).code).toBe(0);
    const [rule] = await t.callOk(taskAssignRuleApi.list, { query: { modelId: id }, as: admin });
    await t.callOk(taskAssignRuleApi.update, { body: { id: rule!.id!, type: 30, options: [admin.userId, 100] }, as: admin });
    expect((await deploy(id)).code).toBe(0);
    // The same options in another order are the same rule.
    await t.callOk(taskAssignRuleApi.update, { body: { id: rule!.id!, type: 30, options: [100, admin.userId] }, as: admin });
    expect((await deploy(id)).code).toBe(1009003005);

    const versions = await definitionsOf(key);
    expect(versions.map((d) => [d.version, d.suspensionState, d.description])).toEqual([
      [4, 1, '新的说明'],
      [3, 2, '新的说明'],
      [2, 2, '说明'],
      [1, 2, '说明'],
    ]);
    expect((await modelListed(key)).processDefinition).toMatchObject({ id: versions[0]!.id, version: 4, suspensionState: 1 });
    // Each version keeps the rules it was deployed with.
    const rulesOf = async (processDefinitionId: string) =>
      (await t.callOk(taskAssignRuleApi.list, { query: { processDefinitionId }, as: admin })).map((r) => ({ ...r, id: typeof r.id }));
    expect(await rulesOf(versions[0]!.id)).toEqual([
      { id: 'number', modelId: id, processDefinitionId: versions[0]!.id, taskDefinitionKey: 'approve', taskDefinitionName: '领导审批', type: 30, options: [admin.userId, 100] },
    ]);
    expect((await rulesOf(versions[3]!.id))[0]!.options).toEqual([admin.userId]);
  });

  it('copies a process form’s settings and fields, and a change of the form’s fields is a change', async () => {
    const fields = [JSON.stringify({ type: 'input', field: 'reason', title: '原因', $required: true })];
    const formName = uniq('请假表单');
    const formId = await t.callOk(formApi.create, { body: { name: formName, status: 0, conf: '{"form":{}}', fields }, as: admin });
    const { id, key } = await newModel({ form: { formType: 10, formId } });
    await t.callOk(modelApi.deploy, { query: { id }, as: admin });
    expect((await definitionsOf(key))[0]).toMatchObject({ formType: 10, formId, formConf: '{"form":{}}', formFields: fields, formName, formCustomCreatePath: null });
    expect((await deploy(id)).code).toBe(1009003005);
    const changed = [...fields, JSON.stringify({ type: 'inputNumber', field: 'days', title: '天数' })];
    await t.callOk(formApi.update, { body: { id: formId, name: formName, status: 0, conf: '{"form":{}}', fields: changed }, as: admin });
    expect((await deploy(id)).code).toBe(0);
    expect((await definitionsOf(key)).map((d) => d.formFields.length)).toEqual([2, 1]);
  });

  it('gives concurrent deploys of one model distinct versions: one deploys, the other finds nothing changed', async () => {
    const { id, key } = await newModel();
    const results = await Promise.all([deploy(id), deploy(id), deploy(id)]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1009003005, 1009003005]);
    expect((await definitionsOf(key)).map((d) => d.version)).toEqual([1]);
  });
});

describe('PUT /bpm/model/update-state', () => {
  it('suspends and activates the latest version, which the start list follows', async () => {
    const { id, key } = await newModel();
    expect(await updateState(id, 2)).toEqual({ code: 1009003006, data: null, msg: '流程模型尚未部署' });
    await t.callOk(modelApi.deploy, { query: { id }, as: admin });
    const [v1] = await definitionsOf(key);
    const startable = async () => (await t.callOk(processDefinitionApi.list, { query: { suspensionState: 1 }, as: admin })).some((d) => d.key === key);
    expect(await updateState(id, 2)).toEqual({ code: 0, data: true, msg: '' });
    expect((await modelListed(key)).processDefinition?.suspensionState).toBe(2);
    expect(await startable()).toBe(false);
    expect((await t.callOk(processDefinitionApi.list, { query: { suspensionState: 2 }, as: admin })).map((d) => d.id)).toContain(v1!.id);
    expect((await updateState(id, 1)).code).toBe(0);
    expect(await startable()).toBe(true);
    expect(await updateState(999_999, 1)).toEqual({ code: 1009002001, data: null, msg: '流程模型不存在' });
  });
});

describe('the runtime’s lookups (DefinitionService)', () => {
  it('requireStartable and latestActiveByKey answer the active version, or say why not', async () => {
    const { id, key, name, xml } = await newModel();
    const scope = tenantScope(t.db, 1);
    const definitions = new DefinitionService(t.db);
    const failure = (p: Promise<unknown>) => p.then(() => 'ok', (err: Error) => err.message);
    expect(await failure(definitions.latestActiveByKey(scope, key))).toBe('流程定义不存在');
    await t.callOk(modelApi.deploy, { query: { id }, as: admin });
    await updateModel({ id, name, bpmnXml: xml.replace('name="结束"', 'name="完成"') });
    await t.callOk(modelApi.deploy, { query: { id }, as: admin });
    const [v2, v1] = await definitionsOf(key);
    expect((await definitions.latestActiveByKey(scope, key)).id).toBe(v2!.id);
    expect((await definitions.requireStartable(scope, v2!.id)).version).toBe(2);
    expect(await failure(definitions.requireStartable(scope, v1!.id))).toBe('流程定义处于挂起状态');
    expect((await definitions.requireDefinition(scope, v1!.id)).bpmnXml).toBe(xml);
    await t.callOk(modelApi.updateState, { body: { id, state: 2 }, as: admin });
    expect(await failure(definitions.latestActiveByKey(scope, key))).toBe('流程定义处于挂起状态');
    expect(await failure(definitions.requireStartable(scope, 'nope:1:x'))).toBe('流程定义不存在');
    // Another tenant has no such definition.
    expect(await failure(definitions.requireDefinition(tenantScope(t.db, 121), v2!.id))).toBe('流程定义不存在');
  });
});

describe('tenant isolation', () => {
  it('answers another tenant "not found" for a model’s deploy and state, and a definition’s XML, and lists none of it', async () => {
    const { id, key } = await newModel();
    await t.callOk(modelApi.deploy, { query: { id }, as: admin });
    const [v1] = await definitionsOf(key);
    expect((await deploy(id, other)).msg).toBe('流程模型不存在');
    expect((await updateState(id, 2, other)).msg).toBe('流程模型不存在');
    expect(await t.call(processDefinitionApi.getBpmnXml, { query: { id: v1!.id }, as: other })).toEqual({ code: 1009003002, data: null, msg: '流程定义不存在' });
    expect(await definitionsOf(key, other)).toEqual([]);
    expect((await t.callOk(processDefinitionApi.list, { query: {}, as: other })).some((d) => d.key === key)).toBe(false);
    expect((await modelListed(key)).processDefinition?.suspensionState).toBe(1);
  });
});
