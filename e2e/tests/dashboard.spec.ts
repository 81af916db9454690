/**
 * 首页 in the browser, on the real server: the counts are the API's, the chart is drawn, and
 * echarts is fetched only by the signed-in home page, never by the login page.
 */
import { expect, test, type Page } from '@playwright/test';
import { API, avatarMenu, signInThroughForm } from './helpers';


/** What the API answers this browser's session for the home page's figures. */
async function statsAsPage(page: Page) {
  const headers = await page.evaluate(() => ({
    Authorization: `Bearer ${localStorage.getItem('ACCESS_TOKEN')}`,
    'tenant-id': localStorage.getItem('TENANT_ID') ?? '1',
  }));
  const body = await (await page.request.get(`${API}/system/dashboard/stats?days=7`, { headers })).json();
  expect(body.code).toBe(0);
  return body.data as {
    userCount: number;
    tenantCount: number;
    messageCount: number;
    myUnreadMessageCount: number;
    todayLoginCount: number;
  };
}

const statValue = (page: Page, title: string) => page.getByLabel(title, { exact: true }).locator('.ant-statistic-content-value');

test('the home page shows the counts the API returns and draws the last 7 days', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto('/login');
  await expect(page.getByLabel('用户名')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The chart's library is no part of the login page's download.
  expect(scripts.filter((s) => /TrendChart|echarts/i.test(s))).toEqual([]);

  await signInThroughForm(page);
  await expect(avatarMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
  const chart = page.getByRole('figure', { name: '近期登录与消息趋势' }).locator('svg');
  await expect(chart).toBeVisible();
  expect(scripts.some((s) => /TrendChart/.test(s))).toBe(true);

  const stats = await statsAsPage(page);
  await expect(statValue(page, '用户数')).toHaveText(String(stats.userCount));
  await expect(statValue(page, '租户数')).toHaveText(String(stats.tenantCount));
  await expect(statValue(page, '站内信')).toHaveText(String(stats.messageCount));
  await expect(statValue(page, '今日登录')).toHaveText(String(stats.todayLoginCount));
  await expect(page.getByRole('link', { name: `我的未读 ${stats.myUnreadMessageCount} 条` })).toBeVisible();
  expect(stats.todayLoginCount).toBeGreaterThan(0); // this very sign-in counts
  // Roles by name, as 角色管理 shows them, not by code.
  await expect(page.locator('.home-facts').getByText('超级管理员', { exact: true })).toBeVisible();
  await expect(page.locator('.home-facts').getByText('super_admin')).toHaveCount(0);

  await expect(page.getByText('最近 7 天')).toBeVisible();
  for (const series of ['登录成功', '登录失败', '站内信']) await expect(chart.getByText(series, { exact: true })).toBeVisible();
  // One label per day, today last.
  const today = new Date();
  const label = `${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await expect(chart.getByText(label, { exact: true })).toBeVisible();


  await page.getByRole('link', { name: /我的未读/ }).click();
  await expect(page).toHaveURL(/\/user\/notify-message$/);
});
