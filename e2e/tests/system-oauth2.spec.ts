/**
 * OAuth 2.0 in the browser on the real server: the /sso page (sign-in first, then approve →
 * the client's redirect URI with a code; the approval remembered, so the next visit goes straight
 * back; refuse → error=access_denied), 应用管理 creates a client, and 令牌管理 强退 revokes the
 * token the approval bought (the client is refused after) and ends another user's console
 * session (their next click is told the session is over, and goes on to the login page).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { API, confirmPrompt, dialogByTitle, dialogSettled, signIn, signInThroughForm, strangerContext, menuSettled } from './helpers';

const CLIENT = 'yudao-sso-demo-by-code';
const CALLBACK = 'http://127.0.0.1:18080/';
const ssoUrl = (state: string, scope = 'user.read') =>
  `/sso?${new URLSearchParams({ client_id: CLIENT, redirect_uri: 'http://127.0.0.1:18080', response_type: 'code', state, scope })}`;

/** The demo client's site does not run here: its page is answered in the browser. */
const fakeClientSite = (page: Page) => page.route(/^http:\/\/127\.0\.0\.1:18080\//, (route) => route.fulfill({ contentType: 'text/html', body: '<p>client</p>' }));

test('/sso: approve sends a code to the client, refuse sends access_denied; 令牌管理 revokes the token', async ({ page, request }) => {
  await fakeClientSite(page);
  await page.goto(ssoUrl('approve-1'));
  // Not signed in: the login page first, then back to the authorize page.
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInThroughForm(page);
  await expect(page.getByText('基于授权码模式，如何实现 SSO 单点登录？')).toBeVisible();
  await page.getByRole('checkbox', { name: '访问你的个人信息' }).check();
  await page.getByRole('button', { name: /同意授权/ }).click();
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));
  const approved = new URL(page.url());
  expect(approved.searchParams.get('state')).toBe('approve-1');
  const code = approved.searchParams.get('code')!;
  expect(code).toBeTruthy();

  // The client exchanges the code, as its server would.
  const basic = `Basic ${Buffer.from(`${CLIENT}:test`).toString('base64')}`;
  const tokenResponse = await request.post(`${API}/system/oauth2/token`, {
    form: { grant_type: 'authorization_code', code, redirect_uri: 'http://127.0.0.1:18080' },
    headers: { authorization: basic },
  });
  expect(tokenResponse.status()).toBe(200);
  const { access_token: accessToken } = (await tokenResponse.json()) as { access_token: string };
  const userInfo = async () =>
    (await (await request.get(`${API}/system/oauth2/user/get`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { code: number };
  expect(await userInfo()).toMatchObject({ code: 0, data: { username: 'admin' } });

  // The approval is remembered: asked again for the same scope, the page passes straight through.
  await page.goto(ssoUrl('again-1'));
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));
  expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
  expect(new URL(page.url()).searchParams.get('state')).toBe('again-1');

  // A scope never answered is asked for.
  await page.goto(ssoUrl('refuse-1', 'user.write'));
  await page.getByRole('button', { name: /拒\s*绝/ }).click();
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));
  const refused = new URL(page.url());
  expect(refused.searchParams.get('error')).toBe('access_denied');
  expect(refused.searchParams.get('state')).toBe('refuse-1');

  await page.goto('/system/oauth2/token');
  await expect(page.getByRole('menuitem', { name: '令牌管理' })).toBeVisible();
  // The row shows a handle, no part of the token; the client's only token here is the one exchanged above.
  const row = page.getByRole('row').filter({ hasText: CLIENT });
  await expect(row).toHaveCount(1);
  const handle = (await row.getByRole('cell').first().textContent())!.trim();
  expect(handle).not.toBe('');
  expect(accessToken).not.toContain(handle.slice(0, 8));
  await row.getByRole('button', { name: /强退/ }).click();
  await confirmPrompt(page, `是否确认强退令牌为"${handle}"的数据项?`);
  await expect(page.getByText('强退成功').last()).toBeVisible();
  await expect(row).toBeHidden();
  expect(await userInfo()).toMatchObject({ code: 401 });
});

