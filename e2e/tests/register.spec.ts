/**
 * /register in the browser on the real server: with 配置管理's sys.account.registerUser on, a
 * visitor fills the form, solves the slider by dragging and lands signed in on the home page
 * under the nickname they chose; with it off (as every other journey expects, so it goes back
 * off in `finally`), the page says 注册功能未开启.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { asAdmin, avatarMenu, strangerContext } from './helpers';
import { drag, holeX } from './captcha-slider';

const KEY = 'sys.account.registerUser';

async function setRegistration(request: APIRequestContext, value: 'true' | 'false') {
  const page = await asAdmin<{ list: Array<{ key: string }> }>(request, 'GET', `/infra/config/page?key=${KEY}&pageSize=100`);
  const row = page.list.find((r) => r.key === KEY)!;
  await asAdmin(request, 'PUT', '/infra/config/update', { ...row, value });
}

test('a visitor registers through the slider and lands signed in; closed again, /register says so', async ({ page, browser, request }) => {
  const username = `reg${Date.now() % 100_000_000}`;
  await setRegistration(request, 'true');
  try {
    await page.goto('/register');
    // The demo start names its tenant; a visitor elsewhere types it.
    await expect(page.getByLabel('租户名称')).toHaveValue('榫卯科技');
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('昵称').fill('新来的同事');
    await page.getByLabel('密码', { exact: true }).fill('secret123');
    await page.getByLabel('确认密码').fill('secret123');
    await page.getByRole('button', { name: /注\s*册/ }).click();

    const popup = page.getByRole('dialog').filter({ hasText: '请完成安全验证' });
    await expect(popup.getByText('向右滑动完成验证')).toBeVisible();
    await drag(page, await holeX(page));
    await expect(popup.getByText('验证成功')).toBeVisible();
    await expect(avatarMenu(page)).toContainText('新来的同事');
    await expect(page).toHaveURL(/\/index$/);
  } finally {
    await setRegistration(request, 'false');
  }

  const stranger = await strangerContext(browser);
  try {
    const closed = await stranger.newPage();
    await closed.goto('/register');
    await expect(closed.getByText('注册功能未开启')).toBeVisible();
    await expect(closed.getByLabel('用户名')).toHaveCount(0);
    await closed.getByRole('button', { name: /返回登录/ }).click();
    await expect(closed).toHaveURL(/\/login$/);
  } finally {
    await stranger.close();
  }
});
