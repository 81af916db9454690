/**
 * 角色管理 in the browser, on the real server: a role is created and edited, given 岗位管理 with
 * 岗位查询 only and a chosen department as its data scope; a user holding it sees exactly that
 * in the sidebar and no 新增 on 岗位管理. The role and the user are removed afterwards.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './session';
import { asAdmin, avatarMenu, callAsAdmin, dialogByTitle, signInThroughForm, strangerContext } from './helpers';
import { openConsole, sidebar } from './shell-helpers';

test.use({ signedInAs: 'admin' });

const suffix = Date.now().toString(36);
const ROLE = { name: `E2E角色${suffix}`, code: `e2e_${suffix}` };
const RENAMED = `${ROLE.name}改`;
const HOLDER = { username: `e2erole${suffix}`, password: 'e2e123456' };

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const dialog = dialogByTitle;
const confirmDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: '系统提示' });
const treeBox = (scope: ReturnType<typeof dialog>, title: string) =>
  scope.locator('.ant-tree-treenode').filter({ has: scope.page().getByTitle(title, { exact: true }) }).locator('.ant-tree-checkbox');

test('a role limited to 岗位查询 and one department gives its holder exactly that', async ({ page, browser, request }) => {
  await openConsole(page, '/system/role');
  await expect(rowOf(page, '超级管理员')).toBeVisible();

  // 添加角色
  await page.getByRole('button', { name: /新增/ }).click();
  const form = dialog(page, '添加角色');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form.getByText('角色名称不能为空')).toBeVisible();
  await form.getByLabel('角色名称').fill(ROLE.name);
  await form.getByLabel('角色标识').fill(ROLE.code);
  await form.getByLabel('备注').fill('浏览器测试创建');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(rowOf(page, ROLE.code)).toContainText('自定义');

  // 修改角色
  await rowOf(page, ROLE.code).getByRole('button', { name: /修改/ }).click();
  const edit = dialog(page, '修改角色');
  await expect(edit.getByLabel('角色名称')).toHaveValue(ROLE.name);
  await edit.getByLabel('角色名称').fill(RENAMED);
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(rowOf(page, ROLE.code)).toContainText(RENAMED);
  const roleId = Number(await rowOf(page, ROLE.code).getByRole('cell').first().textContent());

  // 菜单权限: 岗位查询 alone; 岗位管理 and 系统管理 come with it half-checked.
  await rowOf(page, ROLE.code).getByRole('button', { name: /菜单权限/ }).click();
  const menus = dialog(page, '菜单权限');
  await expect(menus.getByLabel('角色名称')).toHaveValue(RENAMED);
  await menus.getByRole('checkbox', { name: '展开/折叠' }).check();
  await treeBox(menus, '岗位查询').click();
  await expect(treeBox(menus, '岗位管理')).toHaveClass(/indeterminate/);
  await expect(treeBox(menus, '系统管理')).toHaveClass(/indeterminate/);
  await menus.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('分配菜单权限成功').last()).toBeVisible();

  // 数据权限: 指定部门数据权限 with 研发部门.
  await rowOf(page, ROLE.code).getByRole('button', { name: /数据权限/ }).click();
  const scope = dialog(page, '分配数据权限');
  await expect(scope.getByLabel('角色标识')).toHaveValue(ROLE.code);
  await scope.getByRole('combobox', { name: '权限范围' }).click();
  await page.getByTitle('指定部门数据权限', { exact: true }).click();
  await treeBox(scope, '研发部门').click();
  await scope.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  const saved = await asAdmin<{ dataScope: number; dataScopeDeptIds: number[] }>(request, 'GET', `/system/role/get?id=${roleId}`);
  expect(saved).toMatchObject({ dataScope: 2, dataScopeDeptIds: [103] });

  // A user holding the role sees 系统管理 › 岗位管理 and nothing to change there.
  const userId = await asAdmin<number>(request, 'POST', '/system/user/create', {
    username: HOLDER.username,
    nickname: '角色测试员',
    password: HOLDER.password,
    deptId: 103,
  });
  await asAdmin(request, 'POST', '/system/permission/assign-user-role', { userId, roleIds: [roleId] });
  const context = await strangerContext(browser);
  const holder = await context.newPage();
  await holder.goto('/login');
  await signInThroughForm(holder, HOLDER);
  await expect(avatarMenu(holder)).toBeVisible();
  const nav = sidebar(holder);
  await nav.getByText('系统管理').click();
  await expect(nav.getByText('岗位管理')).toBeVisible();
  for (const other of ['用户管理', '角色管理', '菜单管理', '部门管理']) await expect(nav.getByText(other)).toHaveCount(0);
  await nav.getByText('岗位管理').click();
  await expect(holder).toHaveURL(/\/system\/post$/);
  await expect(holder.getByRole('button', { name: '搜索', exact: true })).toBeVisible();
  await expect(holder.getByRole('cell', { name: 'ceo', exact: true })).toBeVisible();
  await expect(holder.getByRole('button', { name: /新增/ })).toHaveCount(0);
  await expect(holder.getByRole('button', { name: /导出/ })).toHaveCount(0);
  await context.close();

  // Clean up: the user, then the role through the screen.
  await asAdmin(request, 'DELETE', `/system/user/delete?id=${userId}`);
  await rowOf(page, ROLE.code).getByRole('button', { name: /删除/ }).click();
  await expect(confirmDialog(page)).toContainText(`是否确认删除角色编号为"${roleId}"的数据项?`);
  await confirmDialog(page).getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(rowOf(page, ROLE.code)).toHaveCount(0);
});

test('a built-in role offers no edits, and the server refuses them with its message', async ({ page, request }) => {
  await openConsole(page, '/system/role');
  const row = rowOf(page, '普通角色');
  await expect(row).toBeVisible();
  for (const name of [/修改/, /数据权限/, /删除/]) {
    await expect(row.getByRole('button', { name })).toBeDisabled();
    await expect(row.getByRole('button', { name })).toHaveAttribute('title', '系统内置角色不可修改或删除');
  }
  // What the disabled buttons stand for: a client that calls anyway gets the server's refusal.
  const roles = await asAdmin<{ list: Array<{ id: number; code: string }> }>(request, 'GET', '/system/role/page?pageSize=100');
  const common = roles.list.find((r) => r.code === 'common')!;
  const refused = await callAsAdmin(request, 'POST', '/system/permission/assign-role-data-scope', { roleId: common.id, dataScope: 1, dataScopeDeptIds: [] });
  expect(refused.msg).toBe('不能操作类型为系统内置的角色');
  expect(refused.code).not.toBe(0);
});
