/**
 * 代码生成 in the browser on the real server, as a new administrator would use it: import a table
 * of the product's own database, give one column a dictionary and another a query condition in
 * the editor, see both in the previewed contract, and download the files as a zip. Then the
 * generator's committed samples as a user meets them: 代码生成示例 lists its demo rows, 示例分类 (树表)
 * nests a new row under a parent and keeps a parent with children, 示例学生 (主子表) saves a student
 * with a course row and shows it again in 修改.
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

test('示例分类, the generated tree: a row under a parent, and a parent with children kept', async ({ page }) => {
  await openConsole(page);
  await openInfra(page, '示例分类');
  await expect(page).toHaveURL(/\/infra\/demo02-category$/);
  // The demo's two rows, one under the other, all open.
  await expect(page.getByRole('cell', { name: '顶级名字', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '改名字', exact: true })).toBeVisible();

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const adding = dialogByTitle(page, '添加示例分类');
  await adding.getByRole('textbox', { name: '名字' }).fill('华东区');
  await adding.getByRole('combobox', { name: '父级编号' }).click();
  await page.getByTitle('顶级名字', { exact: true }).last().click();
  await adding.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page.getByRole('cell', { name: '华东区', exact: true })).toBeVisible();

  const top = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '顶级名字', exact: true }) });
  await top.getByRole('button', { name: /删除/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('存在子示例分类，无法删除')).toBeVisible();
});

test('示例学生, the generated master-detail screen: a student saved with a course row, shown again in 修改', async ({ page }) => {
  await openConsole(page);
  await openInfra(page, '示例学生');
  await expect(page).toHaveURL(/\/infra\/demo03-student$/);
  await expect(page.getByRole('cell', { name: '示例名字', exact: true })).toBeVisible();

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const adding = dialogByTitle(page, '添加示例学生');
  await adding.getByRole('textbox', { name: '名字' }).first().fill('李雷');
  await adding.getByRole('radio', { name: '男' }).check();
  const birthday = adding.getByLabel('出生日期', { exact: true });
  await birthday.click();
  await birthday.fill('2010-09-01 08:00:00');
  await birthday.press('Enter');
  await adding.getByRole('button', { name: /添加示例课程/ }).click();
  const courses = adding.getByRole('table');
  await courses.getByRole('textbox', { name: '名字' }).fill('语文');
  await courses.getByRole('spinbutton', { name: '分数' }).fill('92.5');
  await courses.getByRole('radio', { name: '是' }).check();
  await adding.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();

  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '李雷', exact: true }) });
  await row.getByRole('button', { name: /修改/ }).click();
  const editing = dialogByTitle(page, '修改示例学生');
  await expect(editing.getByRole('table').getByRole('textbox', { name: '名字' })).toHaveValue('语文');
  await expect(editing.getByRole('table').getByRole('spinbutton', { name: '分数' })).toHaveValue('92.5');
  await expect(editing.getByRole('table').getByRole('radio', { name: '是' })).toBeChecked();
});
