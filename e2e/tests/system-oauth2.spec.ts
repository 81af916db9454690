/**
 * OAuth 2.0 in the browser on the real server: the /sso page (sign-in first, then approve →
 * the client's redirect URI with a code; the approval remembered, so the next visit goes straight
 * back; refuse → error=access_denied), 应用管理 creates a client, and 令牌管理 强退 revokes the
 * token the approval bought (the client is refused after).
 */
import { expect, test, type Page } from '@playwright/test';
import { API, confirmPrompt, dialogByTitle, dialogSettled, signInThroughForm } from './helpers';

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
  const row = page.getByRole('row').filter({ hasText: `${accessToken.slice(0, 8)}…` });
  await expect(row).toContainText(CLIENT);
  await row.getByRole('button', { name: /强退/ }).click();
  await confirmPrompt(page, `是否确认强退令牌为"${accessToken.slice(0, 8)}…"的数据项?`);
  await expect(page.getByText('强退成功')).toBeVisible();
  await expect(row).toBeHidden();
  expect(await userInfo()).toMatchObject({ code: 401 });
});

test('应用管理 creates a client that shows in the list with its secret stored', async ({ page }) => {
  const clientId = `e2e-${Date.now().toString(36)}`;
  await page.goto('/login');
  await signInThroughForm(page);
  await page.getByRole('menuitem', { name: '系统管理' }).click();
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
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(add).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: clientId });
  await expect(row).toContainText('端到端应用');
  await expect(row).toContainText('已设置');
});
