/**
 * 部门管理 in the browser, on the real server, as the demo administrator: a department added
 * under 研发部门 with a leader, edited and deleted; the server's refusal to delete a department
 * that has staff shows. The department it makes has a unique name and is deleted again.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './session';
import { confirmPrompt, dialogByTitle } from './helpers';
import { openConsole } from './shell-helpers';

test.use({ signedInAs: 'admin' });

const uniqueName = `测试组${Date.now().toString(36).slice(-5)}`;

// By the first cell's text: the cell's accessible name also holds the expand button's label.
const deptRow = (page: Page, name: string) =>
  page.locator('tr.ant-table-row').filter({ has: page.locator('td:first-child').getByText(name, { exact: true }) });
const dialog = dialogByTitle;

test('a department under 研发部门: added with a leader, shown in the tree, edited, deleted', async ({ page }) => {
  await openConsole(page, '/system/dept');
  await expect(deptRow(page, '研发部门')).toBeVisible();

  await deptRow(page, '研发部门').getByRole('button', { name: /新增/ }).click();
  const add = dialog(page, '添加部门');
  await expect(add.getByLabel('上级部门')).toBeVisible();
  await expect(add.locator('.ant-select-content, .ant-select-selector').first()).toContainText('研发部门');
  // Nothing leaves the browser while a field is wrong.
  await add.getByLabel('联系电话').fill('12345');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add.getByText('部门名称不能为空')).toBeVisible();
  await expect(add.getByText('请输入正确的手机号码')).toBeVisible();

  await add.getByLabel('部门名称').fill(uniqueName);
  await add.getByLabel('显示排序').fill('9');
  await add.getByLabel('联系电话').fill('13912345678');
  await add.getByLabel('邮箱').fill('qa@tenon.dev');
  await add.getByLabel('负责人').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('张三', { exact: true }).click();
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(add).toBeHidden();

  // The new row sits right below its parent (研发部门 had no sub-departments), with its leader.
  const row = deptRow(page, uniqueName);
  await expect(row).toBeVisible();
  await expect(row).toContainText('张三');
  await expect(row).toContainText('开启');
  const names = await page.locator('tbody tr td:first-child').allTextContents();
  expect(names[names.indexOf('研发部门') + 1]).toBe(uniqueName);

  // 修改: the name and the status change; the dialog shows what was saved.
  await row.getByRole('button', { name: /修改/ }).click();
  const edit = dialog(page, '修改部门');
  // Its own name is not offered as its parent.
  await edit.getByLabel('上级部门').click();
  const parents = page.locator('.ant-select-dropdown:visible');
  await expect(parents.getByTitle('研发部门', { exact: true })).toBeVisible();
  await expect(parents.getByTitle(uniqueName, { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(edit.getByLabel('部门名称')).toHaveValue(uniqueName);
  await expect(edit.getByLabel('联系电话')).toHaveValue('13912345678');
  await edit.getByLabel('部门名称').fill(`${uniqueName}乙`);
  await edit.getByRole('radio', { name: '关闭' }).check();
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  const edited = deptRow(page, `${uniqueName}乙`);
  await expect(edited).toContainText('关闭');

  // The search finds it by name.
  await page.getByRole('form', { name: '搜索条件' }).getByLabel('部门名称').fill(`${uniqueName}乙`);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.getByRole('button', { name: '重置', exact: true }).click();
  await expect(deptRow(page, '研发部门')).toBeVisible();

  await edited.getByRole('button', { name: /删除/ }).click();
  await confirmPrompt(page, `是否确认删除名称为"${uniqueName}乙"的数据项?`);
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(deptRow(page, `${uniqueName}乙`)).toHaveCount(0);
});

test('deleting a department that has staff is refused with the reason', async ({ page }) => {
  await openConsole(page, '/system/dept');
  await deptRow(page, '研发部门').getByRole('button', { name: /删除/ }).click();
  await confirmPrompt(page, '是否确认删除名称为"研发部门"的数据项?');
  await expect(page.getByText('部门中存在员工，无法删除')).toBeVisible();
  await expect(deptRow(page, '研发部门')).toBeVisible();
});

test('展开/折叠 closes the tree to its top and opens it again', async ({ page }) => {
  await openConsole(page, '/system/dept');
  await expect(deptRow(page, '研发部门')).toBeVisible();
  await page.getByRole('button', { name: /展开\/折叠/ }).click();
  await expect(deptRow(page, '研发部门')).toHaveCount(0);
  await expect(deptRow(page, '榫卯科技')).toBeVisible();
  await page.getByRole('button', { name: /展开\/折叠/ }).click();
  await expect(deptRow(page, '研发部门')).toBeVisible();
});
