/**
 * Every menu screen opens, for each kind of person: the administrator, a staff user and the
 * second tenant's administrator. The screens are the person's own menu as the server answers it
 * (screens.ts), so a new screen is walked without touching this file: each page the sidebar
 * offers, and the hidden ones whose address the walk can fill (字典数据). Hidden pages opened on a
 * row (流程详情?id=…, 发起流程 on a definition) are left to the journeys that open them.
 *
 * On each screen it fails when the page is 404 or a 页面不存在/页面加载失败 page, when its table
 * shows neither rows nor the empty state, when an error toast or notification shows, or when the
 * console reports an error or the page throws. On the administrator's walk, which holds every
 * screen, it also measures each table's columns (list-widths.ts) and runs axe-core once on each
 * settled screen (axe.ts): one walk, not three. The login page, 首页 in the whole shell and an
 * open create dialog, which the walk never shows, get an axe pass of their own.
 */
import type { ConsoleMessage } from '@playwright/test';
import { expect, test, type Role } from './session';
import { tableProblems } from './list-widths';
import { openScreen, screensOf, tableSettled, visibleTable } from './screens';
import { axeProblems } from './axe';
import { FIRST_LOAD_MS, dialogByTitle, dialogSettled, strangerContext } from './helpers';
import { openConsole, tab } from './shell-helpers';

const WHO: Record<Role, string> = { admin: '系统管理员', staff: '测试账号', tenantAdmin: '小租户的管理员' };

/** Waits until the page has no API call in flight (the live unread-count stream aside). */
const apiQuiet = (pending: Set<string>) => expect.poll(() => pending.size, { message: 'API calls still in flight' }).toBe(0);

for (const role of Object.keys(WHO) as Role[]) {
  test.describe(() => {
    test.use({ signedInAs: role });

    test(`${WHO[role]}: every menu screen shows rows or an empty state, no error toast, no console error`, async ({ page, request }) => {
      // The administrator's walk also runs axe on each screen: a few seconds a screen on a busy machine.
      test.setTimeout(role === 'admin' ? 420_000 : 240_000);
      // The administrator walks with the tags bar off, so that only the shown page is mounted: axe
      // reads the whole document on every pass, and forty pages kept behind their tabs made each
      // pass ten seconds. The other two walks keep their tabs (pages kept alive while others open).
      if (role === 'admin') {
        await page.addInitScript(() => {
          // Init scripts run in every frame: a sandboxed one (数据库文档's document) has no storage.
          if (window !== window.top) return;
          const settings = JSON.parse(localStorage.getItem('layout-setting') ?? '{}') as object;
          localStorage.setItem('layout-setting', JSON.stringify({ ...settings, tagsView: false }));
        });
      }
      const screens = (await screensOf(request, role)).filter((screen) => screen.visible || screen.route.includes(':'));
      expect(screens.length, 'screens in the menu').toBeGreaterThan(5);

      const errors: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      const pending = new Set<string>();
      const tracked = (url: string) => url.includes('/tri-real-api/') && !url.includes('/notify-message/unread-count-stream');
      page.on('request', (r) => tracked(r.url()) && pending.add(`${r.method()} ${r.url()}`));
      const settle = (r: { method(): string; url(): string }) => pending.delete(`${r.method()} ${r.url()}`);
      page.on('requestfinished', settle);
      page.on('requestfailed', settle);

      const visited: string[] = [];
      const measured: string[] = [];
      const widthProblems: string[] = [];
      const accessProblems: string[] = [];
      for (const screen of screens) {
        const at = `${screen.name} (${screen.path})`;
        errors.length = 0;
        await openScreen(page, screen);
        await expect.soft(page, at).not.toHaveURL(/\/404$/);
        // A screen may show its table once its data is in: a moment's grace before calling it no list.
        // Pages opened before stay mounted behind their tabs: only the shown table counts.
        const table = visibleTable(page);
        if (await table.waitFor({ timeout: 2_000 }).then(() => true, () => false)) {
          await tableSettled(page);
          const rowsOrEmpty = table.locator('.ant-table-tbody .ant-table-row, .ant-table-tbody .ant-empty').first();
          await expect.soft(rowsOrEmpty, `${at}: rows or the empty state`).toBeVisible();
          if (role === 'admin') {
            measured.push(screen.name);
            widthProblems.push(...(await tableProblems(page)).map((problem) => `${at}: ${problem}`));
          }
        }
        await apiQuiet(pending);
        await expect.soft(page.getByText(/页面不存在|页面加载失败/), at).toHaveCount(0);
        await expect.soft(page.locator('.ant-message-error, .ant-notification-notice-error, .ant-notification-notice-icon-error'), `${at}: error toast`).toHaveCount(0);
        expect.soft(errors, `${at}: console`).toEqual([]);
        // The shell (sidebar, header, tabs) is the same on every screen: checked on the first only.
        if (role === 'admin') accessProblems.push(...(await axeProblems(page, at, visited.length ? '.main-content' : undefined)));
        visited.push(screen.name);
      }
      test.info().annotations.push({ type: 'screens', description: `${visited.length}: ${visited.join('、')}` });
      if (role === 'admin') {
        expect(measured.length, 'list screens measured').toBeGreaterThan(20);
        expect(widthProblems, `column widths: ${widthProblems.length} problems on ${measured.length} list screens`).toEqual([]);
        expect(accessProblems, `axe: ${accessProblems.length} serious or critical violations on ${visited.length} screens`).toEqual([]);
      }
    });
  });
}

test('the login page has no serious or critical axe violation', async ({ browser }) => {
  const context = await strangerContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByLabel('租户名称')).toHaveValue('榫卯科技', { timeout: FIRST_LOAD_MS });
  expect(await axeProblems(page, '登录')).toEqual([]);
  await context.close();
});

test.describe(() => {
  test.use({ signedInAs: 'admin' });

  test('首页 in the whole shell (tags bar included) and an open create dialog have no serious or critical axe violation', async ({ page }) => {
    await openConsole(page, '/system/user');
    await tableSettled(page);
    // Back to 首页 by its tab: the tags bar then holds a closable tab too.
    await tab(page, '首页').click();
    await expect(page.getByRole('figure', { name: '近期登录与消息趋势' }).locator('svg')).toBeVisible();
    const problems = await axeProblems(page, '首页');
    await tab(page, '用户管理').click();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = dialogByTitle(page, '添加用户');
    await expect(form.getByLabel('用户昵称')).toBeVisible();
    await dialogSettled(page);
    problems.push(...(await axeProblems(page, '添加用户', '.ant-modal-wrap')));
    expect(problems).toEqual([]);
  });
});
