import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi, tenantApi } from '@tenon/contracts';
import { createRequestClient } from './requestClient';
import { ApiError } from './ApiError';
import { callApi } from './callApi';
import { renderWithProviders } from '../test/render';
import { createFakeServer, fail, httpStatus, networkError, ok, timeoutError } from '../test/fakeServer';
import { getAccessToken, getRefreshToken, setTenant, setTokens } from '../stores/authStorage';

const REFRESH = authApi.refreshToken;

/** A fresh client (its own refresh state) with the antd feedback mounted, as in the app. */
function setup() {
  renderWithProviders(<main />);
  const onRelogin = vi.fn();
  const client = createRequestClient({ onRelogin });
  return { client, onRelogin, server: createFakeServer() };
}

const get = (client: ReturnType<typeof createRequestClient>, url: string, params?: object) =>
  client.request<unknown>({ method: 'GET', url, params });

const reloginDialog = () => screen.findByRole('dialog', { name: '系统提示' });

describe('request client: what goes on the wire', () => {
  it('builds the URL from the contract and unwraps the envelope', async () => {
    const { server } = setup();
    server.on(tenantApi.getIdByName, ok(121));
    await expect(callApi(tenantApi.getIdByName, { query: { name: '小租户' } })).resolves.toBe(121);
    const [request] = server.received(tenantApi.getIdByName);
    expect(request.query.get('name')).toBe('小租户');
  });

  it('sends the stored tenant id (default 1) and the bearer token', async () => {
    const { server } = setup();
    // Answers of the contract's shape: the call's headers are what is looked at.
    const tokens = { userId: 1, accessToken: 'a', refreshToken: 'r', expiresTime: 0 };
    const permissionInfo = { user: { id: 1, userName: 'admin', nickname: '管理员', avatar: '', tenantId: 121 }, roles: [], permissions: [], menus: [] };
    server.on(authApi.getPermissionInfo, ok(permissionInfo)).on(authApi.login, ok(tokens));

    await callApi(authApi.login, { body: { username: 'admin', password: 'p' } });
    expect(server.received(authApi.login)[0].headers).toMatchObject({ 'tenant-id': '1' });
    expect(server.received(authApi.login)[0].headers.authorization).toBeUndefined();

    setTenant(121, '小租户');
    setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    await callApi(authApi.getPermissionInfo);
    expect(server.received(authApi.getPermissionInfo)[0].headers).toMatchObject({
      'tenant-id': '121',
      authorization: 'Bearer access-1',
    });
  });

  it('leaves out the tenant header for tenant-agnostic calls and the token when a call opts out', async () => {
    const { server } = setup();
    setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    server.on(tenantApi.getIdByName, ok(1)).on(authApi.logout, ok(true));

    await callApi(tenantApi.getIdByName, { query: { name: '榫卯科技' } });
    const [lookup] = server.received(tenantApi.getIdByName);
    expect(lookup.headers['tenant-id']).toBeUndefined();
    expect(lookup.headers.authorization).toBeUndefined();

    await callApi(authApi.logout, { isToken: true });
    expect(server.received(authApi.logout)[0].headers.authorization).toBe('Bearer access-1');
  });

  it('flattens GET parameters: objects as name[key], arrays as name[i], blanks left out', async () => {
    const { client, server } = setup();
    // A path no contract declares: the flattening itself is under test, not an endpoint's query.
    server.on('GET /test/flatten', ok({ list: [], total: 0 }));
    await get(client, '/test/flatten', {
      pageNo: 1,
      username: '',
      mobile: null,
      status: undefined,
      createTime: ['2024-01-01 00:00:00', '2024-01-31 23:59:59'],
      extra: { dept: 3, post: '' },
    });
    const [request] = server.received('GET /test/flatten');
    expect(decodeURIComponent(request.search)).toBe(
      'pageNo=1&createTime[0]=2024-01-01 00:00:00&createTime[1]=2024-01-31 23:59:59&extra[dept]=3',
    );
  });

  it('repeats the key for each value when the call asks for it', async () => {
    const { client, server } = setup();
    server.on('PUT /system/notify-message/update-read', ok(true));
    await client.request({ method: 'PUT', url: '/system/notify-message/update-read', params: { ids: [3, 5] }, arrayFormat: 'repeat' });
    expect(server.received()[0].search).toBe('ids=3&ids=5');
  });

  it('calls below the API base path with a 30 s timeout', async () => {
    const { client, server } = setup();
    server.on('GET /system/health', ok({ status: 'ok' }));
    await get(client, '/system/health');
    const [request] = server.received();
    expect(request.fullPath).toBe('/tri-real-api/admin-api/system/health');
    expect(request.timeout).toBe(30_000);
  });
});

