/**
 * 流程设计 on a small laptop (1024×768) and a phone (390×844): a saved model opens and its
 * diagram is drawn (never 流程图导入失败), the toolbar stays clear of the properties panel, the
 * palette does not cover the diagram, and a palette entry shows its Chinese title on hover.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { asAdmin } from './helpers';

test.use({ signedInAs: 'admin' });

const suffix = Date.now().toString(36);

/** start → 经理审批 → end, drawn from the diagram's left edge, where the palette sits. */
const diagramXml = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="diagram_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="${key}" name="尺寸" isExecutable="true">
    <bpmn2:startEvent id="start"><bpmn2:outgoing>f1</bpmn2:outgoing></bpmn2:startEvent>
    <bpmn2:userTask id="approve" name="经理审批"><bpmn2:incoming>f1</bpmn2:incoming><bpmn2:outgoing>f2</bpmn2:outgoing></bpmn2:userTask>
    <bpmn2:endEvent id="end"><bpmn2:incoming>f2</bpmn2:incoming></bpmn2:endEvent>
    <bpmn2:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn2:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${key}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="0" y="100" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="approve_di" bpmnElement="approve"><dc:Bounds x="100" y="78" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="260" y="100" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="36" y="118" /><di:waypoint x="100" y="118" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="200" y="118" /><di:waypoint x="260" y="118" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>`;

async function savedModel(request: APIRequestContext, size: string): Promise<number> {
  const model = { key: `e2e_size_${size}_${suffix}`, name: `E2E尺寸${size}${suffix}` };
  const id = await asAdmin<number>(request, 'POST', '/bpm/model/create', model);
  await asAdmin(request, 'PUT', '/bpm/model/update', { id, name: model.name, bpmnXml: diagramXml(model.key) });
  return id;
}

const box = async (locator: Locator) => (await locator.boundingBox())!;
const canvas = (page: Page) => page.getByTestId('bpmn-canvas');

async function openSavedModel(page: Page, modelId: number) {
  await openConsole(page, `/bpm/manager/model/design?modelId=${modelId}`);
  const task = canvas(page).locator('.djs-element.djs-shape[data-element-id="approve"]');
  await expect(task).toBeVisible();
  await expect(task).toContainText('经理审批');
  await expect(page.getByText(/流程图导入失败/)).toHaveCount(0);
  return task;
}

/** The palette ends left of the diagram's first shape, and the whole diagram lies inside the canvas. */
async function expectDiagramClearOfPalette(page: Page) {
  const area = await box(canvas(page));
  const palette = await box(canvas(page).locator('.djs-palette'));
  const start = await box(canvas(page).locator('.djs-element.djs-shape[data-element-id="start"]'));
  const end = await box(canvas(page).locator('.djs-element.djs-shape[data-element-id="end"]'));
  expect(start.x).toBeGreaterThanOrEqual(palette.x + palette.width);
  expect(end.x + end.width).toBeLessThanOrEqual(area.x + area.width);
}

async function expectPaletteTooltip(page: Page) {
  await canvas(page).getByRole('button', { name: '创建开始事件' }).hover();
  const tooltip = page.locator('.djs-hover-tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText('创建开始事件');
  const tip = await box(tooltip);
  const viewport = page.viewportSize()!;
  expect(tip.x).toBeGreaterThanOrEqual(0);
  expect(tip.x + tip.width).toBeLessThanOrEqual(viewport.width);
}

test('at 1024×768 the toolbar, the canvas and the panel sit side by side without overlapping', async ({ page }) => {
  const modelId = await savedModel(page.request, 'l');
  await page.setViewportSize({ width: 1024, height: 768 });
  await openSavedModel(page, modelId);

  const toolbar = await box(page.locator('.process-designer__toolbar'));
  const panel = await box(page.getByRole('complementary', { name: '属性面板' }));
  const area = await box(canvas(page));
  expect(toolbar.x + toolbar.width).toBeLessThanOrEqual(panel.x);
  expect(area.x + area.width).toBeLessThanOrEqual(panel.x);
  expect(area.width).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: '保存模型' })).toBeVisible();
  await expectDiagramClearOfPalette(page);
  await expectPaletteTooltip(page);
});

test('at 390×844 the saved diagram is drawn, with the panel below the canvas', async ({ page }) => {
  const modelId = await savedModel(page.request, 's');
  await page.setViewportSize({ width: 390, height: 844 });
  await openSavedModel(page, modelId);

  const toolbar = await box(page.locator('.process-designer__toolbar'));
  const panel = await box(page.getByRole('complementary', { name: '属性面板' }));
  const area = await box(canvas(page));
  expect(toolbar.y + toolbar.height).toBeLessThanOrEqual(panel.y);
  expect(area.y + area.height).toBeLessThanOrEqual(panel.y);
  expect(area.width).toBeGreaterThan(0);
  await expectDiagramClearOfPalette(page);
  await expect(page.getByRole('complementary', { name: '属性面板' }).getByLabel('流程名称')).toHaveValue(`E2E尺寸s${suffix}`);
});
