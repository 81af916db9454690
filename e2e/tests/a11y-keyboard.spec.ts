/**
 * The console with the keyboard alone: from the sidebar to a screen, a create dialog walked with
 * Tab and shut with Escape (focus back on the button that opened it), and the user menu in the
 * header opened with Enter. No click and no mouse anywhere in this file.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './session';
import { avatarMenu, dialogByTitle, dialogSettled, menuSettled } from './helpers';
import { openConsole, sidebar } from './shell-helpers';

test.use({ signedInAs: 'admin' });

/** Whether `target` (or something in it) holds the keyboard focus. */
const holdsFocus = (target: Locator) => target.evaluate((element) => element.contains(document.activeElement));

/** Presses `key` until `target` holds the focus, as someone tabbing through the page does. */
async function pressUntilFocused(page: Page, key: string, target: Locator, most = 60) {
  for (let presses = 0; presses < most; presses++) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(key);
  }
  expect(await holdsFocus(target), `${key} × ${most} never reached ${target}`).toBe(true);
}

/** The accessible name of the focused field: its label, as a screen reader announces it. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element) return '';
    const byId = element.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    return (element.getAttribute('aria-label') ?? byId ?? element.labels?.[0]?.textContent ?? '').trim();
  });

test('keyboard only: sidebar to 岗位管理, 新增 walked with Tab, Escape returns focus to the page', async ({ page }) => {
  await openConsole(page);
  const menu = sidebar(page);

  await pressUntilFocused(page, 'Tab', menu);
  await pressUntilFocused(page, 'ArrowDown', menu.getByRole('menuitem', { name: '系统管理' }));
  await page.keyboard.press('Enter');
  await menuSettled(page);
  await pressUntilFocused(page, 'ArrowDown', menu.getByRole('menuitem', { name: '岗位管理' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/system\/post$/);
  await expect(page.getByRole('cell', { name: '董事长' })).toBeVisible();

  const add = page.getByRole('button', { name: '新增', exact: true });
  await pressUntilFocused(page, 'Tab', add);
  await page.keyboard.press('Enter');
  const dialog = dialogByTitle(page, '添加岗位');
  await expect(dialog).toBeVisible();
  await dialogSettled(page);

  // Tab moves through the form's fields in order, each announced by its label, and stays in the dialog.
  const labels: string[] = [];
  for (let presses = 0; presses < 12 && !labels.includes('备注'); presses++) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(dialog), 'focus stays in the dialog').toBe(true);
    const label = await focusedLabel(page);
    if (label && !labels.includes(label)) labels.push(label);
  }
  expect(labels.filter((label) => ['岗位名称', '岗位编码', '岗位顺序', '备注'].includes(label))).toEqual(['岗位名称', '岗位编码', '岗位顺序', '备注']);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

test('keyboard only: the user menu in the header opens with Enter and shuts with Escape', async ({ page }) => {
  await openConsole(page);
  await pressUntilFocused(page, 'Tab', avatarMenu(page));
  await page.keyboard.press('Enter');
  const profile = page.getByRole('menuitem', { name: '个人中心' });
  await expect(profile).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
});
