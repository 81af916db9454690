/**
 * 岗位管理 in the browser on the real server: a whole add → find → edit → export → delete
 * journey as the administrator, and the buttons each demo role is allowed to see.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './session';
import { dialogByTitle, signIn, menuSettled } from './helpers';
import { openConsole } from './shell-helpers';

test.use({ signedInAs: 'admin' });

const dialog = dialogByTitle;

test('the administrator adds, finds, edits, exports and deletes a post', async ({ page }) => {
  const code = `e2e${Date.now().toString(36)}`;
  await openConsole(page);
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: '岗位管理' }).click();
  await expect(page).toHaveURL(/\/system\/post$/);
  await expect(page.getByRole('cell', { name: '董事长' })).toBeVisible();

  await page.getByRole('button', { name: /新增/ }).click();
  const add = dialog(page, '添加岗位');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add.getByText('岗位名称不能为空')).toBeVisible();
  await add.getByLabel('岗位名称').fill('测试工程师');
  await add.getByLabel('岗位编码').fill(code);
  await add.getByLabel('岗位顺序').fill('7');
  await add.getByLabel('备注').fill('浏览器测试创建');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(add).toBeHidden();

  await page.getByRole('form', { name: '搜索条件' }).getByLabel('岗位编码').fill(code);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(page.getByRole('row')).toHaveCount(2); // header + the one match
  await expect(row).toContainText('测试工程师');

  await row.getByRole('button', { name: /修改/ }).click();
  const edit = dialog(page, '修改岗位');
  await expect(edit.getByLabel('岗位名称')).toHaveValue('测试工程师');
  await edit.getByLabel('岗位名称').fill('高级测试工程师');
  await edit.getByRole('radio', { name: '关闭' }).check();
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(row).toContainText('高级测试工程师');
  await expect(row).toContainText('关闭');

  // The export carries the current filter: one data row, the edited post.
  await page.getByRole('button', { name: /导出/ }).click();
  await expect(page.getByText('是否确认导出所有岗位数据项?')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '确定' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('岗位数据.xlsx');
  const file = fs.readFileSync(await download.path());
  expect(file.subarray(0, 2).toString()).toBe('PK');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as never);
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(2);
  expect((sheet.getRow(2).values as unknown[]).map(String)).toEqual(expect.arrayContaining([code, '高级测试工程师']));

  await row.getByRole('button', { name: /删除/ }).click();
  await expect(page.getByText(/是否确认删除岗位编号为"\d+"的数据项\?/)).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(row).toBeHidden();
});

test.describe(() => {
  test.use({ signedInAs: 'staff' });

  test('the buttons follow the role: 普通角色 only looks, 测试账号 may also edit posts', async ({ page }) => {
    await openConsole(page, '/system/post');
    await expect(page.getByRole('cell', { name: '董事长' })).toBeVisible();
    for (const name of [/新增/, /导出/, /修改/, /删除/]) await expect(page.getByRole('button', { name })).toHaveCount(0);
    // 普通角色 holds no menu of the platform: 菜单管理 and 租户管理 are not in its sidebar, whose
    // 系统管理 is open on this page (a click would close it).
    await expect(page.getByRole('menuitem', { name: '岗位管理' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '菜单管理' })).toHaveCount(0);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, { username: 'zhangsan', password: 'test123' });
    await page.goto('/system/post');
    await expect(page.getByRole('cell', { name: '董事长' })).toBeVisible();
    await expect(page.getByRole('button', { name: /新增/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /导出/ })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '董事长' }).getByRole('button', { name: /修改/ })).toBeVisible();
  });
});
