/** The login page, through the real router and request client, against a fake server. */
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi, captchaApi, tenantApi, userProfileApi } from '@tenon/contracts';
import { renderApp } from '../../test/render';
import { createFakeServer, fail, ok, type FakeServer } from '../../test/fakeServer';
import { stubSessionStart } from '../../test/session';
import { aesEncrypt } from './captcha/aes';

const demo = { tenantName: '榫卯科技', username: 'admin', password: 'admin123' };
const tokens = { userId: 1, accessToken: 'access-1', refreshToken: 'refresh-1', expiresTime: Date.now() + 1_800_000 };

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function openLogin(path = '/login', hints: typeof demo | null = null) {
  // A known tenant name offers nothing besides the password login (SocialLogin.test.tsx covers the rest).
  const server = createFakeServer()
    .on(authApi.loginHints, ok(hints))
    .on(authApi.checkUseCaptcha, ok(false))
    .on(tenantApi.getIdByName, ok(1))
    .on(authApi.loginOptions, ok({ registerEnabled: false, socials: [] }));
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Tenon 管理后台' });
  return { server, app, user: userEvent.setup({ delay: null }) };
}

/** What the server needs once the login succeeds: the session start. */
function acceptLogin(server: FakeServer, tenantId = 1) {
  stubSessionStart(server).on(tenantApi.getIdByName, ok(tenantId)).on(authApi.login, ok(tokens));
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof demo>) {
  for (const [label, value] of [
    ['租户名称', values.tenantName],
    ['用户名', values.username],
    ['密码', values.password],
  ] as const) {
    if (value === undefined) continue;
    await user.clear(field(label));
    // Pasting is one input event: typing character by character only slows the test down.
    await user.click(field(label));
    await user.paste(value);
  }
}