test('令牌管理 lists the console’s own sessions (client default) and 强退 signs one out at once', async ({ page, browser }) => {
  // The second person: the demo user test, signed in in a browser of their own.
  const other = await strangerContext(browser);
  const theirs = await other.newPage();
  await signIn(theirs, { username: 'test', password: 'test123' });
  const testId = await theirs.evaluate(async (api) => {
    const res = await fetch(`${api}/system/auth/get-permission-info`, {
      headers: { authorization: `Bearer ${localStorage.getItem('ACCESS_TOKEN')}`, 'tenant-id': localStorage.getItem('TENANT_ID') ?? '1' },
    });
    return ((await res.json()) as { data: { user: { id: number } } }).data.user.id;
  }, API);

  await signIn(page, { path: '/system/oauth2/token' });
  await expect(page.getByRole('menuitem', { name: '令牌管理' })).toBeVisible();
  await page.getByPlaceholder('请输入用户编号').fill(String(testId));
  await page.getByPlaceholder('请输入客户端编号').fill('default');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  // Earlier journeys signed test in too, and those sessions live on: the list is newest first, and
  // the newest is the one just opened (closed browsers refresh nothing).
  const rows = page.getByRole('row').filter({ hasText: '控制台登录' });
  // The search has answered once every listed session is test's.
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText(String(testId));
  const handleOf = async (r: typeof rows) => (await r.getByRole('cell').first().textContent())!.trim();
  const row = page.getByRole('row').filter({ hasText: await handleOf(rows.first()) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('default');
  await expect(row).toContainText('127.0.0.1');
  const handle = (await row.getByRole('cell').first().textContent())!.trim();
  await row.getByRole('button', { name: /强退/ }).click();
  await confirmPrompt(page, `是否确认强退令牌为"${handle}"的数据项?`);
  await expect(page.getByText('强退成功').last()).toBeVisible();
  await expect(row).toBeHidden();

  // test's next click finds the session over (its refresh token too): the console says so, as
  // the reference's does, and 重新登录 lands on the login page.
  await theirs.getByRole('menuitem', { name: '系统管理' }).click();
  await menuSettled(theirs);
  await theirs.getByRole('menuitem', { name: '用户管理' }).click();
  const expired = theirs.getByRole('dialog').filter({ hasText: '登录状态已过期' });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: '重新登录' }).click();
  await expect(theirs).toHaveURL(/\/login/);
  await other.close();
});

test.describe(() => {
  test.use({ signedInAs: 'admin' });

  test('应用管理 creates a client that shows in the list with its secret stored', async ({ page }) => {
    const clientId = `e2e-${Date.now().toString(36)}`;
    await openConsole(page);
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await menuSettled(page);
    await page.getByRole('menuitem', { name: 'OAuth 2.0' }).click();
    await page.getByRole('menuitem', { name: '应用管理' }).click();
    await expect(page).toHaveURL(/\/system\/oauth2\/oauth2\/application$/);
    await expect(page.getByRole('cell', { name: 'default', exact: true })).toBeVisible();

    await page.getByRole('button', { name: /新增/ }).click();
    const add = dialogByTitle(page, '添加授权应用');
    await dialogSettled(page);
    await add.getByLabel('客户端编号').fill(clientId);
    await add.getByLabel('应用名').fill('端到端应用');
    await add.getByRole('combobox', { name: '可重定向的 URI 地址' }).fill('http://127.0.0.1:18080/e2e');
    await page.keyboard.press('Enter');
    await add.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('新增成功').last()).toBeVisible();
    await expect(add).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: clientId });
    await expect(row).toContainText('端到端应用');
    await expect(row).toContainText('已设置');
  });
});
