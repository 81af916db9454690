import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { API, avatarMenu } from './helpers';

test.use({ signedInAs: 'admin' });

test('an expired access token is refreshed once while the three session-start requests wait', async ({ page }) => {
  await openConsole(page);
  const firstRefresh = await page.evaluate(() => localStorage.getItem('REFRESH_TOKEN'));
  expect(firstRefresh).toBeTruthy();

  // Expired now rather than in 20 s: the server looks an access token up by its hash and live
  // time in one query, so one it never issued is refused exactly as one past its time (401).
  await page.evaluate(() => localStorage.setItem('ACCESS_TOKEN', 'expired-access-token'));

  const calls: Array<{ path: string; code: number; refreshToken?: string | null }> = [];
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith(API)) return;
    const body = await res.json().catch(() => ({}));
    const path = url.pathname.slice(API.length);
    calls.push({ path, code: body.code, ...(path === '/system/auth/refresh-token' ? { refreshToken: url.searchParams.get('refreshToken') } : {}) });
  });

  // A reload starts the session: user info, dictionaries and tenants are requested together.
  await page.reload();
  await expect(avatarMenu(page)).toContainText('系统管理员');
  await expect(page).toHaveURL(/\/index$/);

  // One refresh, with the refresh token the browser held.
  const refreshes = calls.filter((c) => c.path === '/system/auth/refresh-token');
  expect(refreshes).toEqual([{ path: '/system/auth/refresh-token', code: 0, refreshToken: firstRefresh }]);
  for (const path of ['/system/auth/get-permission-info', '/system/dict-data/list-all-simple', '/system/tenant/list-all-simple']) {
    const seen = calls.filter((c) => c.path === path).map((c) => c.code);
    // First refused as expired, then retried with the new token.
    expect(seen, path).toEqual([401, 0]);
  }
  // No re-login dialog, and the refresh token was rotated.
  await expect(page.getByText('登录状态已过期')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('REFRESH_TOKEN'))).not.toBe(firstRefresh);
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).not.toBe('expired-access-token');
});

test('a session whose refresh is refused on start goes back to the login page', async ({ page }) => {
  await openConsole(page);
  await page.evaluate(() => {
    localStorage.setItem('ACCESS_TOKEN', 'expired-access-token');
    localStorage.setItem('REFRESH_TOKEN', 'revoked-refresh-token');
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
});
