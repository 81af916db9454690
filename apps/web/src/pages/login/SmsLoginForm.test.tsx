/** The login page's 短信登录 tab, through the real router and request client, against a fake server. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi, SmsScene, tenantApi } from '@tenon/contracts';
import { renderApp } from '../../test/render';
import { createFakeServer, fail, ok } from '../../test/fakeServer';
import { stubSessionStart } from '../../test/session';

const tokens = { userId: 1, accessToken: 'access-sms', refreshToken: 'refresh-sms', expiresTime: Date.now() + 1_800_000 };

async function openSmsTab() {
  const server = createFakeServer().on(authApi.loginHints, ok(null)).on(tenantApi.getIdByName, ok(1));
  const app = renderApp('/login');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('tab', { name: '短信登录' }));
  const form = (await screen.findByLabelText('手机号')).closest('form') as HTMLElement;
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  const type = async (label: string, value: string) => {
    await user.click(field(label));
    await user.paste(value);
  };
  return { server, app, user, form, field, type };
}

describe('SMS login tab', () => {
  it('sends a code for the trimmed mobile, counts down, and signs in with the code', async () => {
    const { server, app, user, form, type } = await openSmsTab();
    server.on(authApi.sendSmsCode, ok(true)).on(authApi.smsLogin, ok(tokens));
    stubSessionStart(server);
    await type('租户名称', '榫卯科技');
    await type('手机号', ' 15612345678 ');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));

    expect(await within(form).findByRole('button', { name: /^\d+秒后可重新获取$/ })).toBeDisabled();
    expect(await screen.findByText('验证码发送成功')).toBeInTheDocument();
    const [sent] = server.received(authApi.sendSmsCode);
    expect(sent.body).toEqual({ mobile: '15612345678', scene: SmsScene.ADMIN_MEMBER_LOGIN });
    expect(sent.headers['tenant-id']).toBe('1');

    await type('验证码', '123456');
    await user.click(within(form).getByRole('button', { name: '登录' }));
    expect(await screen.findByText(/欢迎使用 Tenon 管理后台/)).toBeInTheDocument();
    expect(app.location()).toBe('/index');
    expect(server.received(authApi.smsLogin)[0].body).toEqual({ mobile: '15612345678', code: '123456' });
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('access-sms');
  });

  it('asks for a valid mobile before sending a code', async () => {
    const { server, user, form, type } = await openSmsTab();
    await type('租户名称', '榫卯科技');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await within(form).findByText('手机号不能为空')).toBeInTheDocument();
    await type('手机号', '12345');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await within(form).findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(server.received(authApi.sendSmsCode)).toHaveLength(0);
  });

  it('shows the server message for a wrong code and stays on the login page', async () => {
    const { server, app, user, form, type } = await openSmsTab();
    server.on(authApi.smsLogin, fail(1_002_014_000, '验证码不正确或已失效'));
    await type('租户名称', '榫卯科技');
    await type('手机号', '15612345678');
    await type('验证码', '000000');
    await user.click(within(form).getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码不正确或已失效')).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    await waitFor(() => expect(within(form).getByRole('button', { name: '登录' })).toBeEnabled());
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });
});
