import { expect, test } from '@playwright/test';
import { API, avatarMenu, signInThroughForm } from './helpers';

test.describe('login journey', () => {
  test('an anonymous visit goes to the login page, signing in shows the layout with the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('heading', { name: 'Tenon 管理后台' })).toBeVisible();
    await expect(page.getByLabel('用户名')).toHaveValue('admin');
    await expect(page.getByLabel('密码', { exact: true })).toHaveValue('admin123');

    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/index$/);
    await expect(avatarMenu(page)).toContainText('系统管理员');
    await expect(page.getByRole('navigation').or(page.locator('aside')).getByText('首页').first()).toBeVisible();
    await expect(page.getByRole('main').getByText('系统管理员').first()).toBeVisible();
  });

  test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page, { password: 'wrong-password' });
    await expect(page.getByText('登录失败，账号密码不正确')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('an unknown tenant name is reported at the field', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page, { tenant: '不存在的租户' });
    await expect(page.getByText('租户不存在')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('the second tenant logs in with its own administrator', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page, { tenant: '小租户', username: 'admin110', password: 'admin123' });
    await expect(avatarMenu(page)).toContainText('小王');
    const tenantId = await page.evaluate(() => localStorage.getItem('TENANT_ID'));
    expect(tenantId).toBe('121');
  });

  test('remember me keeps username and tenant name, never the password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('记住我').check();
    await signInThroughForm(page);
    await expect(avatarMenu(page)).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).toContain('admin');
    expect(stored).toContain('榫卯科技');
    expect(stored).not.toContain('admin123');
  });
});

test.describe('route guard', () => {
  test('the redirect query holds the full requested path and is honoured after login', async ({ page }) => {
    await page.goto('/user/profile?tab=password');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe('/user/profile?tab=password');
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/user\/profile\?tab=password$/);
  });

  test('a signed-in user opening /login goes to the home page', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/index$/);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page);
    await expect(avatarMenu(page)).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('404').first()).toBeVisible();
  });

  test('a deep link is served the web app by the server (history mode)', async ({ request }) => {
    const res = await request.get('/system/user');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const api = await request.get(`${API}/system/nope`);
    expect(await api.json()).toEqual({ code: 404, data: null, msg: '请求地址不存在' });
  });
});

test.describe('logout', () => {
  test('asks first; cancel keeps the session, confirm ends it on the server and shows the login page', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page);
    await expect(avatarMenu(page)).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'));
    expect(token).toBeTruthy();

    await avatarMenu(page).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('确定注销并退出系统吗？')).toBeVisible();
    await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText('提示');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(dialog).toBeHidden();
    await expect(avatarMenu(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBe(token);

    await avatarMenu(page).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();

    // The old token is revoked on the server, not just forgotten by the browser.
    const res = await page.request.get(`${API}/system/auth/get-permission-info`, {
      headers: { 'tenant-id': '1', authorization: `Bearer ${token}` },
    });
    expect((await res.json()).code).toBe(401);
  });
});
