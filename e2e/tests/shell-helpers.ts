/** Shared steps of the shell journeys: opening the console and finding the shell's parts. */
import { expect, type Page } from '@playwright/test';
import { FIRST_LOAD_MS, avatarMenu } from './helpers';

/**
 * Opens `path` and waits for the console: for a journey that starts signed in
 * (`test.use({ signedInAs })`, see session.ts).
 */
export async function openConsole(page: Page, path = '/index') {
  await page.goto(path);
  await expect(avatarMenu(page)).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
export const breadcrumb = (page: Page) => page.getByRole('navigation', { name: '当前位置' });
export const tabs = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' });
export const tab = (page: Page, title: string) => tabs(page).getByRole('tab', { name: title });

/** Opens a page through the user menu, as a user does. */
export async function openFromUserMenu(page: Page, item: '个人中心' | '布局设置') {
  await avatarMenu(page).click();
  await page.getByRole('menuitem', { name: item }).click();
}
