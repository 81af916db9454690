/**
 * The platform's catalogues as another tenant's administrator meets them: the screens the
 * server keeps to the system tenant (declared once per endpoint group, `platform: true`) are
 * neither in the menu nor at their address, the shared reads still work, and a call made by
 * hand is refused with the reason.
 */
import { expect, test } from './session';
import { API } from './helpers';
import { openConsole, sidebar } from './shell-helpers';

test.use({ signedInAs: 'tenantAdmin' });

const TENANT_ADMIN = { tenant: '小租户', username: 'admin110', password: 'admin123' };

test('小租户’s administrator is offered none of the platform’s catalogues, and is refused them by hand', async ({ page, request }) => {
  await openConsole(page);
  await sidebar(page).getByText('系统管理').click();
  await expect(sidebar(page).getByText('用户管理')).toBeVisible();
  // Their own logs stay: 短信管理 holds only 短信日志 for them.
  await sidebar(page).getByText('短信管理').click();
  await expect(sidebar(page).getByText('短信日志')).toBeVisible();
  for (const name of ['短信渠道', '短信模板', '字典管理', '菜单管理', '租户管理', '错误码管理', '敏感词', '站内信模板', '邮箱账号', '邮件模版']) {
    await expect(sidebar(page).getByText(name, { exact: true }), name).toHaveCount(0);
  }
  for (const path of ['/system/sms/sms-channel', '/system/sms/sms-template', '/system/dict', '/system/mail/mail-account']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/404$/);
  }

  const login = await request.post(`${API}/system/auth/login`, { headers: { 'tenant-id': '121' }, data: { username: TENANT_ADMIN.username, password: TENANT_ADMIN.password } });
  const { accessToken } = (await login.json()).data as { accessToken: string };
  const headers = { 'tenant-id': '121', authorization: `Bearer ${accessToken}` };
  const refused = await request.post(`${API}/system/sms-channel/create`, { headers, data: { signature: '抢', code: 'DEBUG', status: 0, apiKey: 'k' } });
  expect(await refused.json()).toEqual({ code: 403, data: null, msg: '只有系统租户的用户可以进行该操作' });
  // What every tenant shares still answers: the dictionary labels every screen shows.
  const dicts = await request.get(`${API}/system/dict-data/list-all-simple`, { headers });
  expect((await dicts.json()).code).toBe(0);
});
