/**
 * 错误码管理 and 地区管理 in the browser on the real server: an edited error message is what the
 * login page shows for a wrong password, until it is restored; the area tree opens 广东省 →
 * 深圳市 and IP 查询 names an address's area.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { asAdmin, dialogByTitle, dialogSettled, menuSettled, signInThroughForm, strangerContext } from './helpers';

test.use({ signedInAs: 'admin' });

const CODE = 1002000000;
const ORIGINAL = '登录失败，账号密码不正确';
const EDITED = '账号或密码错误，请重新输入（E2E）';

type Row = { id: number; applicationName: string; code: number; message: string; memo: string };

// Whatever happens in the journey, the login page's message is the catalogue's again afterwards.
test.afterAll(async ({ request }) => {
  const { list } = await asAdmin<{ list: Row[] }>(request, 'GET', `/system/error-code/page?code=${CODE}`);
  const row = list[0]!;
  if (row.message !== ORIGINAL) await asAdmin(request, 'PUT', '/system/error-code/update', { ...row, message: ORIGINAL });
});

async function editMessage(page: Page, message: string) {
  const row = page.getByRole('row').filter({ hasText: String(CODE) });
  await row.getByRole('button', { name: /修改/ }).click();
  const edit = dialogByTitle(page, '修改错误码');
  await dialogSettled(page);
  await expect(edit.getByLabel('错误码错误提示')).not.toHaveValue('');
  await edit.getByLabel('错误码错误提示').fill(message);
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  // The toast of an edit a moment earlier may still show: this edit's is the last.
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(message);
}

/** A wrong password on the login page of a browser that is not signed in: the message it shows. */
async function wrongPasswordShows(page: Page, text: string) {
  const stranger = await strangerContext(page.context().browser()!);
  const other = await stranger.newPage();
  try {
    await other.goto('/login');
    await signInThroughForm(other, { password: 'wrong-password' });
    await expect(other.getByText(text)).toBeVisible();
    await expect(other).toHaveURL(/\/login/);
  } finally {
    await stranger.close();
  }
}

test('an edited error message is what the login page shows for a wrong password', async ({ page }) => {
  await openConsole(page);
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: '错误码管理' }).click();
  await expect(page).toHaveURL(/\/system\/error-code$/);

  await page.getByRole('form', { name: '搜索条件' }).getByLabel('错误码编码').fill(String(CODE));
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(2); // header + the one match
  const row = page.getByRole('row').filter({ hasText: String(CODE) });
  await expect(row).toContainText(ORIGINAL);

  await editMessage(page, EDITED);
  await expect(row).toContainText('手动编辑');
  await wrongPasswordShows(page, EDITED);

  await editMessage(page, ORIGINAL);
  await wrongPasswordShows(page, ORIGINAL);
});

test('the area tree opens 广东省 → 深圳市, and IP 查询 names the area of an address', async ({ page }) => {
  await openConsole(page);
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  // 地区管理 is the last item of a long directory, at the window's bottom edge.
  await menuSettled(page);
  await page.getByRole('menuitem', { name: '地区管理' }).click();
  await expect(page).toHaveURL(/\/system\/area$/);

  const guangdong = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '广东省', exact: true }) });
  await guangdong.getByRole('button', { name: '展开行' }).click();
  const shenzhen = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '深圳市', exact: true }) });
  await expect(shenzhen).toContainText('440300');
  await shenzhen.getByRole('button', { name: '展开行' }).click();
  await expect(page.getByRole('cell', { name: '南山区', exact: true })).toBeVisible();

  await page.getByRole('button', { name: /IP 查询/ }).click();
  const query = dialogByTitle(page, 'IP 查询');
  await dialogSettled(page);
  await query.getByLabel('IP').fill('120.24.78.68');
  await query.getByRole('button', { name: /确\s*定/ }).click();
  await expect(query.getByLabel('地址')).toHaveValue('120.24.78.68 => 广东省深圳市');
});
