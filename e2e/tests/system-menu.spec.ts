/**
 * 菜单管理 in the browser, on the real server: a directory and a menu under it (showing the
 * existing 岗位管理 component) appear in the sidebar after a reload and open the page; a new
 * name shows after a reload, a hidden menu leaves the sidebar; both are deleted at the end.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './session';
import { avatarMenu, dialogByTitle } from './helpers';
import { openConsole, sidebar } from './shell-helpers';

test.use({ signedInAs: 'admin' });

const suffix = Date.now().toString(36);
const DIR = { name: `E2E目录${suffix}`, path: `/e2e-${suffix}` };
const PAGE = { name: `E2E岗位${suffix}`, path: `posts-${suffix}` };
const RENAMED = `E2E岗位改${suffix}`;

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const dialog = dialogByTitle;
const confirmDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: '系统提示' });

/** Shows only this journey's rows, opened. */
async function showOwnRows(page: Page) {
  const search = page.getByRole('form', { name: '搜索条件' });
  await search.getByLabel('菜单名称').fill(suffix);
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(rowOf(page, DIR.name)).toBeVisible();
  if ((await page.getByRole('row').count()) < 3) await page.getByRole('button', { name: /展开\/折叠/ }).click();
}

async function reloadConsole(page: Page) {
  await page.reload();
  await expect(avatarMenu(page)).toBeVisible();
}

async function editPage(page: Page, currentName: string, change: (form: ReturnType<typeof dialog>) => Promise<void>) {
  await showOwnRows(page);
  await rowOf(page, currentName).getByRole('button', { name: /修改/ }).click();
  const form = dialog(page, '修改菜单');
  await expect(form.getByLabel('菜单名称')).toHaveValue(currentName);
  await change(form);
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
}

test('a directory and a menu made here show in the sidebar, follow edits, hide, and are deleted', async ({ page }) => {
  await openConsole(page, '/system/menu');
  await expect(rowOf(page, '系统管理')).toBeVisible();

  // 添加菜单: a top-level directory with an icon.
  await page.getByRole('button', { name: /新增/ }).first().click();
  const dirForm = dialog(page, '添加菜单');
  await expect(dirForm.getByRole('radio', { name: '目录' })).toBeChecked();
  await dirForm.getByLabel('菜单名称').fill(DIR.name);
  await dirForm.getByLabel('路由地址').fill(DIR.path.slice(1));
  await dirForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dirForm.getByText('顶级菜单的路由地址必须以 / 开头')).toBeVisible();
  await dirForm.getByLabel('路由地址').fill(DIR.path);
  await dirForm.getByLabel('菜单图标').click();
  await page.getByRole('textbox', { name: '搜索图标' }).fill('tool');
  await page.getByRole('option', { name: 'tool' }).click();
  await expect(dirForm.getByLabel('菜单图标')).toHaveValue('tool');
  await dirForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();

  // 新增 on the directory's row: a menu below it showing 岗位管理's component.
  await showOwnRows(page);
  await rowOf(page, DIR.name).getByRole('button', { name: /新增/ }).click();
  const pageForm = dialog(page, '添加菜单');
  await expect(pageForm.getByTitle(DIR.name)).toBeVisible();
  await pageForm.getByRole('radio', { name: '菜单' }).click();
  await pageForm.getByLabel('菜单名称').fill(PAGE.name);
  await pageForm.getByLabel('路由地址').fill(PAGE.path);
  await pageForm.getByLabel('组件路径').fill('system/post/index');
  await pageForm.getByLabel('权限标识').fill('system:post:query');
  await pageForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await showOwnRows(page);
  await expect(rowOf(page, PAGE.name)).toContainText('system/post/index');

  // After a reload the sidebar has both, and the menu opens the page.
  await reloadConsole(page);
  const nav = sidebar(page);
  await nav.getByText(DIR.name).click();
  await nav.getByText(PAGE.name).click();
  await expect(page).toHaveURL(new RegExp(`${DIR.path}/${PAGE.path}$`));
  await expect(page.getByRole('form', { name: '搜索条件' }).getByLabel('岗位编码')).toBeVisible();

  // A new name shows after a reload.
  await page.goto('/system/menu');
  await editPage(page, PAGE.name, (form) => form.getByLabel('菜单名称').fill(RENAMED));
  await reloadConsole(page);
  await sidebar(page).getByText(DIR.name).click();
  await expect(sidebar(page).getByText(RENAMED)).toBeVisible();
  await expect(sidebar(page).getByText(PAGE.name, { exact: true })).toHaveCount(0);

  // 隐藏 takes it out of the sidebar.
  await editPage(page, RENAMED, (form) => form.getByRole('radio', { name: '隐藏' }).check());
  await reloadConsole(page);
  await expect(sidebar(page).getByText(RENAMED)).toHaveCount(0);

  // Delete the menu, then its directory.
  await showOwnRows(page);
  await rowOf(page, RENAMED).getByRole('button', { name: /删除/ }).click();
  await expect(confirmDialog(page)).toContainText(`是否确认删除名称为"${RENAMED}"的数据项?`);
  await confirmDialog(page).getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(rowOf(page, RENAMED)).toHaveCount(0);
  await rowOf(page, DIR.name).getByRole('button', { name: /删除/ }).click();
  await expect(confirmDialog(page)).toContainText(`是否确认删除名称为"${DIR.name}"的数据项?`);
  await confirmDialog(page).getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(rowOf(page, DIR.name)).toHaveCount(0);
  await reloadConsole(page);
  await expect(sidebar(page).getByText(DIR.name)).toHaveCount(0);
});