describe('request client: the error table (docs/console.md)', () => {
  const rows: Array<[string, number, string, string]> = [
    // [situation, code, msg from server, what the user reads]
    ['code 403 without message: "no permission for this operation"', 403, '', '没有权限执行该操作'],
    ['code 404 without message: "resource does not exist"', 404, '', '访问资源不存在'],
    ['other code without message: "unknown system error, report to administrator"', 1_002_099_999, '', '系统未知错误，请反馈给管理员'],
    ['any other code: notification titled with the message', 1_002_000_000, '登录失败，账号密码不正确', '登录失败，账号密码不正确'],
    ['code 400: notification titled with the message', 400, '请求参数不正确：用户名不能为空', '请求参数不正确：用户名不能为空'],
  ];

  it.each(rows)('%s', async (_situation, code, msg, shown) => {
    const { client, server } = setup();
    server.on('GET /x', fail(code, msg));
    const error = await get(client, '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code, message: shown, shown: true });
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(shown)).toBeInTheDocument();
  });

  it('code 401 without message on a call without token: "authentication failed, cannot access system resources"', async () => {
    const { server } = setup();
    server.on(authApi.login, fail(401));
    await expect(callApi(authApi.login, { body: { username: 'a', password: 'b' } })).rejects.toThrow('认证失败，无法访问系统资源');
    expect(await screen.findByText('认证失败，无法访问系统资源')).toBeInTheDocument();
  });

  it('code 500: an error toast with the message', async () => {
    const { client, server } = setup();
    server.on('GET /x', fail(500, '系统异常，追踪编号 abc123'));
    await expect(get(client, '/x')).rejects.toThrow('系统异常，追踪编号 abc123');
    expect(await screen.findByText('系统异常，追踪编号 abc123')).toBeInTheDocument();
  });

  it('error toasts last 5 s; persistent ones stay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { client, server } = setup();
      server.on('GET /a', fail(500, '系统异常')).on('GET /b', fail(501, '功能未实现'));
      await expect(get(client, '/a')).rejects.toThrow();
      await expect(get(client, '/b')).rejects.toThrow();
      expect(await screen.findByText('系统异常')).toBeInTheDocument();
      expect(await screen.findByText('功能未实现')).toBeInTheDocument();

      act(() => void vi.advanceTimersByTime(4_500));
      expect(screen.getByText('系统异常')).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(1_000));
      await waitFor(() => expect(screen.queryByText('系统异常')).not.toBeInTheDocument());

      act(() => void vi.advanceTimersByTime(60_000));
      expect(screen.getByText('功能未实现')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('code 501: a persistent error toast the user closes', async () => {
    const { client, server } = setup();
    server.on('GET /x', fail(501, '功能未实现'));
    await expect(get(client, '/x')).rejects.toThrow('功能未实现');
    expect(await screen.findByText('功能未实现')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByText('功能未实现')).not.toBeInTheDocument());
  });

  it('code 901: a persistent toast saying demo mode, no write operations', async () => {
    const { client, server } = setup();
    server.on('POST /x', fail(901, '演示模式'));
    await expect(client.request({ method: 'POST', url: '/x' })).rejects.toBeInstanceOf(ApiError);
    expect(await screen.findByText('演示模式，无法进行写操作')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('the refresh messages "invalid refresh token" and "refresh token expired" are rejected silently', async () => {
    const { client, server } = setup();
    server.on('GET /a', fail(400, '无效的刷新令牌')).on('GET /b', fail(401, '刷新令牌已过期'));
    await expect(get(client, '/a')).rejects.toThrow('无效的刷新令牌');
    await expect(get(client, '/b')).rejects.toMatchObject({ message: '刷新令牌已过期', shown: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.received(REFRESH)).toHaveLength(0);
  });

  it.each([
    ['Network Error: "backend interface connection abnormal"', networkError(), '后端接口连接异常'],
    ['timeout: "system interface request timeout"', timeoutError(), '系统接口请求超时'],
    ['HTTP status error: "system interface {status} abnormal"', httpStatus(502), '系统接口502异常'],
  ])('%s', async (_situation, answer, shown) => {
    const { client, server } = setup();
    server.on('GET /x', answer);
    await expect(get(client, '/x')).rejects.toThrow(shown);
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('a file download that answers JSON is read as the envelope it is', async () => {
    const { client, server } = setup();
    const envelope = JSON.stringify({ code: 403, data: null, msg: '' });
    server.on('GET /export', { status: 200, data: new Blob([envelope], { type: 'application/json' }) });
    await expect(client.request({ method: 'GET', url: '/export', responseType: 'blob' })).rejects.toThrow('没有权限执行该操作');
    expect(await screen.findByText('没有权限执行该操作')).toBeInTheDocument();
  });

  it('a file download that answers a file resolves with the file', async () => {
    const { client, server } = setup();
    const file = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    server.on('GET /export', { status: 200, data: file });
    await expect(client.request({ method: 'GET', url: '/export', responseType: 'blob' })).resolves.toBe(file);
  });

  it('a caller may show the failure itself', async () => {
    const { client, server } = setup();
    server.on('GET /x', fail(1_002_015_000, '租户不存在'));
    await expect(client.request({ method: 'GET', url: '/x', showError: false })).rejects.toMatchObject({ shown: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('request client: expired access token (code 401)', () => {
  /** Three calls whose first attempt meets an expired token. */
  function expiredTokenServer(refreshAnswer: () => ReturnType<typeof ok>) {
    const env = setup();
    setTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    let release!: () => void;
    const refreshStarted = new Promise<void>((resolve) => (release = resolve));
    for (const name of ['a', 'b', 'c']) {
      env.server.on(`GET /${name}`, (request) =>
        request.headers.authorization === 'Bearer new-access' ? ok(`data-${name}`) : fail(401, '账号未登录'),
      );
    }
    env.server.on(REFRESH, async () => {
      release();
      // Hold the refresh open so the three 401s are all waiting on it.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return refreshAnswer();
    });
    return { ...env, refreshStarted };
  }

  it('refreshes once while three requests wait, then all three succeed with the new token', async () => {
    const { client, server } = expiredTokenServer(() =>
      ok({ userId: 1, accessToken: 'new-access', refreshToken: 'new-refresh', expiresTime: Date.now() + 1_800_000 }),
    );
    const results = await Promise.all(['a', 'b', 'c'].map((name) => get(client, `/${name}`)));

    expect(results).toEqual(['data-a', 'data-b', 'data-c']);
    const refreshes = server.received(REFRESH);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].query.get('refreshToken')).toBe('old-refresh');
    expect(refreshes[0].headers.authorization).toBeUndefined();
    expect(refreshes[0].headers['tenant-id']).toBe('1');
    expect(getAccessToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('new-refresh');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed refresh shows the re-login dialog once, however many calls failed', async () => {
    const { client, server, onRelogin } = expiredTokenServer(() => fail(400, '无效的刷新令牌'));
    const outcomes = await Promise.allSettled(['a', 'b', 'c'].map((name) => get(client, `/${name}`)));

    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(server.received(REFRESH)).toHaveLength(1);
    const confirm = await reloginDialog();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(confirm).getByText('登录状态已过期，您可以继续留在该页面，或者重新登录')).toBeInTheDocument();
    // The refresh call's own message stays silent.
    expect(screen.queryByText('无效的刷新令牌')).not.toBeInTheDocument();

    await userEvent.click(within(confirm).getByRole('button', { name: '重新登录' }));
    expect(onRelogin).toHaveBeenCalledTimes(1);
  });

  it('"取消" keeps the user on the page', async () => {
    const { client, onRelogin } = expiredTokenServer(() => fail(401, '刷新令牌已过期'));
    await expect(get(client, '/a')).rejects.toThrow();
    const confirm = await reloginDialog();
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onRelogin).not.toHaveBeenCalled();
  });

  it('without a refresh token goes straight to the re-login dialog', async () => {
    const { client, server } = setup();
    localStorage.setItem('ACCESS_TOKEN', 'old-access');
    server.on('GET /a', fail(401));
    await expect(get(client, '/a')).rejects.toThrow('无效的会话，或者会话已过期，请重新登录。');
    expect(await reloginDialog()).toHaveTextContent('登录状态已过期');
    expect(server.received(REFRESH)).toHaveLength(0);
  });

  it('a refused refresh token is forgotten: the next 401 does not try it again', async () => {
    const { client, server } = expiredTokenServer(() => fail(400, '无效的刷新令牌'));
    await expect(get(client, '/a')).rejects.toThrow();
    await expect(get(client, '/b')).rejects.toThrow();
    expect(server.received(REFRESH)).toHaveLength(1);
    expect(getRefreshToken()).toBeNull();
  });

  it('two tabs whose tokens expired together exchange the refresh token once, under the lock they share', async () => {
    // jsdom has no Web Locks: one lock manager for both "tabs", granting one holder at a time.
    let tail: Promise<unknown> = Promise.resolve();
    let held = false;
    type Task = (lock: object | null) => Promise<unknown>;
    const hold = (task: Task) => async () => {
      held = true;
      try {
        return await task({});
      } finally {
        held = false;
      }
    };
    const locks = {
      request: (_name: string, ...args: [Task] | [{ ifAvailable?: boolean }, Task]) => {
        const task = args.length === 1 ? args[0] : args[1];
        if (args.length === 2 && args[0].ifAvailable && held) return task(null);
        return (tail = tail.then(hold(task), hold(task)));
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const { client, server } = expiredTokenServer(() =>
        ok({ userId: 1, accessToken: 'new-access', refreshToken: 'new-refresh', expiresTime: Date.now() + 1_800_000 }),
      );
      const otherTab = createRequestClient({ onRelogin: vi.fn() });
      const results = await Promise.all([get(client, '/a'), get(otherTab, '/b')]);

      expect(results).toEqual(['data-a', 'data-b']);
      // A second exchange of old-refresh would have revoked the session in both tabs.
      expect(server.received(REFRESH).map((r) => r.query.get('refreshToken'))).toEqual(['old-refresh']);
      expect(getRefreshToken()).toBe('new-refresh');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('a call that opts out of the dialog only rejects', async () => {
    const { client } = expiredTokenServer(() => fail(400, '无效的刷新令牌'));
    await expect(client.request({ method: 'GET', url: '/a', promptRelogin: false })).rejects.toMatchObject({
      code: 401,
      shown: false,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
