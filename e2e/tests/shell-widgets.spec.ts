/**
 * The shared widgets where the console uses them today (我的站内信): pagination, the right
 * toolbar and its 显示/隐藏 dialog, dictionary tags; and the scroll back to the top.
 * The frame page has no screen yet: its component test covers it (IframePage.test.tsx); the
 * documentation hints above screens are tested with the router (router/docHints.test.tsx).
 */
import { expect, test } from './session';
import { openConsole } from './shell-helpers';

test.use({ signedInAs: 'admin' });

test.describe('shared widgets on 我的站内信', () => {
  test('pagination bar: total, sizes 10/20/30/50 with 20 by default', async ({ page }) => {
    await openConsole(page, '/user/notify-message');
    const pager = page.getByRole('navigation', { name: '分页' });
    await expect(pager.getByText(/^共 \d+ 条$/)).toBeVisible();
    await expect(pager.getByText('20条/页')).toBeVisible();
    await pager.getByRole('combobox', { name: '每页条数' }).click();
    await expect(page.getByRole('option')).toHaveText(['10条/页', '20条/页', '30条/页', '50条/页']);
    await page.getByRole('option', { name: '10条/页' }).click();
    await expect(pager.locator('.tenon-pagination-sizes')).toContainText('10条/页');
    await expect(pager.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  });

  test('right toolbar: hide the search, refresh, and choose columns in 显示/隐藏', async ({ page }) => {
    await openConsole(page, '/user/notify-message');
    await expect(page.getByLabel('是否已读')).toBeVisible();
    await page.getByRole('button', { name: '隐藏搜索' }).click();
    await expect(page.getByLabel('是否已读')).toHaveCount(0);
    await page.getByRole('button', { name: '显示搜索' }).click();
    await expect(page.getByLabel('是否已读')).toBeVisible();

    const refreshed = page.waitForRequest((request) => request.url().includes('/system/notify-message/my-page'));
    await page.getByRole('button', { name: '刷新' }).click();
    await refreshed;

    await page.getByRole('button', { name: '显隐列' }).click();
    const dialog = page.getByRole('dialog', { name: '显示/隐藏' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('显示', { exact: true })).toBeVisible();
    await expect(dialog.getByText('隐藏', { exact: true })).toBeVisible();
    const firstColumn = (await dialog.locator('.ant-transfer-section').first().locator('.ant-transfer-list-content-item-text').first().textContent())!;
    await dialog.locator('.ant-transfer-list-content-item-text', { hasText: firstColumn }).click();
    await dialog.getByRole('button', { name: 'right' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: firstColumn, exact: true })).toHaveCount(0);
  });

  test('the message type shows as a dictionary tag', async ({ page }) => {
    await openConsole(page, '/user/notify-message');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expect(page.locator('.ant-table-row .ant-tag').first()).toBeVisible();
  });
});

test('navigating glides back to the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 400 });
  await openConsole(page, '/user/notify-message');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('tab', { name: '首页' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
