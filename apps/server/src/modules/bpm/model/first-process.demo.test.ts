// @postgres: the workflow engine's persistence, from the seeded demo to an ended process
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BpmAssignRuleType, BpmModelFormType, dictDataApi, ErrorCodes, formApi, modelApi, processInstanceApi, taskApi, taskAssignRuleApi, userGroupApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { approvalBody, bpmnXml } from '../definition/testing/fixtures.ts';
import { DEMO_PURCHASE_FORM_NAME } from '../form/form.demo.ts';
import { DEMO_USER_GROUP } from '../user-group/user-group.demo.ts';

/**
 * A first process from the demo's data alone (issue 22): a fresh demo start has a process form
 * (采购申请), a user group (采购审批组) and the 流程分类 values, and a model built from them
 * through the API deploys and runs. (Without demo data none of them is written: a production first
 * start writes only what the README lists, first-start.test.ts.)
 */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

async function demoForm() {
  const forms = await t.callOk(formApi.listAllSimple, { as: admin });
  const simple = forms.find((f) => f.name === DEMO_PURCHASE_FORM_NAME);
  expect(simple).toBeDefined();
  return t.callOk(formApi.get, { query: { id: simple!.id }, as: admin });
}

async function demoGroupId() {
  const groups = await t.callOk(userGroupApi.listAllSimple, { as: admin });
  const group = groups.find((g) => g.name === DEMO_USER_GROUP.name);
  expect(group).toBeDefined();
  return group!.id;
}

describe('a fresh demo start', () => {
  it('has the 采购申请 form, enabled, in the designer’s shape', async () => {
    const form = await demoForm();
    expect(form.status).toBe(0);
    expect(JSON.parse(form.conf)).toMatchObject({ form: { labelWidth: '125px' }, submitBtn: { show: true, innerText: '提交' } });
    const rules = form.fields.map((text) => JSON.parse(text) as { type: string; field: string; title: string; $required: unknown });
    expect(rules.map((r) => [r.type, r.field, r.title])).toEqual([
      ['input', 'item', '采购物品'],
      ['select', 'purchaseType', '采购类型'],
      ['inputNumber', 'quantity', '采购数量'],
      ['inputNumber', 'amount', '预计金额（元）'],
      ['datePicker', 'expectedDate', '期望到货日期'],
      ['input', 'reason', '采购说明'],
    ]);
    expect(rules.filter((r) => r.$required === true).map((r) => r.field)).toEqual(['item', 'purchaseType', 'quantity', 'amount']);
  });

  it('has the 采购审批组 group of 张三 and 赵六', async () => {
    const group = await t.callOk(userGroupApi.get, { query: { id: await demoGroupId() }, as: admin });
    expect(group).toMatchObject({ name: '采购审批组', memberUserIds: [101, 104], status: 0 });
  });

  it('has 流程分类 values to choose', async () => {
    const dicts = await t.callOk(dictDataApi.listAllSimple, { as: admin });
    const categories = dicts.filter((d) => d.dictType === 'bpm_model_category').map((d) => [d.value, d.label]);
    expect(categories).toEqual(expect.arrayContaining([['1', '默认']]));
  });

  it('deploys a model built from them, which 李四 starts and 张三 (the group’s first member) gets', async () => {
    const key = 'purchase_demo';
    const name = '采购申请';
    const formId = (await demoForm()).id;
    const groupId = await demoGroupId();
    const modelId = await t.callOk(modelApi.create, { body: { key, name, description: '演示数据建的第一个流程' }, as: admin });
    const deploy = () => t.call(modelApi.deploy, { query: { id: modelId }, as: admin });

    // What the model dialog says deploy needs, refused in turn while missing.
    const xml = bpmnXml({ key, name, body: approvalBody([['approve', '采购审批']]) });
    await t.callOk(modelApi.update, { body: { id: modelId, name, bpmnXml: xml }, as: admin });
    expect((await deploy()).code).toBe(ErrorCodes.MODEL_DEPLOY_FAIL_FORM_NOT_CONFIG.code);
    await t.callOk(modelApi.update, { body: { id: modelId, name, category: '1', formType: BpmModelFormType.NORMAL, formId }, as: admin });
    expect((await deploy()).code).toBe(ErrorCodes.MODEL_DEPLOY_FAIL_TASK_ASSIGN_RULE_NOT_CONFIG.code);
    await t.callOk(taskAssignRuleApi.create, {
      body: { modelId, taskDefinitionKey: 'approve', type: BpmAssignRuleType.USER_GROUP, options: [groupId] },
      as: admin,
    });
    expect(await deploy()).toEqual({ code: 0, data: true, msg: '' });

    const lisi = await t.login('lisi', 'test123');
    const zhangsan = await t.login('zhangsan', 'test123');
    const page = await t.callOk(modelApi.page, { query: { key, pageNo: 1, pageSize: 10 }, as: admin });
    const definitionId = page.list[0]!.processDefinition!.id;
    const instanceId = await t.callOk(processInstanceApi.create, {
      body: { processDefinitionId: definitionId, variables: { item: '笔记本电脑', purchaseType: 2, quantity: 1, amount: 6999, reason: '新员工入职' } },
      as: lisi,
    });
    const todo = await t.callOk(taskApi.todoPage, { query: { pageNo: 1, pageSize: 100 }, as: zhangsan });
    expect(todo.list.find((task) => task.processInstance.id === instanceId)).toMatchObject({ name: '采购审批', processInstance: { name, startUserNickname: '李四' } });
  });
});
