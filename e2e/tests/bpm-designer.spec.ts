/**
 * 流程设计 in the browser on the real server: models are drawn with real clicks on the palette
 * and the context pad, configured in the properties panel, saved, reloaded unchanged, and
 * downloaded as SVG and BPMN; the toolbar's zoom, alignment, history and simulation rules hold.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { asAdmin, dialogSettled, FIRST_LOAD_MS } from './helpers';

test.use({ signedInAs: 'admin' });

const suffix = Date.now().toString(36);
const MODEL = { key: `e2e_design_${suffix}`, name: `E2E设计${suffix}` };
const TASK_NAME = '部门经理审批';

const canvas = (page: Page) => page.getByTestId('bpmn-canvas');
const shapeNamed = (page: Page, name: string) => canvas(page).locator('.djs-element.djs-shape').filter({ hasText: name });

async function openDesigner(page: Page, modelId: number) {
  await page.goto(`/bpm/manager/model/design?modelId=${modelId}`);
  await expect(page.getByRole('button', { name: '保存模型' })).toBeVisible();
  await expect(canvas(page).locator('.djs-palette')).toBeVisible();
}

async function downloadAs(page: Page, item: string): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: '下载文件' }).hover();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  return { name: download.suggestedFilename(), text: fs.readFileSync((await download.path())!, 'utf8') };
}

test('the administrator draws a user task, saves, reloads and downloads the diagram', async ({ page }) => {
  const modelId = await asAdmin<number>(page.request, 'POST', '/bpm/model/create', MODEL);
  await openConsole(page);
  await openDesigner(page, modelId);

  // A new model starts from an empty process with the model's key and name.
  await page.getByRole('button', { name: '预览' }).hover();
  await page.getByRole('menuitem', { name: '预览XML' }).click();
  const preview = page.getByRole('dialog').filter({ hasText: '预览' });
  await expect(preview).toContainText(`<bpmn2:process id="${MODEL.key}" name="${MODEL.name}" isExecutable="true" />`);
  await preview.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('button', { name: '撤销' })).toBeDisabled();

  // Palette: a start event; context pad: append a task, name it, change it into a user task.
  await canvas(page).getByRole('button', { name: '创建开始事件' }).click();
  const box = (await canvas(page).boundingBox())!;
  await page.mouse.click(box.x + 300, box.y + 250);
  await canvas(page).locator('.djs-context-pad [data-action="append.append-task"]').click();
  await page.keyboard.type(TASK_NAME);
  await page.mouse.click(box.x + 700, box.y + 500);
  await shapeNamed(page, TASK_NAME).click();
  await canvas(page).locator('.djs-context-pad [data-action="replace"]').click();
  await page.locator('.djs-popup').getByText('用户任务', { exact: true }).click();
  await expect(canvas(page).locator('[data-element-id^="Activity_"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: '撤销' })).toBeEnabled();

  // One selected element cannot be aligned.
  await page.getByRole('button', { name: '向左对齐' }).click();
  await expect(page.getByText('请按住 Ctrl 键选择多个元素对齐')).toBeVisible();

  // Zoom in steps of 10 %; simulation locks saving.
  const percent = page.getByRole('button', { name: '当前缩放比例' });
  const before = Number((await percent.textContent())!.replace('%', ''));
  await page.getByRole('button', { name: '放大视图' }).click();
  await expect(percent).toHaveText(`${before + 10}%`);
  await page.getByRole('button', { name: '模拟' }).click();
  await expect(page.getByRole('button', { name: '保存模型' })).toBeDisabled();
  await page.getByRole('button', { name: '模拟' }).click();
  await expect(page.getByRole('button', { name: '保存模型' })).toBeEnabled();

  await page.getByRole('button', { name: '保存模型' }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  const saved = await asAdmin<{ bpmnXml: string }>(page.request, 'GET', `/bpm/model/get?id=${modelId}`);
  expect(saved.bpmnXml).toMatch(new RegExp(`<bpmn2:userTask id="Activity_\\w+" name="${TASK_NAME}">`));

  await page.reload();
  await expect(page.getByRole('button', { name: '保存模型' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(shapeNamed(page, TASK_NAME)).toBeVisible();
  // The panel shows the process, then the task once it is clicked.
  const panel = page.getByRole('complementary', { name: '属性面板' });
  await expect(panel.getByLabel('流程标识')).toHaveValue(MODEL.key);
  await expect(panel.getByLabel('流程标识')).toBeDisabled();
  await expect(panel.getByLabel('流程名称')).toHaveValue(MODEL.name);
  await shapeNamed(page, TASK_NAME).click();
  await expect(panel.getByLabel('名称')).toHaveValue(TASK_NAME);
  await expect(page.getByRole('button', { name: '保存模型' })).toBeEnabled();
  await expect(canvas(page).locator('.djs-element[data-element-id^="StartEvent_"], .djs-element[data-element-id^="Event_"]')).toHaveCount(1);

  const svg = await downloadAs(page, '下载为SVG文件');
  expect(svg.name).toBe(`${MODEL.name}.svg`);
  expect(svg.text).toContain('<svg');
  expect(svg.text).toContain(TASK_NAME);
  const bpmn = await downloadAs(page, '下载为BPMN文件');
  expect(bpmn.name).toMatch(/\.bpmn$/);
  expect(bpmn.text).toContain(`name="${TASK_NAME}"`);
  expect(bpmn.text).toContain('<bpmn2:userTask');
});

const panel = (page: Page) => page.getByRole('complementary', { name: '属性面板' });
const selectedShapeId = async (page: Page) => (await canvas(page).locator('.djs-shape.selected').getAttribute('data-element-id'))!;

/** The panel is an accordion: its section headers are tabs. */
async function openSection(page: Page, title: string) {
  await panel(page).getByRole('tab', { name: new RegExp(title) }).click();
}

