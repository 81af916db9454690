/**
 * The console runs under its Content-Security-Policy: no inline script, scripts from this
 * origin only. Every screen visited here, the BPMN designer included, must work without a
 * single policy violation, and each shows the reference's documentation hint where it has one.
 */
import { expect, test, type Page } from '@playwright/test';
import { API, avatarMenu, signInThroughForm } from './helpers';

/** Collects the page's Content-Security-Policy violations as the browser reports them. */
function violations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('sign-in, screens and the designer run without a policy violation', async ({ page }) => {
  const seen = violations(page);
  const response = await page.goto('/login');
  const csp = response!.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  await signInThroughForm(page);
  await expect(avatarMenu(page)).toBeVisible();

  await page.goto('/system/log/operate-log');
  await expect(page.getByRole('link', { name: '【系统日志】文档地址：https://doc.iocoder.cn/system-log/' })).toBeVisible();
  await expect(page.getByRole('button', { name: '搜索', exact: true })).toBeVisible();

  const suffix = Date.now().toString(36);
  const created = await page.evaluate(
    async ({ api, key }) => {
      const login = await fetch(`${api}/system/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'tenant-id': '1' },
        body: JSON.stringify({ username: 'admin', password: 'admin123' }),
      }).then((r) => r.json());
      const res = await fetch(`${api}/bpm/model/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'tenant-id': '1', authorization: `Bearer ${login.data.accessToken}` },
        body: JSON.stringify({ key, name: key }),
      }).then((r) => r.json());
      return res.data as number;
    },
    { api: API, key: `csp_${suffix}` },
  );
  await page.goto(`/bpm/manager/model/design?modelId=${created}`);
  await expect(page.getByTestId('bpmn-canvas').locator('.djs-palette')).toBeVisible();

  expect(seen).toEqual([]);
});
