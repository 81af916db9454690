/**
 * 代码生成 in the browser on the real server, as a new administrator would use it: import a table
 * of the product's own database, give one column a dictionary and another a query condition in
 * the editor, see both in the previewed contract, and download the files as a zip. Then 代码生成示例,
 * the generator's committed screen, lists its demo rows.
 */
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { dialogByTitle, menuSettled } from './helpers';

test.use({ signedInAs: 'admin' });

async function openInfra(page: import('@playwright/test').Page, name: string) {
  await page.getByRole('menuitem', { name: '基础设施' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name }).click();
}

test('import a table, edit a column’s dictionary and query condition, preview, download the zip', async ({ page }) => {
  await openConsole(page);
  await openInfra(page, '代码生成');
  await expect(page).toHaveURL(/\/infra\/codegen$/);
  // The first start's two imported tables.
  await expect(page.getByRole('cell', { name: 'system_post', exact: true })).toBeVisible();

  await page.getByRole('button', { name: /导\s*入/ }).click();
  const importing = dialogByTitle(page, '导入表');
  await importing.getByPlaceholder('请输入表名称').fill('system_dept');
  await importing.getByRole('button', { name: /搜\s*索/ }).click();
  await importing.getByRole('cell', { name: 'system_dept', exact: true }).click();
  await importing.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('导入成功')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'system_dept', exact: true }) });

  await row.getByRole('button', { name: /编辑/ }).click();
  await expect(page).toHaveURL(/\/codegen\/edit\/\d+$/);
  await page.getByRole('combobox', { name: '字典类型 status' }).click();
  await page.getByRole('option', { name: '用户性别' }).click();
  await page.getByRole('combobox', { name: '查询方式 name' }).click();
  await page.getByRole('option', { name: '=', exact: true }).click();
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(page).toHaveURL(/\/infra\/codegen$/);

  await row.getByRole('button', { name: /预览/ }).click();
  const preview = dialogByTitle(page, '代码预览');
  await preview.getByRole('tree', { name: '生成的文件' }).getByText('dept.ts', { exact: true }).click();
  await expect(preview.locator('pre code')).toContainText("status: { title: '部门状态（0正常 1停用）', dict: Dicts.systemUserSex, filter: 'equals' }");
  await expect(preview.locator('pre code')).toContainText("name: { title: '部门名称', filter: 'equals' }");
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /生成代码/ }).click();
  expect((await download).suggestedFilename()).toBe('codegen-system_dept.zip');
});

test('代码生成示例, the generator’s committed screen, lists the demo rows', async ({ page }) => {
  await openConsole(page);
  await openInfra(page, '测试示例');
  await expect(page).toHaveURL(/\/infra\/test-demo$/);
  await expect(page.getByRole('cell', { name: '示例名字', exact: true })).toBeVisible();
});
