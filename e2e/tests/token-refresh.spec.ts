import { expect, test } from '@playwright/test';
import { ACCESS_TOKEN_TTL_SECONDS } from '../playwright.config';
import { API, avatarMenu, signInThroughForm } from './helpers';

test('an expired access token is refreshed once while the three session-start requests wait', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await signInThroughForm(page);
  await expect(avatarMenu(page)).toBeVisible();
  const firstRefresh = await page.evaluate(() => localStorage.getItem('REFRESH_TOKEN'));

  // Let the access token really expire on the server (the e2e server issues short-lived ones).
  await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);

  const calls: Array<{ path: string; code: number }> = [];
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith(API)) return;
    const body = await res.json().catch(() => ({}));
    calls.push({ path: url.pathname.slice(API.length), code: body.code });
  });

  // A reload starts the session: user info, dictionaries and tenants are requested together.
  await page.reload();
  await expect(avatarMenu(page)).toContainText('系统管理员');
  await expect(page).toHaveURL(/\/index$/);

  const refreshes = calls.filter((c) => c.path === '/system/auth/refresh-token');
  expect(refreshes).toEqual([{ path: '/system/auth/refresh-token', code: 0 }]);
  for (const path of ['/system/auth/get-permission-info', '/system/dict-data/list-all-simple', '/system/tenant/list-all-simple']) {
    const seen = calls.filter((c) => c.path === path).map((c) => c.code);
    // First refused as expired, then retried with the new token.
    expect(seen, path).toEqual([401, 0]);
  }
  // No re-login dialog, and the refresh token was rotated.
  await expect(page.getByText('登录状态已过期')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('REFRESH_TOKEN'))).not.toBe(firstRefresh);
});

test('a session whose refresh is refused on start goes back to the login page', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page);
  await expect(avatarMenu(page)).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('ACCESS_TOKEN', 'expired-access-token');
    localStorage.setItem('REFRESH_TOKEN', 'revoked-refresh-token');
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
});
