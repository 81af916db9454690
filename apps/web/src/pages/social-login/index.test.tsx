/** /social-login and the reference's callback routes that lead to it, through the real router. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from '@tenon/contracts';
import { renderApp } from '../../test/render';
import { createFakeServer, fail, ok } from '../../test/fakeServer';
import { stubSessionStart } from '../../test/session';
import { FOREIGN_CALLBACK, rememberStarted } from '../../session/socialSignIn';

const tokens = { userId: 7, accessToken: 'access-7', refreshToken: 'refresh-7', expiresTime: Date.now() + 1_800_000 };
const callbackPath = (redirect = '/index') => `/social-login?type=90&code=c1&state=s1&redirect=${encodeURIComponent(redirect)}`;

// The round trips of these tests were started in this browser (goToProvider notes them).
beforeEach(() => ['s1', 's2', 's3'].forEach(rememberStarted));

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'opener');
});

describe('/social-login', () => {
  it('refuses a callback this browser did not start (a link carrying someone else’s code), sending nothing', async () => {
    const server = createFakeServer().on(authApi.socialLogin, ok(tokens));
    renderApp('/social-login?type=90&code=theirs&state=not-started-here');
    expect(await screen.findByText(FOREIGN_CALLBACK)).toBeInTheDocument();
    expect(server.received(authApi.socialLogin)).toHaveLength(0);
  });

  it('signs in with the provider\'s code when the account is bound, and opens the page asked for', async () => {
    localStorage.setItem('TENANT_ID', '121');
    const server = stubSessionStart(createFakeServer()).on(authApi.socialLogin, ok(tokens));
    const app = renderApp(callbackPath());
    expect(await screen.findByText(/欢迎使用 Tenon 管理后台/)).toBeInTheDocument();
    expect(app.location()).toBe('/index');
    const [login] = server.received(authApi.socialLogin);
    expect(login!.body).toEqual({ type: 90, code: 'c1', state: 's1' });
    expect(login!.headers['tenant-id']).toBe('121');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('access-7');
    expect(localStorage.getItem('REFRESH_TOKEN')).toBe('refresh-7');
  });

  it('says 正在登录… while the server answers', async () => {
    createFakeServer().on(authApi.socialLogin, () => new Promise<never>(() => {}));
    renderApp(callbackPath());
    expect(await screen.findByText('正在登录…')).toBeInTheDocument();
  });

  it('an account nobody owns goes on to /bind with the same answer', async () => {
    const server = createFakeServer().on(authApi.socialLogin, fail(1_002_000_005, '未绑定账号，需要进行绑定'));
    const app = renderApp(callbackPath('/system/user'));
    expect(await screen.findByRole('heading', { name: '绑定已有账号' })).toBeInTheDocument();
    const bound = new URL(app.location(), 'http://localhost');
    expect(bound.pathname).toBe('/bind');
    expect(Object.fromEntries(bound.searchParams)).toEqual({ type: '90', code: 'c1', state: 's1', redirect: '/system/user' });
    expect(server.received(authApi.socialLogin)).toHaveLength(1);
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });

  it("shows any other refusal with the server's words and a way back to the login page", async () => {
    createFakeServer().on(authApi.socialLogin, fail(1_002_018_000, '社交授权失败，原因是：授权码已过期')).on(authApi.loginHints, ok(null));
    const app = renderApp(callbackPath());
    expect(await screen.findByText('社交授权失败，原因是：授权码已过期')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: '返回登录' }));
    await screen.findByRole('heading', { name: 'Tenon 管理后台' });
    expect(app.location()).toBe('/login');
  });

  it('says what the provider said when it sent no code (the user refused), without calling the server', async () => {
    const server = createFakeServer();
    renderApp('/social-login?type=90&error=access_denied&state=s1');
    expect(await screen.findByText('你拒绝了授权')).toBeInTheDocument();
    expect(server.received()).toHaveLength(0);
  });
});

describe('the reference callback routes', () => {
  it('/oauthLogin/gitee is /social-login for Gitee', async () => {
    const server = createFakeServer().on(authApi.socialLogin, () => new Promise<never>(() => {}));
    const app = renderApp('/oauthLogin/gitee?code=g1&state=s2');
    await waitFor(() => expect(server.received(authApi.socialLogin)).toHaveLength(1));
    expect(app.location()).toBe('/social-login?type=10&code=g1&state=s2');
    expect(server.received(authApi.socialLogin)[0]!.body).toEqual({ type: 10, code: 'g1', state: 's2' });
  });

  it('/auth-redirect opened in the page itself goes on to /social-login with the same query', async () => {
    const server = createFakeServer().on(authApi.socialLogin, () => new Promise<never>(() => {}));
    const app = renderApp('/auth-redirect?type=20&code=d1&state=s3');
    await waitFor(() => expect(server.received(authApi.socialLogin)).toHaveLength(1));
    expect(app.location()).toBe('/social-login?type=20&code=d1&state=s3');
  });

  it('/auth-redirect in a popup of this app hands the answer to the opener and closes', async () => {
    const opener = { location: { origin: window.location.origin, href: '' } };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const server = createFakeServer();
    renderApp('/auth-redirect?type=20&code=d1&state=s3');
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.location.href).toBe('/social-login?type=20&code=d1&state=s3');
    expect(server.received()).toHaveLength(0);
  });
});
