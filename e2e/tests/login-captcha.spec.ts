/**
 * The login captcha in the browser on the real server, with 配置管理's switch on: a piece
 * dropped off target is refused (验证失败) and a new puzzle comes; dragged onto the hole, the
 * admin signs in. The journey finds the hole as a person does, by looking: it compares the
 * piece with the darkened picture in the page's own canvas; nothing secret is read.
 * The switch goes back off in `finally`: every later spec signs in without the captcha.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, avatarMenu, signInThroughForm } from './helpers';

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

/** Where the piece fits: the x whose darkened pixels under the piece best match the piece. */
async function holeX(page: Page): Promise<number> {
  const background = page.getByRole('img', { name: '验证码背景' });
  const piece = page.getByRole('img', { name: '验证码拼图块' });
  await expect(background).toBeVisible();
  return piece.evaluate(async (pieceImg: HTMLImageElement, bgElement: SVGElement | HTMLElement | null) => {
    const bg = bgElement as HTMLImageElement;
    const pixels = async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const g = canvas.getContext('2d')!;
      g.drawImage(img, 0, 0);
      return g.getImageData(0, 0, canvas.width, canvas.height);
    };
    const [o, p] = [await pixels(bg), await pixels(pieceImg)];
    let best = { x: 0, cost: Infinity };
    for (let x = 0; x + p.width <= o.width; x++) {
      let cost = 0;
      for (let y = 0; y < p.height; y++) {
        for (let i = 0; i < p.width; i++) {
          const at = (y * p.width + i) * 4;
          if (p.data[at + 3] === 0) continue;
          const ot = (y * o.width + x + i) * 4;
          for (let c = 0; c < 3; c++) cost += Math.abs(o.data[ot + c] - p.data[at + c] * 0.45);
        }
      }
      if (cost < best.cost) best = { x, cost };
    }
    return best.x;
  }, await background.elementHandle());
}

/** Drags the slider's handle `dx` px to the right with the mouse, in steps as a hand does. */
async function drag(page: Page, dx: number) {
  const box = (await page.getByRole('slider', { name: '拖动滑块完成拼图' }).boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + 2, { steps: 5 });
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
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
