/**
 * 邮箱管理 in the browser on the real server: the demo account pointed (through 修改, with a
 * password) at an SMTP server this test runs, a 测试 send from the demo template, the mail as
 * that server received it, and 邮件记录 showing it 发送成功.
 */
import { SMTPServer } from 'smtp-server';
import { expect, test } from './session';
import { openConsole } from './shell-helpers';
import { dialogByTitle, dialogSettled } from './helpers';

test.use({ signedInAs: 'admin' });

interface Received {
  user: string;
  to: string[];
  raw: string;
}

const LOGIN = { username: 'e2e-sender', password: `pw-${Date.now().toString(36)}` };

/** A MIME header decoded from its `=?UTF-8?B?…?=` words. */
const header = (raw: string, name: string) => {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`)) ?? '';
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?B\?([^?]*)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
};

/** The body, from quoted-printable (nodemailer's choice for HTML text). */
const body = (raw: string) =>
  decodeURIComponent(
    raw
      .slice(raw.indexOf('\r\n\r\n') + 4)
      .replace(/=\r\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, '%$1'),
  ).trim();

test('a 测试 send from 邮件模版 reaches the SMTP server and shows as sent in 邮件记录', async ({ page }) => {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _s, cb) =>
      auth.username === LOGIN.username && auth.password === LOGIN.password ? cb(null, { user: auth.username }) : cb(new Error('Invalid login')),
    onData: (stream, session, cb) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ user: String(session.user), to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  const to = `reader-${Date.now().toString(36)}@example.com`;
  try {
    await openConsole(page, '/system/mail/mail-account');
    await expect(page).toHaveURL(/\/system\/mail\/mail-account$/);
    const account = page.getByRole('row').filter({ hasText: 'noreply@tenon.local' }).first();
    await account.getByRole('button', { name: /修改/ }).click();
    const edit = dialogByTitle(page, '修改邮箱账号');
    await dialogSettled(page);
    // The demo account is the debug one (records, sends nowhere): point it at this test's server.
    await expect(edit.getByLabel('SMTP 服务器域名')).toHaveValue('debug.invalid');
    await edit.getByLabel('SMTP 服务器域名').fill('127.0.0.1');
    // Write-only: the form never shows a stored password.
    await expect(edit.getByLabel('密码')).toHaveValue('');
    await edit.getByLabel('用户名').fill(LOGIN.username);
    await edit.getByLabel('密码').fill(LOGIN.password);
    await edit.getByLabel('SMTP 服务器端口').fill(String(port));
    await edit.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('修改成功').last()).toBeVisible();
    await expect(account).toContainText(String(port));

    await page.getByRole('menuitem', { name: '邮件模版' }).click();
    await expect(page).toHaveURL(/\/system\/mail\/mail-template$/);
    const template = page.getByRole('row').filter({ hasText: '测试模板' }).first();
    await template.getByRole('button', { name: /测试/ }).click();
    const send = dialogByTitle(page, '测试发送邮件');
    await dialogSettled(page);
    await send.getByPlaceholder('请输入收件邮箱').fill(to);
    await send.getByPlaceholder('请输入 title 参数').fill('浏览器测试');
    await send.getByPlaceholder('请输入 name 参数').fill('李四');
    await send.getByPlaceholder('请输入 content 参数').fill('hello-from-e2e <b>not bold</b>');
    await send.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText(/提交发送成功！发送结果，见发送日志编号：\d+/)).toBeVisible();

    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const mail = received[0]!;
    expect(mail.user).toBe(LOGIN.username);
    expect(mail.to).toEqual([to]);
    expect(header(mail.raw, 'Subject')).toBe('【Tenon】浏览器测试');
    expect(header(mail.raw, 'From')).toBe('Tenon <noreply@tenon.local>');
    // The parameter is text in the HTML, never markup.
    expect(body(mail.raw)).toBe('<p>您好，李四：</p><p>hello-from-e2e &lt;b&gt;not bold&lt;/b&gt;</p>');

    await page.getByRole('menuitem', { name: '邮件记录' }).click();
    await expect(page).toHaveURL(/\/system\/mail\/mail-log$/);
    // The 邮件模版 tab stays mounted (hidden): its 刷新 still matches, so only the visible one is clicked.
    await expect(page.getByRole('form', { name: '搜索条件' }).getByLabel('接收邮箱')).toBeVisible();
    const log = page.getByRole('row').filter({ hasText: to });
    // Delivery is after the answer: 刷新 until the outcome is recorded.
    await expect(async () => {
      await page.getByRole('button', { name: '刷新' }).filter({ visible: true }).click({ timeout: 2_000 });
      await expect(log).toContainText('发送成功', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(log).toContainText('【Tenon】浏览器测试');
    await log.getByRole('button', { name: /详细/ }).click();
    const detail = dialogByTitle(page, '邮件日志详细');
    await expect(detail).toContainText(to);
    await expect(detail).toContainText('Tenon <noreply@tenon.local>');
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