describe('login page', () => {
  it('pre-fills the demo values of the embedded start', async () => {
    await openLogin('/login', demo);
    await waitFor(() => expect(field('租户名称')).toHaveValue('榫卯科技'));
    expect(field('用户名')).toHaveValue('admin');
    expect(field('密码')).toHaveValue('admin123');
  });

  it('starts empty without demo values', async () => {
    const { server } = await openLogin();
    await waitFor(() => expect(server.received(authApi.loginHints)).toHaveLength(1));
    expect(field('租户名称')).toHaveValue('');
    expect(field('用户名')).toHaveValue('');
    expect(field('密码')).toHaveValue('');
  });

  it('prefers what the user asked to be remembered, and then offers no demo password', async () => {
    localStorage.setItem('REMEMBER_ME', 'true');
    localStorage.setItem('USERNAME', 'admin110');
    localStorage.setItem('TENANT_NAME', '小租户');
    const { server } = await openLogin('/login', demo);
    await waitFor(() => expect(server.received(authApi.loginHints)).toHaveLength(1));
    expect(field('租户名称')).toHaveValue('小租户');
    expect(field('用户名')).toHaveValue('admin110');
    expect(screen.getByRole('checkbox', { name: '记住我' })).toBeChecked();
    expect(field('密码')).toHaveValue('');
  });

  it('resolves the tenant, logs in with the trimmed username, and opens the console', async () => {
    const { server, app, user } = await openLogin();
    acceptLogin(server, 121);
    await fillIn(user, { tenantName: ' 小租户 ', username: '  admin110  ', password: ' pass word ' });
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText(/欢迎使用 Tenon 管理后台/)).toBeInTheDocument();
    expect(app.location()).toBe('/index');
    expect(server.received(tenantApi.getIdByName)[0].query.get('name')).toBe('小租户');
    const [login] = server.received(authApi.login);
    expect(login.body).toEqual({ username: 'admin110', password: ' pass word ' });
    expect(login.headers['tenant-id']).toBe('121');
    expect(localStorage.getItem('TENANT_ID')).toBe('121');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('access-1');
    expect(localStorage.getItem('REFRESH_TOKEN')).toBe('refresh-1');
  });

  it('when check-use-captcha says so for the typed username, signs in through the slider; closing it does not log in', async () => {
    const { server, user } = await openLogin('/login', demo);
    acceptLogin(server);
    const repData = { originalImageBase64: 'AAAA', jigsawImageBase64: 'BBBB', token: 't1', secretKey: 'abcdefghijklmnop' };
    server
      .on(authApi.checkUseCaptcha, ok(true))
      .on(captchaApi.get, { status: 200, data: { repCode: '0000', repMsg: null, repData, success: true } })
      .on(captchaApi.check, { status: 200, data: { repCode: '0000', repMsg: null, repData: null, success: true } });
    await waitFor(() => expect(field('密码')).toHaveValue('admin123'));

    await user.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByText('向右滑动完成验证');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toBeEnabled());
    expect(server.received(authApi.login)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByText('向右滑动完成验证');
    const handle = screen.getByRole('slider', { name: '拖动滑块完成拼图' });
    fireEvent.pointerDown(handle, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 100, pointerId: 1 });
    expect(await screen.findByText(/欢迎使用 Tenon 管理后台/)).toBeInTheDocument();
    expect(server.received(authApi.checkUseCaptcha).map((r) => r.query.get('username'))).toEqual(['admin', 'admin']);
    const [login] = server.received(authApi.login);
    expect(login.body).toEqual({ ...demo, tenantName: undefined, captchaVerification: aesEncrypt('t1---{"x":100,"y":5}', repData.secretKey) });
  });

  // The redirect is under test, not the profile page's first compile: on a loaded two-core CI
  // machine its lazy import took over the 10 s a wait allows. Imported beforehand, the route's
  // import finds it in the worker's module cache (files share modules, vite.config.ts).
  beforeAll(() => import('../user/profile'), 60_000);

  it('returns to the page asked for before login', async () => {
    const { server, app, user } = await openLogin(`/login?redirect=${encodeURIComponent('/user/profile?tab=1')}`, demo);
    acceptLogin(server);
    // The profile page loads the profile; leave it loading, the page itself is not under test here.
    server.on(userProfileApi.get, () => new Promise<never>(() => {}));
    await waitFor(() => expect(field('密码')).toHaveValue('admin123'));
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('个人信息')).toBeInTheDocument();
    expect(app.location()).toBe('/user/profile?tab=1');
  });

  it('says 租户不存在 beside the tenant field for an unknown tenant, and does not log in', async () => {
    const { server, user } = await openLogin();
    server.on(tenantApi.getIdByName, ok(null));
    await fillIn(user, { tenantName: '不存在的租户', username: 'admin', password: 'admin123' });
    await user.click(screen.getByRole('button', { name: '登录' }));

    const tenantItem = field('租户名称').closest('.login-field') as HTMLElement;
    expect(await within(tenantItem).findByText('租户不存在')).toBeInTheDocument();
    expect(server.received(authApi.login)).toHaveLength(0);
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });

  it('shows the server message for a wrong password and lets the user try again', async () => {
    const { server, app, user } = await openLogin();
    server.on(tenantApi.getIdByName, ok(1)).on(authApi.login, fail(1_002_000_000, '登录失败，账号密码不正确'));
    await fillIn(user, { tenantName: '榫卯科技', username: 'admin', password: 'wrong' });
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('登录失败，账号密码不正确')).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toBeEnabled());
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });

  it('asks for every field', async () => {
    const { server, user } = await openLogin();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('租户不能为空')).toBeInTheDocument();
    expect(screen.getByText('用户名不能为空')).toBeInTheDocument();
    expect(screen.getByText('密码不能为空')).toBeInTheDocument();
    expect(server.received(tenantApi.getIdByName)).toHaveLength(0);
  });

  it('remember me keeps the username and tenant name, never the password', async () => {
    const { server, user } = await openLogin('/login', demo);
    acceptLogin(server);
    await waitFor(() => expect(field('密码')).toHaveValue('admin123'));
    await user.click(screen.getByRole('checkbox', { name: '记住我' }));
    await user.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByText(/欢迎使用 Tenon 管理后台/);

    expect(localStorage.getItem('USERNAME')).toBe('admin');
    expect(localStorage.getItem('TENANT_NAME')).toBe('榫卯科技');
    expect(localStorage.getItem('REMEMBER_ME')).toBe('true');
    const stored = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);
    expect(stored.join('\n')).not.toContain('admin123');
    expect(Object.keys(localStorage)).not.toContain('PASSWORD');
  });

  it('without remember me, forgets a previously remembered username', async () => {
    localStorage.setItem('REMEMBER_ME', 'true');
    localStorage.setItem('USERNAME', 'admin');
    localStorage.setItem('TENANT_NAME', '榫卯科技');
    const { server, user } = await openLogin();
    acceptLogin(server);
    await user.click(screen.getByRole('checkbox', { name: '记住我' }));
    await fillIn(user, { password: 'admin123' });
    await user.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByText(/欢迎使用 Tenon 管理后台/);
    expect(localStorage.getItem('USERNAME')).toBeNull();
    expect(localStorage.getItem('REMEMBER_ME')).toBeNull();
  });
});
