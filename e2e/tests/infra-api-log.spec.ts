/**
 * API 日志 in the browser on the real server: 访问日志 lists the administrator's own calls (the
 * page's list call among them, with its trace id in 详细) and finds them by a part of their
 * address; 错误日志 shows the demo's pending
 * failure, whose 详细 holds the stack, and 已处理 marks it handled.
 */
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { confirmPrompt, menuSettled } from './helpers';

test.use({ signedInAs: 'admin' });

test('访问日志 lists the calls just made; 错误日志 shows the demo failure and 已处理 handles it', async ({ page }) => {
  await openConsole(page);
  await page.getByRole('menuitem', { name: '基础设施' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: 'API 日志' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: '访问日志' }).click();
  await expect(page).toHaveURL(/\/infra\/log\/api-access-log$/);
  // The console's own calls of a moment ago are written within about a second: 刷新 until one shows.
  const ownCall = page.getByRole('row').filter({ hasText: '/system/auth/get-permission-info' }).first();
  await expect(async () => {
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(ownCall).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(ownCall).toContainText('管理员');
  await expect(ownCall).toContainText('成功');
  await ownCall.getByRole('button', { name: /详细/ }).click();
  const accessDetail = page.getByRole('dialog').filter({ hasText: '访问日志详细' });
  await expect(accessDetail).toContainText('tenon-server');
  await expect(accessDetail.getByText(/^[0-9a-f]{32}$/)).toBeVisible();
  await accessDetail.getByRole('button', { name: '关闭' }).last().click();

  // 请求地址 "contains", in any case: only that address's calls; an address never called, none.
  const search = page.getByRole('form', { name: '搜索条件' });
  await search.getByLabel('请求地址').fill('Permission-INFO');
  await search.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(ownCall).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '/tri-real-api/' }).filter({ hasNotText: '/system/auth/get-permission-info' })).toHaveCount(0);
  await search.getByLabel('请求地址').fill('/no-such-address');
  await search.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: '/tri-real-api/' })).toHaveCount(0);
  await expect(page.locator('.ant-table-placeholder')).toContainText('暂无数据');
  await search.getByLabel('请求地址').clear();

  await page.getByRole('menuitem', { name: '错误日志' }).click();
  await expect(page).toHaveURL(/\/infra\/log\/api-error-log$/);
  const failure = page.getByRole('row').filter({ hasText: '/system/dict-data/list-all-simple' }).first();
  await expect(failure).toContainText('ConnectionError');
  await expect(failure).toContainText('未处理');
  await failure.getByRole('button', { name: /详细/ }).click();
  const errorDetail = page.getByRole('dialog').filter({ hasText: 'API 错误日志详细' });
  await expect(errorDetail.locator('pre').filter({ hasText: 'at CatalogueCache.connect' })).toBeVisible();
  await errorDetail.getByRole('button', { name: '关闭' }).last().click();

  await failure.getByRole('button', { name: /已处理/ }).click();
  await confirmPrompt(page, '确认标记为已处理');
  await expect(failure).toContainText('已处理');
  await expect(failure.getByRole('button', { name: /已忽略/ })).toHaveCount(0);
});
