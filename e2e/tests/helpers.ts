import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export const API = '/tri-real-api/admin-api';

/**
 * A new browser's first load of the console (from the form or from a stored state) parses the
 * whole app and starts the session before anything shows; on a busy machine that alone outlasts
 * the 10 s an ordinary step is given.
 */
export const FIRST_LOAD_MS = 30_000;

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

/**
 * A browser of its own that nobody signed in to. Not `browser.newContext()` alone: inside a
 * journey that adds the journey's own options, its stored sign-in (`signedInAs`) included.
 */
export const strangerContext = (browser: Browser) => browser.newContext({ storageState: { cookies: [], origins: [] } });

export const avatarMenu = (page: Page) => page.getByRole('button', { name: /^用户菜单：/ });

/** Opens `path` (the login page by default), signs in through the form and waits for the console. */
export async function signIn(page: Page, opts: { path?: string; tenant?: string; username?: string; password?: string } = {}) {
  await page.goto(opts.path ?? '/login');
  await signInThroughForm(page, opts);
  await expect(avatarMenu(page)).toBeVisible({ timeout: FIRST_LOAD_MS });
}

/** A form dialog by its title (confirmations have none: see `confirmPrompt`). */
export const dialogByTitle = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

/** Answers 确定 to the confirmation that asks `text`, once it shows. */
export async function confirmPrompt(page: Page, text: string) {
  const prompt = page.getByRole('dialog').filter({ hasText: text });
  await expect(prompt).toBeVisible();
  // While the confirm still zooms in, its buttons move: a click aimed at 确定 can land on 取消.
  await dialogSettled(page);
  await prompt.getByRole('button', { name: '确定' }).click();
}

/**
 * Waits for antd's dialogs to finish their opening animation: a click on 确定 while the dialog
 * is still zooming in can be lost, which made journeys flaky on a busy machine.
 */
export async function dialogSettled(page: Page): Promise<void> {
  // The motion classes come on a frame after the dialog mounts: checked before them, a dialog
  // about to zoom looked settled, and the click landed on the mask as it began (CI, under load).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator('.ant-modal[class*="zoom"]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('.ant-modal')].every((m) => m.getAnimations().every((a) => !/zoom/i.test((a as CSSAnimation).animationName ?? ''))),
      ),
    )
    .toBe(true);
}

/**
 * Waits until no sidebar directory is still sliding open or shut: an item near the bottom moves
 * while its directory opens, and a click aimed at it can land on another item.
 */
export const menuSettled = (page: Page) => expect(page.locator('[class*="motion-collapse"]')).toHaveCount(0);

/** Opens the navbar bell and, once its list has loaded (the footer moves as rows arrive), 查看全部. */
export async function openAllMessagesFromBell(page: Page) {
  await page.getByRole('button', { name: /^站内信/ }).click();
  await expect(page.locator('.ant-popover .ant-spin-spinning')).toHaveCount(0);
  await page.getByRole('button', { name: '查看全部' }).click();
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls the API as the demo administrator of tenant 1, beside the browser, with a token of its
 * own (browser tokens live 20 s in the journeys), and answers the envelope.
 */
export async function callAsAdmin(request: APIRequestContext, method: Method, path: string, data?: unknown) {
  const login = await (
    await request.post(`${API}/system/auth/login`, { data: { username: 'admin', password: 'admin123' }, headers: { 'tenant-id': '1' } })
  ).json();
  expect(login.code, login.msg).toBe(0);
  const response = await request.fetch(`${API}${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${login.data.accessToken}`, 'tenant-id': '1' },
  });
  return (await response.json()) as { code: number; data: unknown; msg: string };
}

/** As `callAsAdmin`, expecting success: answers the envelope's data. */
export async function asAdmin<T>(request: APIRequestContext, method: Method, path: string, data?: unknown): Promise<T> {
  const body = await callAsAdmin(request, method, path, data);
  expect(body.code, `${method} ${path}: ${body.msg}`).toBe(0);
  return body.data as T;
}
