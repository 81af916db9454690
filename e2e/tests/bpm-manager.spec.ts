/**
 * 流程管理 in the browser on the real server, as the demo administrator: a process model
 * created (a key that is not an XML name refused), given a process form and then a business
 * form, imported from a `.bpmn` file (a malformed one refused), deleted; a user group added,
 * edited and deleted. Everything is named with a run suffix and removed again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { asAdmin, confirmPrompt, dialogByTitle, dialogSettled } from './helpers';

test.use({ signedInAs: 'admin' });

const suffix = Date.now().toString(36);
const MODEL = { key: `e2e_model_${suffix}`, name: `E2E流程${suffix}` };
const IMPORTED = { key: `e2e_import_${suffix}`, name: `E2E导入${suffix}` };
const FORM_NAME = `E2E表单${suffix}`;
const GROUP = `E2E分组${suffix}`;
const KEY_MESSAGE = '流程标识格式不正确，需要以字母或下划线开头，后接任意字母、数字、中划线、下划线、句点！';

const VALID_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="diagram_${IMPORTED.key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="${IMPORTED.key}" name="${IMPORTED.name}" isExecutable="true">
    <bpmn2:startEvent id="start" name="开始" />
    <bpmn2:endEvent id="end" name="结束" />
    <bpmn2:sequenceFlow id="flow" sourceRef="start" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="diagram">
    <bpmndi:BPMNPlane id="plane" bpmnElement="${IMPORTED.key}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="300" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`;
const MALFORMED_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" id="broken">
  <bpmn2:process id="broken">
    <bpmn2:startEvent id="start">
  </bpmn2:process>
</bpmn2:definitions>
`;

const dialog = dialogByTitle;
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** Picks an option of the antd select labelled `label` inside `scope`. */
async function pick(page: Page, scope: ReturnType<typeof dialog>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

function writeFixture(name: string, text: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bpm-e2e-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

test('流程模型: create, edit its form, import from a file, open the designer, delete', async ({ page, request }) => {
  const formId = await asAdmin<number>(request, 'POST', '/bpm/form/create', {
    name: FORM_NAME,
    status: 0,
    remark: '浏览器测试创建',
    conf: '{"labelWidth":100}',
    fields: ['{"type":"input","field":"reason","title":"原因"}'],
  });

  await openConsole(page);
  await page.getByRole('menuitem', { name: '工作流程' }).click();
  await page.getByRole('menuitem', { name: '流程管理' }).click();
  // A click while the submenu is still sliding open can land beside the item: try again then.
  await expect(async () => {
    await page.getByRole('menuitem', { name: '流程模型' }).click();
    await expect(page).toHaveURL(/\/bpm\/manager\/model$/, { timeout: 2_000 });
  }).toPass();

  // 新建流程: a key starting with a digit is not an XML name.
  await page.getByRole('button', { name: /新建流程/ }).click();
  const create = dialog(page, '新建流程');
  await dialogSettled(page);
  await create.getByLabel('流程标识').fill(`9${MODEL.key}`);
  await create.getByLabel('流程名称').fill(MODEL.name);
  await create.getByRole('button', { name: /确\s*定/ }).click();
  await expect(create.getByText(KEY_MESSAGE)).toBeVisible();
  await create.getByLabel('流程标识').fill(MODEL.key);
  await create.getByLabel('流程描述').fill('浏览器测试创建的流程');
  await create.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(create).toBeHidden();
  const row = rowOf(page, MODEL.key);
  await expect(row).toContainText(MODEL.name);
  await expect(row).toContainText('暂无表单');
  await expect(row).toContainText('未部署');

  // 修改流程: category and the process form created above.
  await row.getByRole('button', { name: /修改流程/ }).click();
  const edit = dialog(page, '修改流程');
  await dialogSettled(page);
  await expect(edit.getByLabel('流程标识')).toHaveValue(MODEL.key);
  await expect(edit.getByLabel('流程标识')).toBeDisabled();
  await pick(page, edit, '流程分类', 'OA');
  await edit.getByRole('radio', { name: '流程表单' }).check();
  await pick(page, edit, '流程表单', FORM_NAME);
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('OA');
  await expect(row.getByRole('button', { name: FORM_NAME })).toBeVisible();

  // Then a business form: the process form is dropped.
  await row.getByRole('button', { name: /修改流程/ }).click();
  await dialogSettled(page);
  await expect(edit.getByRole('radio', { name: '流程表单' })).toBeChecked();
  await edit.getByRole('radio', { name: '业务表单' }).check();
  await edit.getByLabel('表单提交路由').fill('/bpm/oa/leave/create');
  await edit.getByLabel('表单查看路由').fill('/bpm/oa/leave/detail');
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('/bpm/oa/leave/create');
  await expect(row.getByRole('button', { name: FORM_NAME })).toHaveCount(0);

  // 导入流程: a malformed file is refused and the dialog stays; a valid one is listed.
  await page.getByRole('button', { name: /导入流程/ }).click();
  const upload = dialog(page, '导入流程');
  await dialogSettled(page);
  await upload.getByLabel('流程标识').fill(IMPORTED.key);
  await upload.getByLabel('流程名称').fill(IMPORTED.name);
  await upload.getByLabel('流程描述').fill('从文件导入');
  await upload.locator('input[type=file]').setInputFiles(writeFixture('broken.bpmn', MALFORMED_BPMN));
  await expect(upload.getByText('broken.bpmn')).toBeVisible();
  await upload.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(/BPMN 文件格式不正确：不是格式正确的 XML/)).toBeVisible();
  await expect(upload).toBeVisible();
  await expect(upload.getByLabel('流程标识')).toHaveValue(IMPORTED.key);
  await upload.locator('input[type=file]').setInputFiles(writeFixture(`${IMPORTED.key}.bpmn`, VALID_BPMN));
  await expect(upload.getByText(`${IMPORTED.key}.bpmn`)).toBeVisible();
  await upload.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('导入流程成功').last()).toBeVisible();
  await expect(upload).toBeHidden();
  const importedRow = rowOf(page, IMPORTED.key);
  await expect(importedRow).toContainText(IMPORTED.name);

  // The filters find the imported model alone.
  const search = page.getByRole('form', { name: '搜索条件' });
  await search.getByLabel('流程标识').fill(IMPORTED.key);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(importedRow).toBeVisible();
  await page.getByRole('button', { name: '重置', exact: true }).click();
  await expect(row).toBeVisible();

  // 设计流程 opens the designer on the model.
  const modelId = await importedRow.getAttribute('data-row-key');
  await importedRow.getByRole('button', { name: /设计流程/ }).click();
  await expect(page).toHaveURL(new RegExp(`/bpm/manager/model/design\\?modelId=${modelId}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/bpm\/manager\/model$/);

  for (const key of [IMPORTED.key, MODEL.key]) {
    await rowOf(page, key).getByRole('button', { name: /删除/ }).click();
    await confirmPrompt(page, '是否删除该流程！！');
    await expect(rowOf(page, key)).toBeHidden();
  }
  await asAdmin(request, 'DELETE', `/bpm/form/delete?id=${formId}`);
});

test('用户分组: add, edit and delete a group', async ({ page }) => {
  await openConsole(page, '/bpm/manager/user-group');
  await page.getByRole('button', { name: /新增/ }).click();
  const add = dialog(page, '添加用户组');
  await dialogSettled(page);
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add.getByText('组名不能为空')).toBeVisible();
  await expect(add.getByText('成员不能为空')).toBeVisible();
  await add.getByLabel('组名').fill(GROUP);
  await add.getByLabel('描述').fill('浏览器测试创建');
  await pick(page, add, '成员', '张三');
  await pick(page, add, '成员', '李四');
  await add.getByLabel('组名').click(); // closes the members' dropdown
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(add).toBeHidden();
  const row = rowOf(page, GROUP);
  await expect(row).toContainText('张三、李四');
  await expect(row).toContainText('开启');

  await row.getByRole('button', { name: /修改/ }).click();
  const edit = dialog(page, '修改用户组');
  await dialogSettled(page);
  await expect(edit.getByLabel('组名')).toHaveValue(GROUP);
  await edit.getByLabel('描述').fill('已修改');
  await edit.getByRole('radio', { name: '关闭' }).check();
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(row).toContainText('已修改');
  await expect(row).toContainText('关闭');

  await row.getByRole('button', { name: /删除/ }).click();
  await confirmPrompt(page, '是否确认删除用户组编号为');
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(row).toBeHidden();
});
