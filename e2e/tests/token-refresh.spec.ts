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

test('two tabs whose session expired together renew it once, and both stay signed in', async ({ page, context }) => {
  await openConsole(page);
  const other = await context.newPage();
  await openConsole(other);
  // The tabs share the stored pair: both now hold an access token the server refuses.
  const firstRefresh = await page.evaluate(() => {
    localStorage.setItem('ACCESS_TOKEN', 'expired-access-token');
    return localStorage.getItem('REFRESH_TOKEN');
  });

  // An exchange is held until both tabs have been refused, so the second tab's 401 arrives while
  // the first tab's exchange is still open: without the shared lock it would send the same
  // refresh token, and the server revokes a session whose spent refresh token comes back.
  const answered = { refused: 0, listed: 0 };
  let bothRefused!: () => void;
  const refusedTwice = new Promise<void>((resolve) => (bothRefused = resolve));
  context.on('response', async (res) => {
    if (!res.url().includes('/get-unread-list')) return;
    const { code } = await res.json();
    if (code === 0) answered.listed++;
    else if (code === 401 && ++answered.refused === 2) bothRefused();
  });
  const exchanged: Array<string | null> = [];
  await context.route('**/system/auth/refresh-token**', async (route) => {
    exchanged.push(new URL(route.request().url()).searchParams.get('refreshToken'));
    await refusedTwice;
    await route.continue();
  });
  // The bell's popover asks for the unread messages: in both tabs at once.
  const bell = (tab: typeof page) => tab.getByRole('button', { name: /^站内信/ });
  await Promise.all([bell(page).click(), bell(other).click()]);

  // Both lists answered after one exchange, and neither tab was signed out.
  await expect.poll(() => answered.listed).toBe(2);
  expect(exchanged).toEqual([firstRefresh]);
  for (const tab of [page, other]) await expect(tab.getByText('登录状态已过期')).toHaveCount(0);
  // The session lives on: the renewed token is accepted.
  const token = await other.evaluate(() => localStorage.getItem('ACCESS_TOKEN'));
  const info = await page.request.get(`${API}/system/auth/get-permission-info`, {
    headers: { Authorization: `Bearer ${token}`, 'tenant-id': '1' },
  });
  expect((await info.json()).code).toBe(0);
});
