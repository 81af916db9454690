/**
 * 租户套餐 and 租户列表 in the browser, on the real server: the platform administrator makes a
 * package with a few menus and a tenant on it; that tenant's administrator signs in and sees
 * only the package's menus; a disabled tenant cannot sign in; the list exports as a real
 * workbook; the tenant and the package are deleted again. Names are unique per run, and the
 * journey removes only what it made.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './session';
import { avatarMenu, dialogSettled } from './helpers';
import { openConsole, sidebar } from './shell-helpers';

test.use({ signedInAs: 'admin' });

const suffix = Date.now().toString(36).slice(-6);
const PACKAGE = `岗位套餐${suffix}`;
const TENANT = `测试租户${suffix}`;
const ADMIN = { username: `boss${suffix}`, password: 'boss-pass-123' };
const PLATFORM = { tenant: '榫卯科技', username: 'admin', password: 'admin123' };

const rowWith = (page: Page, text: string) =>
  page.locator('tr.ant-table-row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });
const save = (form: ReturnType<typeof dialog>) => form.getByRole('button', { name: /确\s*定/ }).click();

async function confirmPrompt(page: Page, text: string) {
  const prompt = page.getByRole('dialog').filter({ hasText: text });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: '确定' }).click();
}

async function signOut(page: Page) {
  await avatarMenu(page).click();
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  await dialogSettled(page);
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login/);
}

async function signIn(page: Page, who: { tenant: string; username: string; password: string }) {
  // The form pre-fills itself (remembered or demo values) after it shows; typing before that
  // would be overwritten or doubled.
  await expect(page.getByLabel('租户名称')).not.toHaveValue('');
  await page.getByLabel('租户名称').fill(who.tenant);
  await page.getByLabel('用户名').fill(who.username);
  await page.getByLabel('密码', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

async function openFromSidebar(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.ant-table')).toBeVisible();
}

test('a package, a tenant on it whose administrator sees only its menus, disabling, export, deleting', async ({ page }) => {
  test.setTimeout(180_000);
  await openConsole(page, '/system/tenant/package');

  // 租户套餐: 系统管理 › 岗位管理 with its buttons.
  await page.getByRole('button', { name: /新增/ }).click();
  const addPackage = dialog(page, '添加租户套餐');
  await save(addPackage);
  await expect(addPackage.getByText('套餐名不能为空')).toBeVisible();
  await addPackage.getByLabel('套餐名').fill(PACKAGE);
  await addPackage.getByRole('checkbox', { name: '展开/折叠' }).check();
  const menuTree = addPackage.getByRole('group', { name: '菜单权限' });
  // By the node's title: a parent's accessible name also holds its expand icon's label.
  const menuNode = (name: string) => menuTree.getByRole('treeitem').filter({ has: page.getByTitle(name, { exact: true }) });
  await menuNode('岗位管理').getByRole('checkbox').click();
  await expect(menuNode('岗位新增')).toHaveAttribute('aria-checked', 'true');
  await expect(menuNode('系统管理')).toHaveAttribute('aria-checked', 'mixed');
  await expect(menuNode('用户管理')).toHaveAttribute('aria-checked', 'false');
  await addPackage.getByLabel('备注').fill('只有岗位管理');
  await save(addPackage);
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(rowWith(page, PACKAGE)).toContainText('只有岗位管理');

  // 租户列表: the tenant with its administrator.
  await openFromSidebar(page, '/system/tenant/list');
  const systemRow = rowWith(page, PLATFORM.tenant);
  await expect(systemRow).toContainText('系统租户');
  await expect(systemRow.getByRole('button', { name: /删除/ })).toHaveCount(0);

  await page.getByRole('button', { name: /新增/ }).click();
  const addTenant = dialog(page, '添加租户');
  await addTenant.getByLabel('租户名').fill(TENANT);
  await addTenant.getByLabel('租户套餐').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(PACKAGE, { exact: true }).click();
  await addTenant.getByLabel('联系人').fill('李雷');
  await addTenant.getByLabel('联系手机').fill('13912345678');
  await addTenant.getByLabel('用户名称').fill(ADMIN.username);
  await addTenant.getByLabel('用户密码').fill(ADMIN.password);
  await addTenant.getByLabel('账号额度').fill('10');
  await addTenant.getByLabel('过期时间').click();
  await addTenant.getByLabel('过期时间').fill('2099-12-31 23:59:59');
  await addTenant.getByLabel('过期时间').press('Enter');
  await expect(addTenant.getByLabel('过期时间')).toHaveValue('2099-12-31 23:59:59');
  await addTenant.getByLabel('绑定域名').fill(`${suffix}.tenon.local`);
  await save(addTenant);
  await expect(page.getByText('新增成功').last()).toBeVisible();
  const tenantRow = rowWith(page, TENANT);
  await expect(tenantRow).toContainText(PACKAGE);
  await expect(tenantRow).toContainText('2099-12-31 23:59:59');
  const tenantId = (await tenantRow.locator('td').first().textContent())!.trim();

  // 导出: a real workbook.
  await page.getByRole('button', { name: /导出/ }).click();
  const downloading = page.waitForEvent('download');
  await confirmPrompt(page, '是否确认导出所有租户数据项?');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('租户列表.xlsx');
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // The tenant's administrator sees 系统管理 › 岗位管理 and nothing else of the system area.
  await signOut(page);
  await signIn(page, { tenant: TENANT, ...ADMIN });
  await expect(avatarMenu(page)).toBeVisible();
  const menu = sidebar(page);
  await menu.getByText('系统管理', { exact: true }).click();
  await expect(menu.getByText('岗位管理', { exact: true })).toBeVisible();
  for (const hidden of ['用户管理', '角色管理', '菜单管理', '部门管理', '租户管理']) {
    await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  await menu.getByText('岗位管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/system\/post$/);
  await expect(page.getByRole('button', { name: /新增/ })).toBeVisible();

  // Disabled by the platform, the tenant cannot sign in, and the login form says why.
  await signOut(page);
  await signIn(page, PLATFORM);
  await expect(avatarMenu(page)).toBeVisible();
  await openFromSidebar(page, '/system/tenant/list');
  await rowWith(page, TENANT).getByRole('button', { name: /修改/ }).click();
  const editTenant = dialog(page, '修改租户');
  await expect(editTenant.getByLabel('租户名')).toHaveValue(TENANT);
  await expect(editTenant.getByLabel('用户名称')).toHaveCount(0);
  await editTenant.getByRole('radio', { name: '关闭' }).check();
  await save(editTenant);
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(rowWith(page, TENANT)).toContainText('关闭');

  await signOut(page);
  await signIn(page, { tenant: TENANT, ...ADMIN });
  await expect(page.getByText(`名字为【${TENANT}】的租户已被禁用`)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // Cleaning up what this journey made: the tenant, then its package.
  await signIn(page, PLATFORM);
  await expect(avatarMenu(page)).toBeVisible();
  await openFromSidebar(page, '/system/tenant/list');
  await rowWith(page, TENANT).getByRole('button', { name: /删除/ }).click();
  await confirmPrompt(page, `是否确认删除租户编号为"${tenantId}"的数据项?`);
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(rowWith(page, TENANT)).toHaveCount(0);

  await openFromSidebar(page, '/system/tenant/package');
  const packageRow = rowWith(page, PACKAGE);
  const packageId = (await packageRow.locator('td').first().textContent())!.trim();
  await packageRow.getByRole('button', { name: /删除/ }).click();
  await confirmPrompt(page, `是否确认删除租户套餐编号为"${packageId}"的数据项?`);
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(rowWith(page, PACKAGE)).toHaveCount(0);
});
