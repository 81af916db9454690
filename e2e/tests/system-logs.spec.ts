/**
 * 登录日志 and 操作日志 in the browser, on the real server: the administrator finds the sign-in
 * they just made and a failed one from another browser, finds a write they just made (the server
 * stores its row before answering, so the first search shows it), reads its details and exports
 * both logs; a user of the common role has no 审计日志 at all.
 */
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './session';
import { dialogSettled, signIn, signInThroughForm, strangerContext } from './helpers';
import { openConsole, sidebar } from './shell-helpers';

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const cells = (row: Locator) => row.locator('td');

/** Clicks 搜索 and waits for the list the server answers. */
async function search(page: Page) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/page'));
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await answered;
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByTitle(option, { exact: true }).click();
}


/** Clicks 导出, confirms, and returns the saved file's name and first bytes. */
async function exportFile(page: Page, question: string) {
  await page.getByRole('button', { name: '导出', exact: true }).click();
  await expect(page.getByText(question)).toBeVisible();
  await dialogSettled(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(question)).toBeHidden();
  const download = await downloading;
  const saved = await download.path();
  return { name: download.suggestedFilename(), head: fs.readFileSync(saved).subarray(0, 2).toString('latin1') };
}

test('登录日志: my sign-in, a failed one from another browser, the filters, and the export', async ({ page, browser }) => {
  await signIn(page, { path: '/system/log/login-log' });
  const newest = rows(page).first();
  await expect(cells(newest).nth(2)).toHaveText('admin');
  await expect(cells(newest).nth(1)).toHaveText('使用账号登录');
  await expect(cells(newest).nth(5)).toHaveText('成功');

  await page.getByPlaceholder('请输入用户名称').fill('admin');
  await search(page);
  await expect(rows(page).first()).toBeVisible();
  for (const name of await rows(page).locator('td:nth-child(3)').allTextContents()) expect(name).toBe('admin');

  // A wrong password, typed in another browser.
  const other = await strangerContext(browser);
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  const refused = otherPage.waitForResponse((r) => r.url().endsWith('/system/auth/login'));
  await signInThroughForm(otherPage, { password: 'not-the-password' });
  expect((await (await refused).json()).code).not.toBe(0);
  await other.close();

  await chooseOption(page, '状态', '失败');
  await search(page);
  const failure = rows(page).first();
  await expect(cells(failure).nth(2)).toHaveText('admin');
  await expect(cells(failure).nth(5)).toHaveText('账号或密码不正确');
  for (const result of await rows(page).locator('td:nth-child(6)').allTextContents()) expect(result).not.toBe('成功');

  await cells(failure).getByRole('button', { name: '详细' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('登录日志详细');
  await expect(dialog).toContainText('账号或密码不正确');
  await dialogSettled(page);
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await expect(dialog).toBeHidden();

  expect(await exportFile(page, '是否确认导出所有登录日志数据项?')).toEqual({ name: '登录日志.xlsx', head: 'PK' });
});

test.describe(() => {
  test.use({ signedInAs: 'admin' });

  test('操作日志: a post I create shows as 成功 with its details; the log exports', async ({ page }) => {
    await openConsole(page, '/system/post');
    const code = `log-e2e-${Date.now()}`;
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('岗位名称').fill(`日志岗${code.slice(-6)}`);
    await form.getByLabel('岗位编码').fill(code);
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('新增成功').last()).toBeVisible();

    await page.goto('/system/log/operate-log');
    // The first list (unfiltered) is in before the search, so the answer awaited is the search's.
    await expect(rows(page).first()).toBeVisible();
    await page.getByPlaceholder('请输入系统模块').fill('岗位管理');
    await chooseOption(page, '类型', '新增');
    // Stored before 新增成功 was answered: one search finds it, no polling.
    await search(page);
    await cells(rows(page).first()).getByRole('button', { name: '详细' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(code);
    await expect(dialog).toContainText('访问日志详细');
    await expect(dialog).toContainText(/请求信息\s*POST \S*\/system\/post\/create/);
    await expect(dialog).toContainText(/操作结果\s*正常/);
    await expect(dialog).toContainText(/用户信息\s*1 \| /);
    await dialogSettled(page);
    await dialog.getByRole('button', { name: '关闭' }).last().click();

    const mine = rows(page).first();
    await expect(cells(mine).nth(1)).toHaveText('岗位管理');
    await expect(cells(mine).nth(2)).toHaveText('创建岗位');
    await expect(cells(mine).nth(3)).toHaveText('新增');
    await expect(cells(mine).nth(5)).toHaveText('成功');
    await expect(cells(mine).nth(7)).toHaveText(/^\d+ ms$/);

    // 操作人员 "contains": a part of my name finds my call; a name nobody has, none.
    const operator = (await cells(mine).nth(4).textContent())!.trim();
    await page.getByPlaceholder('请输入操作人员').fill(operator.slice(1));
    await search(page);
    await expect(cells(rows(page).first()).nth(2)).toHaveText('创建岗位');
    for (const name of await rows(page).locator('td:nth-child(5)').allTextContents()) expect(name).toBe(operator);
    await page.getByPlaceholder('请输入操作人员').fill('没有这个操作人');
    await search(page);
    await expect(page.locator('.ant-table-placeholder')).toContainText('暂无数据');
    await page.getByPlaceholder('请输入操作人员').clear();

    await chooseOption(page, '状态', '失败');
    await search(page);
    for (const result of await rows(page).locator('td:nth-child(6)').allTextContents()) expect(result).toBe('失败');
    await page.getByRole('button', { name: '重置', exact: true }).click();
    await expect(rows(page).first()).toBeVisible();

    expect(await exportFile(page, '是否确认导出所有操作日志数据项?')).toEqual({ name: '操作日志.xlsx', head: 'PK' });

    // The post was only a write to log: take it away again.
    await page.goto('/system/post');
    await page.getByPlaceholder('请输入岗位编码').fill(code);
    await search(page);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await dialogSettled(page);
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('删除成功').last()).toBeVisible();
  });
});

test.describe(() => {
  test.use({ signedInAs: 'staff' });

  test('a user of the common role has no 审计日志: not in the menu, not by address', async ({ page }) => {
    await openConsole(page);
    await sidebar(page).getByText('系统管理').click();
    await expect(sidebar(page).getByText('用户管理')).toBeVisible();
    await expect(sidebar(page).getByText('审计日志')).toHaveCount(0);
    await expect(sidebar(page).getByText('操作日志')).toHaveCount(0);

    await page.goto('/system/log/login-log');
    await expect(page).toHaveURL(/\/404$/);
  });
});
