/**
 * 短信管理 in the browser on the real server: a 测试 send from the demo 短信模板 through the
 * DEBUG channel, then 短信日志 showing the message with its rendered content as 发送成功, and the
 * channel list never showing a secret.
 */
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { dialogByTitle, dialogSettled } from './helpers';

test.use({ signedInAs: 'admin' });

test('a 测试 send from 短信模板 shows in 短信日志 with its content', async ({ page }) => {
  // A number of its own per run, so the per-mobile limit never meets an earlier run.
  const mobile = `139${String(Date.now()).slice(-8)}`;
  const code = String(Date.now() % 900000 + 100000);
  await openConsole(page, '/system/sms/sms-template');
  await expect(page).toHaveURL(/\/system\/sms\/sms-template$/);
  const template = page.getByRole('row').filter({ hasText: 'user-sms-login' }).first();
  await expect(template).toContainText('调试(仅记录)');
  await template.getByRole('button', { name: /测试/ }).click();
  const send = dialogByTitle(page, '测试发送短信');
  await dialogSettled(page);
  await expect(send).toContainText('您的验证码是{code}，5 分钟内有效。');
  await send.getByPlaceholder('请输入手机号').fill(mobile);
  await send.getByPlaceholder('请输入 code 参数').fill(code);
  await send.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(/提交发送成功！发送结果，见发送日志编号：\d+/)).toBeVisible();

  await page.getByRole('menuitem', { name: '短信日志' }).click();
  await expect(page).toHaveURL(/\/system\/sms\/sms-log$/);
  await page.getByRole('form', { name: '搜索条件' }).getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const log = page.getByRole('row').filter({ hasText: mobile });
  // Sending is after the answer: 刷新 until the outcome is recorded.
  await expect(async () => {
    await page.getByRole('button', { name: '刷新' }).click();
    await expect(log).toContainText('发送成功', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(log).toContainText(`您的验证码是${code}，5 分钟内有效。`);
  await log.getByRole('button', { name: /详细/ }).click();
  const detail = dialogByTitle(page, '短信日志详细');
  await expect(detail).toContainText('user-sms-login');
  await expect(detail).toContainText(`{"code":"${code}"}`);
  await detail.getByRole('button', { name: /关\s*闭|Close/ }).first().click();

  // A second message to the same number within the minute is refused, with the reason.
  await page.getByRole('menuitem', { name: '短信模板' }).click();
  await page.getByRole('row').filter({ hasText: 'user-sms-login' }).first().getByRole('button', { name: /测试/ }).click();
  const again = dialogByTitle(page, '测试发送短信');
  await dialogSettled(page);
  await again.getByPlaceholder('请输入手机号').fill(mobile);
  await again.getByPlaceholder('请输入 code 参数').fill('1');
  await again.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('短信发送过于频繁：同一手机号每分钟只能发送 1 条，请稍后再试')).toBeVisible();
  await again.getByRole('button', { name: /取\s*消/ }).click();

  await page.getByRole('menuitem', { name: '短信渠道' }).click();
  await expect(page).toHaveURL(/\/system\/sms\/sms-channel$/);
  const aliyun = page.getByRole('row').filter({ hasText: '芋道源码' });
  await expect(aliyun).toContainText('已设置');
  await expect(page.getByText('demo-secret-not-real')).toHaveCount(0);
});
