import { expect, type Page } from '@playwright/test';

export const API = '/tri-real-api/admin-api';

/** Signs in through the login page as a person would (the demo values are pre-filled). */
export async function signInThroughForm(page: Page, opts: { tenant?: string; username?: string; password?: string } = {}) {
  const tenant = page.getByLabel('租户名称');
  // The embedded start pre-fills the demo tenant and administrator.
  await expect(tenant).toHaveValue('榫卯科技');
  if (opts.tenant) await tenant.fill(opts.tenant);
  if (opts.username) await page.getByLabel('用户名').fill(opts.username);
  if (opts.password) await page.getByLabel('密码', { exact: true }).fill(opts.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

export const avatarMenu = (page: Page) => page.getByRole('button', { name: /^用户菜单：/ });
