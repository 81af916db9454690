/**
 * The login captcha in the browser on the real server, with 配置管理's switch on: a piece
 * dropped off target is refused (验证失败) and a new puzzle comes; dragged onto the hole, the
 * admin signs in. The journey finds the hole as a person does, by looking: it compares the
 * piece with the darkened picture in the page's own canvas; nothing secret is read.
 * The switch goes back off in `finally`: every later spec signs in without the captcha.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, avatarMenu, signInThroughForm } from './helpers';
import { drag, holeX } from './captcha-slider';

const SWITCH = 'yudao.captcha.enable';

/**
 * An administrator's session beside the browser, taken while the switch is off (an API login
 * with it on would need the puzzle) and renewed by its refresh token (access tokens live 20 s here).
 */
async function adminSession(request: APIRequestContext) {
  const login = await (
    await request.post(`${API}/system/auth/login`, { data: { username: 'admin', password: 'admin123' }, headers: { 'tenant-id': '1' } })
  ).json();
  expect(login.code, login.msg).toBe(0);
  let refreshToken: string = login.data.refreshToken;
  return async (method: 'GET' | 'PUT', path: string, data?: unknown) => {
    const renewed = await (
      await request.post(`${API}/system/auth/refresh-token?refreshToken=${refreshToken}`, { headers: { 'tenant-id': '1' } })
    ).json();
    expect(renewed.code, renewed.msg).toBe(0);
    refreshToken = renewed.data.refreshToken;
    const res = await request.fetch(`${API}${path}`, {
      method,
      data,
      headers: { Authorization: `Bearer ${renewed.data.accessToken}`, 'tenant-id': '1' },
    });
    const body = await res.json();
    expect(body.code, body.msg).toBe(0);
    return body.data;
  };
}

async function setSwitch(call: Awaited<ReturnType<typeof adminSession>>, value: 'true' | 'false') {
  const page = await call('GET', `/infra/config/page?key=${SWITCH}&pageSize=100`);
  const row = (page.list as Array<{ key: string }>).find((r) => r.key === SWITCH)!;
  await call('PUT', '/infra/config/update', { ...row, value });
}

test('with the captcha on, a piece dropped off target is refused and a new puzzle comes; on target the admin signs in', async ({ page, request }) => {
  const call = await adminSession(request);
  await setSwitch(call, 'true');
  try {
    await page.goto('/login');
    await signInThroughForm(page);
    const popup = page.getByRole('dialog').filter({ hasText: '请完成安全验证' });
    await expect(popup.getByText('向右滑动完成验证')).toBeVisible();

    const firstPiece = await page.getByRole('img', { name: '验证码拼图块' }).getAttribute('src');
    const hole = await holeX(page);
    await drag(page, hole > 150 ? hole - 60 : hole + 60);
    await expect(popup.getByText('验证失败')).toBeVisible();
    await expect(popup.getByText('向右滑动完成验证')).toBeVisible();
    await expect(page.getByRole('img', { name: '验证码拼图块' })).not.toHaveAttribute('src', firstPiece!);
    await expect(page).toHaveURL(/\/login/);

    await drag(page, await holeX(page));
    await expect(popup.getByText('验证成功')).toBeVisible();
    await expect(avatarMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);
  } finally {
    await setSwitch(call, 'false');
  }
});
