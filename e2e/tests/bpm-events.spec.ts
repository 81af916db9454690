/**
 * A boundary timer and a call activity in the browser (issue 26). The administrator deploys, by
 * the API, 采购子流程 (采购审批, 张三) and 采购申请: 领导审批 (张三) carries an interrupting timer
 * 超时升级 of 10 seconds that escalates to 升级审批 (赵六); either way the call activity 采购 then
 * runs 采购子流程. 李四 starts 采购申请 from 发起流程 and watches the diagram: 领导审批 waiting
 * with its timer armed; once the server's 工作流定时器 job fires it, 张三's task is gone and 赵六
 * gets 升级审批; after 赵六 approves, the timer shows fired, 领导审批 cancelled and the call
 * activity running, and a click on it opens the called instance, which names its caller. 张三
 * approves 采购审批 there, and 采购申请 ends 通过. Each person has a browser context of their own.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { API, asAdmin, FIRST_LOAD_MS, menuSettled, signIn, strangerContext } from './helpers';
import { sidebar } from './shell-helpers';

const suffix = Date.now().toString(36);
const PARENT_KEY = `e2e_purchase_${suffix}`;
const CHILD_KEY = `e2e_purchase_sub_${suffix}`;
const DESCRIPTION = `超时升级与调用子流程 ${suffix}`;
const PURPOSE = `采购笔记本电脑 ${suffix}`;
const STAFF_PASSWORD = 'test123';
const ZHANGSAN = 101;
const ZHAOLIU = 104;

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const element = (page: Page, id: string) => page.locator(`g.djs-element[data-element-id="${id}"]`);
/** The class itself, not a longer one that starts with it (highlight-todo is not highlight). */
const hasClass = (cls: string) => new RegExp(`(^|\\s)${cls}(\\s|$)`);

const shape = (id: string, x: number, y: number, w: number, h: number) =>
  `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`;
const edge = (id: string, ...points: Array<[number, number]>) =>
  `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('')}</bpmndi:BPMNEdge>`;
const flow = (id: string, source: string, target: string) => `<bpmn:sequenceFlow id="${id}" sourceRef="${source}" targetRef="${target}" />`;

