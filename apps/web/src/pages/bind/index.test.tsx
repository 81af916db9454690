/** /bind: linking a provider's account by signing in once, through the real router. */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi, captchaApi } from '@tenon/contracts';
import { renderApp } from '../../test/render';
import { createFakeServer, fail, ok } from '../../test/fakeServer';
import { stubSessionStart } from '../../test/session';
import { FOREIGN_CALLBACK, rememberStarted } from '../../session/socialSignIn';

const tokens = { userId: 7, accessToken: 'access-7', refreshToken: 'refresh-7', expiresTime: Date.now() + 1_800_000 };
const bindPath = `/bind?type=90&code=c1&state=s1&redirect=${encodeURIComponent('/index')}`;

// The round trip of these tests was started in this browser (goToProvider notes it).
beforeEach(() => rememberStarted('s1'));

async function openBind(path = bindPath) {
  localStorage.setItem('TENANT_ID', '121');
  localStorage.setItem('TENANT_NAME', '小租户');
  const app = renderApp(path);
  const user = userEvent.setup({ delay: null });
  return { app, user };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.click(await screen.findByLabelText('用户名'));
  await user.paste(username);
  await user.click(screen.getByLabelText('密码'));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: '绑定并登录' }));
}

describe('/bind', () => {
  it('names the provider and the tenant chosen on the login page', async () => {
    createFakeServer();
    await openBind();
    expect(await screen.findByRole('heading', { name: '绑定已有账号' })).toBeInTheDocument();
    expect(screen.getByText(/你的OpenID Connect账号尚未绑定「小租户」的用户/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login');
  });

  it("logs in with the provider's code and state in the stored tenant, signed in and bound", async () => {
    const server = stubSessionStart(createFakeServer()).on(authApi.checkUseCaptcha, ok(false)).on(authApi.login, ok(tokens));
    const { app, user } = await openBind();
    await fillIn(user, ' lisi ', 'test123');

    expect(await screen.findByText(/欢迎使用 Tenon 管理后台/)).toBeInTheDocument();
    expect(app.location()).toBe('/index');
    const [login] = server.received(authApi.login);
    expect(login!.body).toEqual({ username: 'lisi', password: 'test123', socialType: 90, socialCode: 'c1', socialState: 's1' });
    expect(login!.headers['tenant-id']).toBe('121');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('access-7');
  });

  it('shows a wrong password and lets the user try again', async () => {
    const server = createFakeServer().on(authApi.checkUseCaptcha, ok(false)).on(authApi.login, fail(1_002_000_000, '登录失败，账号密码不正确'));
    const { app, user } = await openBind();
    await fillIn(user, 'lisi', 'wrong');
    expect(await screen.findByText('登录失败，账号密码不正确')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '绑定并登录' })).toBeEnabled());
    expect(app.location()).toBe(bindPath);
    expect(server.received(authApi.login)).toHaveLength(1);
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });

  it('asks for the slider when check-use-captcha says so for the username', async () => {
    const repData = { originalImageBase64: 'AAAA', jigsawImageBase64: 'BBBB', token: 't1', secretKey: 'abcdefghijklmnop' };
    const server = createFakeServer()
      .on(authApi.checkUseCaptcha, ok(true))
      .on(captchaApi.get, { status: 200, data: { repCode: '0000', repMsg: null, repData, success: true } });
    const { user } = await openBind();
    await fillIn(user, 'lisi', 'test123');
    expect(await screen.findByText('向右滑动完成验证')).toBeInTheDocument();
    expect(server.received(authApi.checkUseCaptcha)[0]!.query.get('username')).toBe('lisi');
    expect(server.received(authApi.login)).toHaveLength(0);
  });

  it('asks for both fields', async () => {
    const server = createFakeServer();
    const { user } = await openBind();
    await user.click(await screen.findByRole('button', { name: '绑定并登录' }));
    expect(await screen.findByText('用户名不能为空')).toBeInTheDocument();
    expect(screen.getByText('密码不能为空')).toBeInTheDocument();
    expect(server.received()).toHaveLength(0);
  });

  it('without the provider\'s answer in the address, sends the user back to the login page', async () => {
    createFakeServer();
    await openBind('/bind?type=90');
    expect(await screen.findByText('绑定信息不完整')).toBeInTheDocument();
    expect(screen.queryByLabelText('用户名')).not.toBeInTheDocument();
  });

  it('binds nothing from a link this browser did not start: no form, and why', async () => {
    const server = createFakeServer();
    await openBind(`/bind?type=90&code=theirs&state=not-started-here`);
    expect(await screen.findByText(FOREIGN_CALLBACK)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /绑定并登录/ })).not.toBeInTheDocument();
    expect(server.received(authApi.login)).toHaveLength(0);
  });
});
