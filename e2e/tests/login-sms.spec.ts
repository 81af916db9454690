import { expect, test } from '@playwright/test';
import { asAdmin, avatarMenu } from './helpers';

// 李四's demo mobile: no other journey texts it or changes it, so its one-a-minute limit is free.
const MOBILE = '15601691302';

interface SmsLogPage {
  list: Array<{ templateCode: string; templateParams: Record<string, unknown> }>;
}

test('SMS login: the code sent from the login page is read from 短信日志 and signs in', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '短信登录' }).click();
  const form = page.locator('form').filter({ has: page.getByLabel('手机号') });
  await form.getByLabel('租户名称').fill('榫卯科技');
  await form.getByLabel('手机号').fill(MOBILE);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByRole('button', { name: /秒后可重新获取$/ })).toBeDisabled();

  // The debug channel writes the text to 短信日志 instead of a phone: read it there as the administrator.
  let code = '';
  await expect
    .poll(async () => {
      const logs = await asAdmin<SmsLogPage>(request, 'GET', `/system/sms-log/page?pageNo=1&pageSize=1&mobile=${MOBILE}`);
      const latest = logs.list[0];
      code = latest?.templateCode === 'admin-sms-login' ? String(latest.templateParams.code) : '';
      return code;
    })
    .toMatch(/^\d{6}$/);

  await form.getByLabel('验证码').fill(code);
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(avatarMenu(page)).toContainText('李四');
});

test('a wrong SMS code shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '短信登录' }).click();
  const form = page.locator('form').filter({ has: page.getByLabel('手机号') });
  await form.getByLabel('租户名称').fill('榫卯科技');
  await form.getByLabel('手机号').fill('13700000000');
  await form.getByLabel('验证码').fill('000000');
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('验证码不正确或已失效')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
