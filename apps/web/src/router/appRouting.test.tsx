/** The route guard and session start, through the real router, against a fake server. */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi, dictDataApi, tenantApi, postApi } from '@tenon/contracts';
import { renderApp } from '../test/render';
import { createFakeServer, fail, ok } from '../test/fakeServer';
import { adminInfo, signedInServer } from '../test/session';
import { menu } from '../test/menus';
import { getAccessToken } from '../stores/authStorage';
import { getDictLabel } from '../stores/dictStore';
import { useSessionStore } from '../stores/sessionStore';

const mainMenu = () => screen.findByRole('navigation', { name: '主菜单' });

describe('without a session', () => {
  it('sends any private path to the login page with the full path as redirect', async () => {
    createFakeServer().on(authApi.loginHints, ok(null));
    const app = renderApp('/system/user?pageNo=2&name=张三');
    expect(await screen.findByRole('heading', { name: 'Tenon 管理后台' })).toBeInTheDocument();
    const login = new URL(app.location(), 'http://console');
    expect(login.pathname).toBe('/login');
    const requested = new URL(login.searchParams.get('redirect')!, 'http://console');
    expect(requested.pathname).toBe('/system/user');
    expect(Object.fromEntries(requested.searchParams)).toEqual({ pageNo: '2', name: '张三' });
  });

  it('opens the public 404 and 401 pages', async () => {
    createFakeServer();
    renderApp('/401');
    expect(await screen.findByText('抱歉，您没有访问该页面的权限。如需访问，请联系管理员授权。')).toBeInTheDocument();
  });
});

describe('session start', () => {
  it('loads user, dictionaries and tenants once, then shows the home page at /index', async () => {
    const server = signedInServer();
    const app = renderApp('/');
    expect(await screen.findByText(/芋道源码，欢迎使用 Tenon 管理后台/)).toBeInTheDocument();
    expect(app.location()).toBe('/index');
    expect(screen.getByText('榫卯科技')).toBeInTheDocument();
    expect(getDictLabel('common_status', 0)).toBe('开启');
    for (const endpoint of [authApi.getPermissionInfo, dictDataApi.listAllSimple, tenantApi.listAllSimple]) {
      expect(server.received(endpoint)).toHaveLength(1);
    }
  });

  it('generates the menu routes: a deep link opens its page inside the layout', async () => {
    const server = signedInServer(
      adminInfo([
        menu({
          name: '我的',
          path: '/mine',
          children: [menu({ name: '我的资料', path: 'profile', component: 'system/post/index' })],
        }),
      ]),
    ).on(postApi.page, () => new Promise<never>(() => {}));
    const app = renderApp('/mine/profile');
    await waitFor(() => expect(server.received(postApi.page)).toHaveLength(1));
    expect(app.location()).toBe('/mine/profile');
    expect(within(await mainMenu()).getByText('我的资料')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '当前位置' })).toHaveTextContent(/^首页\/我的\/我的资料$/);
  });

  it('shows "页面不存在" inside the layout for a menu whose page does not exist', async () => {
    signedInServer();
    renderApp('/system/user');
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(screen.getByText('菜单配置的组件「fixture/user/index」不存在，请检查菜单设置。')).toBeInTheDocument();
    expect(await mainMenu()).toBeInTheDocument();
  });

  it('opening a directory shows its first entry', async () => {
    signedInServer();
    const app = renderApp('/system');
    await screen.findByText('页面不存在');
    expect(app.location()).toBe('/system/user');
  });

  // The home page names roles from the dashboard (home.test.tsx); the default role is what role checks see.
  it('gives a user without roles the role ROLE_DEFAULT', async () => {
    signedInServer({ ...adminInfo(), roles: [] });
    renderApp('/index');
    expect(await screen.findByText(/欢迎使用 Tenon 管理后台/)).toBeInTheDocument();
    expect(useSessionStore.getState().roles).toEqual(['ROLE_DEFAULT']);
  });

  it('logs "加载租户数据失败" when the tenant list fails, and carries on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    signedInServer().on(tenantApi.listAllSimple, fail(500, '系统异常'));
    renderApp('/index');
    expect(await screen.findByText(/欢迎使用 Tenon 管理后台/)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('加载租户数据失败', expect.anything());
    expect(screen.queryByText('系统异常')).not.toBeInTheDocument();
  });

  it('when the user info fails: logs out, shows the message and goes to /', async () => {
    const server = signedInServer()
      .on(authApi.getPermissionInfo, fail(1_002_003_000, '用户不存在'))
      .on(authApi.logout, ok(true))
      .on(authApi.loginHints, ok(null));
    const app = renderApp('/system/user');
    expect(await screen.findByRole('heading', { name: 'Tenon 管理后台' })).toBeInTheDocument();
    expect(app.location()).toBe('/login?redirect=%2F');
    expect(await screen.findByText('用户不存在')).toBeInTheDocument();
    expect(server.received(authApi.logout)).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });

  it('when the session has expired for good: the login page and a message, not the re-login dialog', async () => {
    signedInServer()
      .on(authApi.getPermissionInfo, fail(401, '账号未登录'))
      .on(authApi.refreshToken, fail(400, '无效的刷新令牌'))
      .on(authApi.logout, ok(true))
      .on(authApi.loginHints, ok(null));
    renderApp('/index');
    expect(await screen.findByText('无效的会话，或者会话已过期，请重新登录。')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tenon 管理后台' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('routes of a signed-in user', () => {
  it('sends /login back to the console', async () => {
    signedInServer();
    const app = renderApp('/login');
    await screen.findByText(/欢迎使用 Tenon 管理后台/);
    expect(app.location()).toBe('/index');
  });

  it('sends unknown paths to /404, whose button leads home', async () => {
    signedInServer();
    const app = renderApp('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在。请检查地址是否正确，或返回首页继续操作。')).toBeInTheDocument();
    expect(app.location()).toBe('/404');
    act(() => screen.getByRole('button', { name: '返回首页' }).click());
    await waitFor(() => expect(app.location()).toBe('/index'));
  });

  it('/redirect/<path> comes back to the path with its query', async () => {
    signedInServer();
    const app = renderApp('/redirect/index?tab=2');
    await screen.findByText(/欢迎使用 Tenon 管理后台/);
    await waitFor(() => expect(app.location()).toBe('/index?tab=2'));
  });

  it('navigating to the current location is no error and adds no history entry', async () => {
    signedInServer();
    const app = renderApp('/index');
    await screen.findByText(/欢迎使用 Tenon 管理后台/);
    await userEvent.click(within(await mainMenu()).getByText('首页'));
    expect(app.location()).toBe('/index');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText(/欢迎使用 Tenon 管理后台/)).toBeInTheDocument();
  });

  it('titles /index 首页 and affixes it', async () => {
    signedInServer();
    const app = renderApp('/index');
    await screen.findByText(/欢迎使用 Tenon 管理后台/);
    const home = app.router.state.matches.at(-1)!.route.handle;
    expect(home).toMatchObject({ title: '首页', affix: true });
  });
});
