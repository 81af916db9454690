/**
 * 系统接口 and 表单构建 in the browser on the real server: Swagger UI renders the server's own
 * OpenAPI document from the page's bundle, loading nothing from another host, and 试一试 calls
 * the API with the signed-in administrator's token; 表单构建 turns a designed form into antd code.
 * Both pass axe, as the every-screen walk will ask of them.
 */
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { API, FIRST_LOAD_MS, dialogByTitle, menuSettled } from './helpers';
import { axeProblems } from './axe';

test.use({ signedInAs: 'admin' });

/** What the every-screen walk fails on: the console's errors and the page's uncaught ones. */
function collectErrors(page: import('@playwright/test').Page) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

async function openInfra(page: import('@playwright/test').Page, name: string) {
  await page.getByRole('menuitem', { name: '基础设施' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name }).click();
}

test('系统接口 renders the API’s document, and Try it out calls it as the signed-in user', async ({ page, baseURL }) => {
  const errors = collectErrors(page);
  const foreign: string[] = [];
  page.on('request', (r) => !r.url().startsWith(baseURL!) && !r.url().startsWith('data:') && !r.url().startsWith('blob:') && foreign.push(r.url()));
  await openConsole(page);
  await openInfra(page, '系统接口');
  await expect(page).toHaveURL(/\/infra\/swagger$/);
  // Swagger UI is a first load of its own: its 1.7 MB bundle parsed, then the whole document
  // resolved and drawn. On a slow machine shared with the unit lane this outlasted the 10 s an
  // ordinary step is given (a clean-clone CI run: drawn by the time of the failure's screenshot).
  await expect(page.getByRole('heading', { name: /Tenon 管理后台 API/ })).toBeVisible({ timeout: FIRST_LOAD_MS });

  await page.getByPlaceholder('Filter by tag').fill('岗位管理');
  await page.getByRole('heading', { name: '管理后台 - 岗位管理' }).click();
  const operation = page.locator('.opblock').filter({ hasText: `${API}/system/post/list-all-simple` });
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  const sent = page.waitForRequest((r) => r.url().endsWith(`${API}/system/post/list-all-simple`));
  await operation.getByRole('button', { name: 'Execute' }).click();
  const request = await sent;
  expect(request.headers().authorization).toMatch(/^Bearer \S+$/);
  expect(request.headers()['tenant-id']).toBe('1');
  const answered = operation.locator('.live-responses-table tbody');
  await expect(answered.locator('.response-col_status')).toHaveText('200');
  await expect(answered).toContainText('"code": 0');

  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
  expect(await axeProblems(page, '系统接口', '.main-content')).toEqual([]);
});

test('表单构建 turns a designed form into antd code', async ({ page }) => {
  const errors = collectErrors(page);
  await openConsole(page);
  await openInfra(page, '表单构建');
  await expect(page).toHaveURL(/\/infra\/build$/);
  await page.getByRole('navigation', { name: '组件' }).getByRole('button', { name: '下拉选择' }).click();
  await page.getByRole('region', { name: '表单画布区' }).getByRole('button', { name: '生成代码' }).click();
  const dialog = dialogByTitle(page, '生成代码');
  await expect(dialog.getByLabel('表单代码')).toContainText('<Form.Item label="下拉选择" name="select1">');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The pointer still rests on 生成代码, and the closed dialog hands focus back to it: antd's
  // hover and focus colours are lighter than a resting link's. The page as it rests is checked.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await axeProblems(page, '表单构建', '.main-content')).toEqual([]);
  expect(errors).toEqual([]);
});
