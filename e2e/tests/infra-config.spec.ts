/**
 * 配置管理 in the browser on the real server: the seeded keys on a first start, a key added,
 * its value edited with the key itself fixed, a built-in row refused deletion with the reason,
 * the added row deleted; and the initial password changed here is what 用户管理's 重置密码 offers.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { asAdmin, confirmPrompt, dialogByTitle, dialogSettled, menuSettled } from './helpers';

test.use({ signedInAs: 'admin' });

const INIT_PASSWORD = 'sys.user.init-password';

type Row = { id: number; category: string; name: string; key: string; value: string; visible: boolean; remark: string };

// Whatever happens in the journey, the initial password is the seeded one again afterwards.
test.afterAll(async ({ request }) => {
  const { list } = await asAdmin<{ list: Row[] }>(request, 'GET', `/infra/config/page?key=${INIT_PASSWORD}`);
  const row = list.find((r) => r.key === INIT_PASSWORD)!;
  if (row.value !== '123456') await asAdmin(request, 'PUT', '/infra/config/update', { ...row, value: '123456' });
});

const rowOfKey = (page: Page, key: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: key, exact: true }) });

async function searchKey(page: Page, key: string) {
  await page.getByRole('form', { name: '搜索条件' }).getByLabel('参数键名').fill(key);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(rowOfKey(page, key)).toBeVisible();
}

async function editValue(page: Page, key: string, value: string) {
  await rowOfKey(page, key).getByRole('button', { name: /修改/ }).click();
  const edit = dialogByTitle(page, '修改参数');
  await dialogSettled(page);
  await expect(edit.getByLabel('参数键名')).toHaveValue(key);
  // The key is fixed once created.
  await expect(edit.getByLabel('参数键名')).toBeDisabled();
  await edit.getByLabel('参数键值').fill(value);
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  // The toast of an edit a moment earlier may still show: this edit's is the last.
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(rowOfKey(page, key)).toContainText(value);
}

test('a key is added, edited with its key fixed and deleted; a built-in key is not deletable', async ({ page }) => {
  const key = `e2e.key.${Date.now().toString(36)}`;
  await openConsole(page);
  await page.getByRole('menuitem', { name: '基础设施' }).click();
  await page.getByRole('menuitem', { name: '配置管理' }).click();
  await expect(page).toHaveURL(/\/infra\/config$/);
  await expect(rowOfKey(page, INIT_PASSWORD)).toContainText('系统内置');
  await expect(rowOfKey(page, 'url.swagger')).toContainText('自定义');

  await page.getByRole('button', { name: /新增/ }).click();
  const add = dialogByTitle(page, '添加参数');
  await dialogSettled(page);
  await add.getByLabel('参数分类').fill('e2e');
  await add.getByLabel('参数名称').fill('端到端参数');
  await add.getByLabel('参数键名').fill(key);
  await add.getByLabel('参数键值').fill('值一');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(add).toBeHidden();

  await searchKey(page, key);
  await expect(page.getByRole('row')).toHaveCount(2); // header + the one match
  await expect(rowOfKey(page, key)).toContainText('值一');
  await expect(rowOfKey(page, key)).toContainText('自定义');
  await editValue(page, key, '值二');

  await searchKey(page, INIT_PASSWORD);
  await rowOfKey(page, INIT_PASSWORD).getByRole('button', { name: /删除/ }).click();
  await confirmPrompt(page, '是否确认删除参数编号为');
  await expect(page.getByText('不能删除类型为系统内置的参数配置')).toBeVisible();
  await expect(rowOfKey(page, INIT_PASSWORD)).toBeVisible();

  await searchKey(page, key);
  await rowOfKey(page, key).getByRole('button', { name: /删除/ }).click();
  await confirmPrompt(page, '是否确认删除参数编号为');
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(rowOfKey(page, key)).toHaveCount(0);
});

test('the initial password set here is what 重置密码 offers on 用户管理', async ({ page }) => {
  const password = `e2e-${Date.now().toString(36)}`;
  await openConsole(page);
  await page.getByRole('menuitem', { name: '基础设施' }).click();
  await page.getByRole('menuitem', { name: '配置管理' }).click();
  await expect(page).toHaveURL(/\/infra\/config$/);
  await searchKey(page, INIT_PASSWORD);
  await editValue(page, INIT_PASSWORD, password);

  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: '用户管理' }).click();
  await expect(page).toHaveURL(/\/system\/user$/);
  const lisi = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'lisi', exact: true }) });
  await expect(lisi).toBeVisible();
  await lisi.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '重置密码' }).click();
  const prompt = dialogByTitle(page, '提示');
  await expect(prompt.getByLabel('请输入"lisi"的新密码')).toHaveValue(password);
  await prompt.getByRole('button', { name: /取\s*消/ }).click();
  await expect(prompt).toBeHidden();
});