/** Picks an option of the panel's antd select labelled `label`. */
async function choose(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  await scope.getByLabel(label).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).click();
}

async function appendFromSelection(page: Page, action: string) {
  await canvas(page).locator(`.djs-context-pad [data-action="${action}"]`).click();
}

test('a model created in the list gets a user task, a gateway with a condition flow and a listener that survive a reload', async ({ page }) => {
  const model = { key: `e2e_flow_${suffix}`, name: `E2E条件${suffix}` };
  await openConsole(page, '/bpm/manager/model');
  await page.getByRole('button', { name: /新建流程/ }).click();
  const create = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: '新建流程' }) });
  await dialogSettled(page);
  await create.getByLabel('流程标识').fill(model.key);
  await create.getByLabel('流程名称').fill(model.name);
  await create.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: model.key });
  const modelId = Number(await row.getAttribute('data-row-key'));
  await row.getByRole('button', { name: /设计流程/ }).click();
  await expect(page).toHaveURL(new RegExp(`/bpm/manager/model/design\\?modelId=${modelId}$`));
  await expect(canvas(page).locator('.djs-palette')).toBeVisible();

  // start → 经理审批 (user task) → gateway → end (condition) / 人事审批 → end
  await canvas(page).getByRole('button', { name: '创建开始事件' }).click();
  const box = (await canvas(page).boundingBox())!;
  await page.mouse.click(box.x + 260, box.y + 200);
  await appendFromSelection(page, 'append.append-task');
  await page.keyboard.type('经理审批');
  await page.mouse.click(box.x + box.width - 40, box.y + box.height - 40);
  await shapeNamed(page, '经理审批').click();
  await canvas(page).locator('.djs-context-pad [data-action="replace"]').click();
  await page.locator('.djs-popup').getByText('用户任务', { exact: true }).click();
  const taskId = await selectedShapeId(page);
  await appendFromSelection(page, 'append.gateway');
  const gatewayId = await selectedShapeId(page);
  await appendFromSelection(page, 'append.end-event');
  const endId = await selectedShapeId(page);
  await canvas(page).locator(`[data-element-id="${gatewayId}"]`).click();
  await appendFromSelection(page, 'append.append-task');
  await page.keyboard.type('人事审批');
  await page.mouse.click(box.x + box.width - 40, box.y + box.height - 40);
  await shapeNamed(page, '人事审批').click();
  await appendFromSelection(page, 'append.end-event');

  // The flow from the gateway straight to the first end event becomes conditional.
  const clickConditionFlow = async () => {
    const gw = (await canvas(page).locator(`[data-element-id="${gatewayId}"]`).boundingBox())!;
    const end = (await canvas(page).locator(`[data-element-id="${endId}"]`).boundingBox())!;
    await page.mouse.click((gw.x + gw.width + end.x) / 2, gw.y + gw.height / 2);
  };
  await clickConditionFlow();
  const flowId = await panel(page).getByLabel('ID').inputValue();
  expect(flowId).toMatch(/^Flow_/);
  await openSection(page, '流转条件');
  await choose(page, panel(page), '流转类型', '条件流转路径');
  await panel(page).getByLabel('表达式').fill('${days > 3}');
  await panel(page).getByLabel('表达式').press('Enter');
  // bpmnlint flags the gateway's other, unconditional flow until it is made the default.
  await expect(canvas(page).getByText(/^1 个错误/)).toBeVisible();
  const gw = (await canvas(page).locator(`[data-element-id="${gatewayId}"]`).boundingBox())!;
  const hr = (await shapeNamed(page, '人事审批').boundingBox())!;
  await page.mouse.click(gw.x + gw.width / 2, (gw.y + gw.height + hr.y + hr.height / 2) / 2);
  await openSection(page, '流转条件');
  await choose(page, panel(page), '流转类型', '默认流转路径');
  await expect(canvas(page).getByText(/^0 个错误/)).toBeVisible();

  // An execution listener on the user task.
  await canvas(page).locator(`[data-element-id="${taskId}"]`).click();
  await openSection(page, '执行监听器');
  await panel(page).getByRole('button', { name: /添加监听器/ }).click();
  const editor = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: '添加执行监听器' }) });
  await dialogSettled(page);
  await choose(page, editor, '事件类型', '开始');
  await choose(page, editor, '监听器类型', 'Java类');
  await editor.getByLabel('Java类').fill('cn.tenon.bpm.LeaveStartListener');
  await editor.getByRole('button', { name: /确\s*定/ }).click();
  await expect(editor).toBeHidden();
  await expect(panel(page).getByRole('region', { name: '执行监听器列表' })).toContainText('Java类');

  await page.getByRole('button', { name: '保存模型' }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  const saved = await asAdmin<{ bpmnXml: string }>(page.request, 'GET', `/bpm/model/get?id=${modelId}`);
  expect(saved.bpmnXml).toMatch(
    new RegExp(`<bpmn2:sequenceFlow id="${flowId}" sourceRef="${gatewayId}" targetRef="${endId}">\\s*<bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">\\$\\{days &gt; 3\\}</bpmn2:conditionExpression>`),
  );
  expect(saved.bpmnXml).toMatch(new RegExp(`<bpmn2:exclusiveGateway id="${gatewayId}" default="Flow_\\w+">`));
  expect(saved.bpmnXml).toContain('<camunda:executionListener class="cn.tenon.bpm.LeaveStartListener" event="start" />');

  // After a reload the panel reads the same back.
  await page.reload();
  await expect(shapeNamed(page, '人事审批')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await canvas(page).locator(`[data-element-id="${taskId}"]`).click();
  await expect(panel(page).getByLabel('名称')).toHaveValue('经理审批');
  await openSection(page, '执行监听器');
  const listeners = panel(page).getByRole('region', { name: '执行监听器列表' });
  await expect(listeners).toContainText('开始');
  await expect(listeners).toContainText('Java类');
  await clickConditionFlow();
  await expect(panel(page).getByLabel('ID')).toHaveValue(flowId);
  await openSection(page, '流转条件');
  await expect(panel(page).locator('.ant-select').filter({ hasText: '条件流转路径' })).toBeVisible();
  await expect(panel(page).getByLabel('表达式')).toHaveValue('${days > 3}');

  const svg = await downloadAs(page, '下载为SVG文件');
  // A new model's diagram carries the model's name, and so do the files.
  expect(svg.name).toBe(`${model.name}.svg`);
  expect(svg.text).toContain('人事审批');
  const bpmn = await downloadAs(page, '下载为BPMN文件');
  expect(bpmn.name).toBe(`${model.name}.bpmn`);
  expect(bpmn.text).toBe(saved.bpmnXml);
});
