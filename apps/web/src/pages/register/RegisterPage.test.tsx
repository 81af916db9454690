/** The register page, through the real router, guard and request client, against a fake server. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi, captchaApi, tenantApi } from '@tenon/contracts';
import { renderApp } from '../../test/render';
import { createFakeServer, fail, ok } from '../../test/fakeServer';
import { stubSessionStart } from '../../test/session';
import { aesEncrypt } from '../login/captcha/aes';

const tokens = { userId: 9, accessToken: 'access-9', refreshToken: 'refresh-9', expiresTime: Date.now() + 1_800_000 };
const repData = { originalImageBase64: 'AAAA', jigsawImageBase64: 'BBBB', token: 't1', secretKey: 'abcdefghijklmnop' };
const hints = { tenantName: '榫卯科技', username: 'admin', password: 'admin123' };

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function openRegister(registerEnabled = true, path = '/register') {
  const server = createFakeServer()
    .on(authApi.loginHints, ok(hints))
    .on(tenantApi.getIdByName, ok(1))
    .on(authApi.loginOptions, ok({ registerEnabled, socials: [] }))
    .on(captchaApi.get, { status: 200, data: { repCode: '0000', repMsg: null, repData, success: true } })
    .on(captchaApi.check, { status: 200, data: { repCode: '0000', repMsg: null, repData: null, success: true } });
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Tenon 管理后台' });
  await waitFor(() => expect(server.received(authApi.loginOptions)).toHaveLength(1));
  return { server, app, user: userEvent.setup({ delay: null }) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    await user.click(field(label));
    await user.paste(value);
  }
}
const newcomer = { 用户名: 'newcomer1', 昵称: ' 新同事 ', 密码: 'secret123', 确认密码: 'secret123' };

async function solveSlider() {
  await screen.findByText('向右滑动完成验证');
  const handle = screen.getByRole('slider', { name: '拖动滑块完成拼图' });
  fireEvent.pointerDown(handle, { clientX: 0, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: 100, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: 100, pointerId: 1 });
}

describe('register page', () => {
  it('registers in the named tenant through the slider, stores the session and opens the console', async () => {
    const { server, app, user } = await openRegister();
    await waitFor(() => expect(field('租户名称')).toHaveValue('榫卯科技'));
    stubSessionStart(server).on(authApi.register, ok(tokens));
    await fillIn(user, newcomer);
    await user.click(screen.getByRole('button', { name: '注册' }));
    await solveSlider();

    expect(await screen.findByText(/欢迎使用 Tenon 管理后台/)).toBeInTheDocument();
    expect(app.location()).toBe('/index');
    const [sent] = server.received(authApi.register);
    expect(sent!.body).toEqual({ username: 'newcomer1', nickname: '新同事', password: 'secret123', captchaVerification: aesEncrypt('t1---{"x":100,"y":5}', repData.secretKey) });
    expect(sent!.headers['tenant-id']).toBe('1');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('access-9');
    expect(localStorage.getItem('REFRESH_TOKEN')).toBe('refresh-9');
  });

  it('asks for the slider on every registration, and closing it sends nothing', async () => {
    const { server, user } = await openRegister();
    await fillIn(user, newcomer);
    await user.click(screen.getByRole('button', { name: '注册' }));
    await screen.findByText('向右滑动完成验证');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '注册' })).toBeEnabled());
    expect(server.received(authApi.register)).toHaveLength(0);
  });

  it('checks the form before anything is sent: matching passwords, the username rule', async () => {
    const { server, user } = await openRegister();
    await fillIn(user, { ...newcomer, 用户名: 'a b', 确认密码: 'secret124' });
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(screen.getByText('用户名为 4 到 30 位字母或数字')).toBeInTheDocument();
    expect(server.received(captchaApi.get)).toHaveLength(0);
    expect(server.received(authApi.register)).toHaveLength(0);
  });

  it('says 租户不存在 beside the tenant field for an unknown tenant', async () => {
    const { server, user } = await openRegister();
    server.on(tenantApi.getIdByName, ok(null));
    await fillIn(user, { ...newcomer, 租户名称: '没有的租户' });
    await user.click(screen.getByRole('button', { name: '注册' }));
    const tenantItem = field('租户名称').closest('.ant-form-item') as HTMLElement;
    expect(await within(tenantItem).findByText('租户不存在')).toBeInTheDocument();
    expect(server.received(authApi.register)).toHaveLength(0);
  });

  it('keeps what was typed when the server refuses, e.g. a taken username', async () => {
    const { server, user } = await openRegister();
    server.on(authApi.register, fail(1002003000, '用户账号已经存在'));
    await fillIn(user, newcomer);
    await user.click(screen.getByRole('button', { name: '注册' }));
    await solveSlider();
    expect(await screen.findByText('用户账号已经存在')).toBeInTheDocument();
    expect(field('用户名')).toHaveValue('newcomer1');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });

  it('says 注册功能未开启 when registration is closed, with the way back to the login', async () => {
    const { app, user } = await openRegister(false, `/register?redirect=${encodeURIComponent('/system/user')}`);
    expect(await screen.findByText('注册功能未开启')).toBeInTheDocument();
    expect(screen.queryByLabelText('用户名')).toBeNull();
    await user.click(screen.getByRole('button', { name: /返回登录/ }));
    await waitFor(() => expect(app.location()).toBe(`/login?redirect=${encodeURIComponent('/system/user')}`));
  });

  it('turns to 注册功能未开启 when the server says registration was closed meanwhile', async () => {
    const { server, user } = await openRegister();
    server.on(authApi.register, fail(1002000011, '注册功能未开启，请联系管理员'));
    await fillIn(user, newcomer);
    await user.click(screen.getByRole('button', { name: '注册' }));
    await solveSlider();
    expect(await screen.findByText('注册功能未开启')).toBeInTheDocument();
  });

  it('links to the login for those who have an account', async () => {
    const { app, user } = await openRegister();
    await user.click(screen.getByRole('link', { name: '使用已有账号登录' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
  });
});