/** A process as the designer saves it: elements with their flows, and where each is drawn. */
const bpmnDocument = (key: string, name: string, body: string, shapes: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="${name}" isExecutable="true">${body}</bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1"><bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${key}">${shapes}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

/** start → 采购审批 → end. */
const childXml = bpmnDocument(
  CHILD_KEY,
  '采购子流程',
  [
    '<bpmn:startEvent id="start"><bpmn:outgoing>c0</bpmn:outgoing></bpmn:startEvent>',
    '<bpmn:userTask id="buy" name="采购审批"><bpmn:incoming>c0</bpmn:incoming><bpmn:outgoing>c1</bpmn:outgoing></bpmn:userTask>',
    '<bpmn:endEvent id="end"><bpmn:incoming>c1</bpmn:incoming></bpmn:endEvent>',
    flow('c0', 'start', 'buy'),
    flow('c1', 'buy', 'end'),
  ].join(''),
  [shape('start', 0, 100, 36, 36), shape('buy', 100, 78, 100, 80), shape('end', 260, 100, 36, 36), edge('c0', [36, 118], [100, 118]), edge('c1', [200, 118], [260, 118])].join(''),
);

/**
 * start → 领导审批 → 采购 (calls 采购子流程) → end; 超时升级, a 10-second interrupting timer on
 * 领导审批, leads to 升级审批 and from there to the same call.
 */
const parentXml = bpmnDocument(
  PARENT_KEY,
  '采购申请',
  [
    '<bpmn:startEvent id="start"><bpmn:outgoing>f0</bpmn:outgoing></bpmn:startEvent>',
    '<bpmn:userTask id="leader" name="领导审批"><bpmn:incoming>f0</bpmn:incoming><bpmn:outgoing>f1</bpmn:outgoing></bpmn:userTask>',
    '<bpmn:boundaryEvent id="timeout" name="超时升级" attachedToRef="leader"><bpmn:outgoing>f2</bpmn:outgoing><bpmn:timerEventDefinition><bpmn:timeDuration>PT10S</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>',
    '<bpmn:userTask id="escalated" name="升级审批"><bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing></bpmn:userTask>',
    `<bpmn:callActivity id="call" name="采购" calledElement="${CHILD_KEY}"><bpmn:incoming>f1</bpmn:incoming><bpmn:incoming>f3</bpmn:incoming><bpmn:outgoing>f4</bpmn:outgoing></bpmn:callActivity>`,
    '<bpmn:endEvent id="end"><bpmn:incoming>f4</bpmn:incoming></bpmn:endEvent>',
    flow('f0', 'start', 'leader'),
    flow('f1', 'leader', 'call'),
    flow('f2', 'timeout', 'escalated'),
    flow('f3', 'escalated', 'call'),
    flow('f4', 'call', 'end'),
  ].join(''),
  [
    shape('start', 0, 100, 36, 36),
    shape('leader', 100, 78, 100, 80),
    shape('timeout', 132, 140, 36, 36),
    shape('escalated', 100, 240, 100, 80),
    shape('call', 300, 78, 100, 80),
    shape('end', 460, 100, 36, 36),
    edge('f0', [36, 118], [100, 118]),
    edge('f1', [200, 118], [300, 118]),
    edge('f2', [150, 176], [150, 240]),
    edge('f3', [200, 280], [350, 280], [350, 158]),
    edge('f4', [400, 118], [460, 118]),
  ].join(''),
);

/** Creates, draws, assigns and deploys a model with the start form; answers its definition id. */
async function deploy(request: APIRequestContext, key: string, name: string, xml: string, formId: number, rules: Record<string, number>) {
  const modelId = await asAdmin<number>(request, 'POST', '/bpm/model/create', { key, name, description: DESCRIPTION });
  await asAdmin(request, 'PUT', '/bpm/model/update', { id: modelId, name, description: DESCRIPTION, bpmnXml: xml, formType: 10, formId });
  for (const [taskDefinitionKey, userId] of Object.entries(rules))
    await asAdmin(request, 'POST', '/bpm/task-assign-rule/create', { modelId, taskDefinitionKey, type: 30, options: [userId] });
  await asAdmin(request, 'POST', `/bpm/model/deploy?id=${modelId}`);
  const { list } = await asAdmin<{ list: Array<{ id: string }> }>(request, 'GET', `/bpm/process-definition/page?pageNo=1&pageSize=10&key=${key}`);
  expect(list).toHaveLength(1);
  return list[0]!.id;
}

/** The one instance of `definitionId` that `username` started, asked of the API as them. */
async function startedBy(request: APIRequestContext, username: string, definitionId: string): Promise<string> {
  const login = await (await request.post(`${API}/system/auth/login`, { headers: { 'tenant-id': '1' }, data: { username, password: STAFF_PASSWORD } })).json();
  const headers = { 'tenant-id': '1', authorization: `Bearer ${login.data.accessToken}` };
  const query = `pageNo=1&pageSize=10&processDefinitionId=${encodeURIComponent(definitionId)}`;
  const body = await (await request.get(`${API}/bpm/process-instance/my-page?${query}`, { headers })).json();
  expect(body.code, body.msg).toBe(0);
  expect(body.data.list).toHaveLength(1);
  return body.data.list[0].id as string;
}

async function signInAs(browser: Browser, username: string): Promise<Page> {
  const page = await (await strangerContext(browser)).newPage();
  await signIn(page, { username, password: STAFF_PASSWORD });
  return page;
}

/** Opens 工作流程 › 任务管理 › `item` in the sidebar (a click while a submenu slides open can miss: then again). */
async function openFromSidebar(page: Page, item: '我的流程' | '待办任务', url: RegExp) {
  const nav = sidebar(page);
  const target = nav.getByRole('menuitem', { name: item });
  // A second visit finds the directories open already: a click on them would shut them.
  await menuSettled(page);
  if (!(await target.isVisible())) {
    const section = nav.getByRole('menuitem', { name: '任务管理' });
    if (!(await section.isVisible())) await nav.getByRole('menuitem', { name: '工作流程' }).click();
    await section.click();
  }
  await expect(async () => {
    await target.click();
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass();
}

/** 待办任务 → the task's 审批 → its card on the detail page → 通过 with an opinion. */
async function approveFromTodo(page: Page, taskName: string, processName: string, opinion: string) {
  await openFromSidebar(page, '待办任务', /\/bpm\/task\/todo$/);
  const task = rowOf(page, taskName).filter({ hasText: processName });
  await expect(async () => {
    // The list may be the one shown before the task came: 搜索 asks again.
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(task).toHaveCount(1, { timeout: 2_000 });
  }).toPass();
  await expect(task).toContainText('李四');
  await task.getByRole('button', { name: /审批/ }).click();
  await expect(page).toHaveURL(/\/bpm\/process-instance\/detail\?id=/);
  const card = page.getByRole('form', { name: `审批任务【${taskName}】` });
  await card.getByLabel('审批建议').fill(opinion);
  await page.getByRole('button', { name: /^通\s*过$/ }).click();
  await expect(page.getByText('审批通过成功！')).toBeVisible();
  await expect(card).toBeHidden();
}

test('采购申请: 领导审批 times out to 升级审批, the call activity runs 采购子流程, and the diagram shows both', async ({ page, browser }) => {
  test.setTimeout(90_000);

  // The administrator's set-up: a start form, the called process, then the caller.
  const formId = await asAdmin<number>(page.request, 'POST', '/bpm/form/create', {
    name: `采购申请表 ${suffix}`,
    status: 0,
    conf: JSON.stringify({ submitBtn: { show: true, innerText: '提交' }, resetBtn: { show: true, innerText: '重置' } }),
    fields: [JSON.stringify({ type: 'input', field: 'purpose', title: '采购事由', $required: '请填写采购事由' })],
  });
  await deploy(page.request, CHILD_KEY, '采购子流程', childXml, formId, { buy: ZHANGSAN });
  const definitionId = await deploy(page.request, PARENT_KEY, '采购申请', parentXml, formId, { leader: ZHANGSAN, escalated: ZHAOLIU });

  // Whoever is to approve is signed in first: the timer is due 10 seconds after the start.
  const zhangsan = await signInAs(browser, 'zhangsan');
  const zhaoliu = await signInAs(browser, 'zhaoliu');
  const lisi = await signInAs(browser, 'lisi');

  // 1. 李四 starts 采购申请 from 发起流程 and opens it from 我的流程.
  await openFromSidebar(lisi, '我的流程', /\/bpm\/task\/my$/);
  await lisi.getByRole('button', { name: /发起流程/ }).click();
  await expect(lisi).toHaveURL(/\/bpm\/process-instance\/create$/);
  const definition = lisi.getByRole('table', { name: '可发起的流程' }).getByRole('row').filter({ hasText: DESCRIPTION }).filter({ hasText: '采购申请' });
  await definition.getByRole('button', { name: /选择/ }).click();
  await expect(lisi.getByText('申请信息【采购申请】')).toBeVisible();
  const form = lisi.getByRole('form', { name: '申请信息' });
  await form.getByLabel('采购事由').fill(PURPOSE);
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(lisi.getByText('发起流程成功')).toBeVisible();
  await expect(lisi).toHaveURL(/\/bpm\/task\/my$/);
  const processId = await startedBy(page.request, 'lisi', definitionId);
  const row = rowOf(lisi, processId);
  await expect(row).toContainText('领导审批');
  await row.getByRole('button', { name: /详情/ }).click();
  await expect(lisi).toHaveURL(new RegExp(`/bpm/process-instance/detail\\?id=${processId}$`));

  // 领导审批 waits (blue) with its timer armed (blue too); the call is not reached.
  await expect(element(lisi, 'leader')).toHaveClass(hasClass('highlight-todo'));
  await expect(element(lisi, 'timeout')).toHaveClass(hasClass('highlight-todo'));
  await expect(element(lisi, 'call')).not.toHaveClass(/highlight/);
  const waiting = lisi.locator('.ant-card').filter({ has: lisi.getByText('等待中的事件', { exact: true }) });
  const timerRow = waiting.getByRole('row').filter({ hasText: '超时升级' });
  await expect(timerRow).toContainText('边界事件');
  await expect(timerRow).toContainText('定时器');

  // 2. The server's 工作流定时器 (every 15 s) fires it: 赵六 gets 升级审批, 张三's 领导审批 is gone.
  await openFromSidebar(zhaoliu, '待办任务', /\/bpm\/task\/todo$/);
  await expect(async () => {
    await zhaoliu.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(rowOf(zhaoliu, '升级审批').filter({ hasText: '采购申请' })).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await openFromSidebar(zhangsan, '待办任务', /\/bpm\/task\/todo$/);
  // Once the list has loaded: an empty table while it loads proves nothing.
  await expect(zhangsan.getByRole('table')).toBeVisible();
  await expect(zhangsan.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(rowOf(zhangsan, '领导审批').filter({ hasText: '采购申请' })).toHaveCount(0);

  // 3. 赵六 approves 升级审批.
  await approveFromTodo(zhaoliu, '升级审批', '采购申请', `超时后代为审批 ${suffix}`);

  // 4. The call activity started 采购子流程: 李四 sees it linked, and the diagram tells what happened.
  // A reload is a first load (the app, the session, then the viewer's chunk and the diagram).
  await lisi.reload();
  await expect(element(lisi, 'start')).toBeVisible({ timeout: FIRST_LOAD_MS });
  const children = lisi.locator('.ant-card').filter({ has: lisi.getByText('子流程', { exact: true }) });
  await expect(children.getByRole('link', { name: '采购子流程' })).toBeVisible();
  await expect(element(lisi, 'timeout')).toHaveClass(hasClass('highlight'));
  await expect(element(lisi, 'leader')).toHaveClass(hasClass('highlight-cancel'));
  await expect(element(lisi, 'escalated')).toHaveClass(hasClass('highlight'));
  await expect(element(lisi, 'call')).toHaveClass(hasClass('highlight-todo'));
  await expect(element(lisi, 'call')).toHaveClass(hasClass('highlight-link'));
  await expect(waiting).toHaveCount(0);
  // The record has 赵六's decision (a cancelled task is left out of it, as the reference does).
  const escalatedRecord = lisi.getByTestId('timeline-task').filter({ hasText: '任务：升级审批' });
  await expect(escalatedRecord).toContainText('审批人：赵六');
  await expect(escalatedRecord.getByTestId('task-result')).toHaveText('通过');

  await element(lisi, 'call').click();
  await expect(lisi).not.toHaveURL(new RegExp(`id=${processId}$`));
  await expect(lisi).toHaveURL(/\/bpm\/process-instance\/detail\?id=/);
  const calledId = new URL(lisi.url()).searchParams.get('id')!;
  const parentLine = lisi.getByTestId('parent-instance');
  await expect(parentLine).toHaveText('由流程「采购申请」的调用活动发起');
  await expect(element(lisi, 'buy')).toHaveClass(hasClass('highlight-todo'));

  // 5. 张三 approves 采购审批 in the called process; both end 通过.
  await approveFromTodo(zhangsan, '采购审批', '采购子流程', `同意采购 ${suffix}`);
  await lisi.reload();
  await expect(lisi.getByLabel('流程概要').getByTestId('process-result')).toHaveText('结果：通过', { timeout: FIRST_LOAD_MS });
  await expect(element(lisi, 'buy')).toHaveClass(hasClass('highlight'));
  expect(new URL(lisi.url()).searchParams.get('id')).toBe(calledId);
  await parentLine.getByRole('link', { name: '采购申请' }).click();
  await expect(lisi).toHaveURL(new RegExp(`/bpm/process-instance/detail\\?id=${processId}$`));
  const summary = lisi.getByLabel('流程概要');
  await expect(summary.getByTestId('process-status')).toHaveText('状态：已完成');
  await expect(summary.getByTestId('process-result')).toHaveText('结果：通过');
  await expect(element(lisi, 'call')).toHaveClass(hasClass('highlight'));
  await expect(element(lisi, 'end')).toHaveClass(hasClass('highlight'));
  await openFromSidebar(lisi, '我的流程', /\/bpm\/task\/my$/);
  const ended = rowOf(lisi, processId);
  await expect(ended).toContainText('采购申请');
  await expect(ended).toContainText('已完成');
  await expect(ended).toContainText('通过');

  for (const other of [lisi, zhangsan, zhaoliu]) await other.context().close();
});
