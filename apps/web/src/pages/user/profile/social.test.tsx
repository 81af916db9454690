/** 个人中心 → 社交信息 against a fake server: the tenant's providers, bind (there and back), unbind. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOREIGN_CALLBACK, rememberStarted } from '../../../session/socialSignIn';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { authApi, socialUserApi, userProfileApi, type SocialUser, type UserProfile } from '@tenon/contracts';
import { renderWithProviders } from '../../../test/render';
import { createFakeServer, fail, ok, type FakeServer } from '../../../test/fakeServer';
import { documentNavigation } from '../../../router/documentNavigation';
import { useSessionStore } from '../../../stores/sessionStore';
import ProfilePage from './index';

vi.mock('antd-img-crop', () => ({ default: ({ children }: { children: ReactNode }) => children }));

const profile: UserProfile = {
  id: 1,
  username: 'lisi',
  nickname: '李四',
  email: '',
  mobile: '',
  sex: 1,
  avatar: '',
  status: 0,
  remark: '',
  loginIp: '',
  loginDate: null,
  createTime: 0,
  roles: [],
  dept: null,
  posts: [],
  socialUsers: [],
};

const account = (fields: Partial<SocialUser> = {}): SocialUser => ({
  id: 5,
  type: 90,
  openid: 'sub-42',
  nickname: '李四@IdP',
  avatar: '',
  rawUserInfo: '{}',
  userId: 1,
  username: 'lisi',
  createTime: 0,
  updateTime: 0,
  ...fields,
});

const providers = [
  { type: 90, name: '统一身份认证' },
  { type: 20, name: '钉钉' },
];

beforeEach(() => {
  // The round trip the return tests come back from was started here (goToProvider notes it).
  rememberStarted('s1');
  useSessionStore.getState().setSession({
    user: { id: 1, userName: 'lisi', nickname: '李四', avatar: '', tenantId: 1 },
    roles: ['common'],
    permissions: [],
  });
});
afterEach(() => vi.restoreAllMocks());

function serverWith(socials = providers, binds: SocialUser[][] = [[]]): FakeServer {
  return createFakeServer()
    .on(userProfileApi.get, ok(profile))
    .on(authApi.loginOptions, ok({ registerEnabled: false, socials }))
    .on(socialUserApi.getBindList, (_, index) => ok(binds[Math.min(index, binds.length - 1)]));
}

function renderProfile(server: FakeServer, path = '/user/profile?tab=social') {
  const router = createMemoryRouter([{ path: '/user/profile', element: <ProfilePage /> }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { server, location, user: userEvent.setup({ delay: null }) };
}

const row = (name: string) => screen.findByRole('listitem', { name });

describe('社交信息', () => {
  it('says so when the administrator configured no provider', async () => {
    renderProfile(serverWith([]));
    expect(await screen.findByText('管理员尚未配置社交登录')).toBeInTheDocument();
  });

  it("lists the tenant's providers: the bound one with its account and 解绑, the other with 绑定", async () => {
    renderProfile(serverWith(providers, [[account()]]));
    const idp = await row('统一身份认证');
    expect(within(idp).getByText('已绑定')).toBeInTheDocument();
    expect(within(idp).getByText('李四@IdP')).toBeInTheDocument();
    expect(within(idp).getByText('openid：sub-42')).toBeInTheDocument();
    expect(within(idp).getByRole('button', { name: '解绑' })).toBeInTheDocument();
    const dingtalk = await row('钉钉');
    expect(within(dingtalk).getByText('未绑定')).toBeInTheDocument();
    expect(within(dingtalk).getByRole('button', { name: '绑定' })).toBeInTheDocument();
  });

  it('绑定 leaves for the provider, to come back to this page', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'access-lisi');
    const server = serverWith().on(authApi.socialAuthRedirect, ok('https://oapi.dingtalk.example/connect?state=s9'));
    const leave = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => {});
    const { user } = renderProfile(server);
    await user.click(within(await row('钉钉')).getByRole('button', { name: '绑定' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://oapi.dingtalk.example/connect?state=s9'));
    const [asked] = server.received(authApi.socialAuthRedirect);
    expect(asked!.query.get('type')).toBe('20');
    expect(asked!.query.get('redirectUri')).toBe(`${window.location.origin}/user/profile?type=20`);
    // Signed in: the server notes who started it, and binds its answer to nobody else.
    expect(asked!.headers.authorization).toBe('Bearer access-lisi');
  });

  it('back from the provider, binds what it brought once, says 绑定成功 and clears the address', async () => {
    const server = serverWith(providers, [[account()]]).on(socialUserApi.bind, ok(true));
    const { location } = renderProfile(server, '/user/profile?type=90&code=c1&state=s1');
    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    expect(server.received(socialUserApi.bind).map((r) => r.body)).toEqual([{ type: 90, code: 'c1', state: 's1' }]);
    await waitFor(() => expect(location()).toBe('/user/profile?tab=social'));
    expect(within(await row('统一身份认证')).getByText('已绑定')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '社交信息', selected: true })).toBeInTheDocument();
  });

  it('binds nothing from a link this browser did not start, and says why', async () => {
    const server = serverWith().on(socialUserApi.bind, ok(true));
    const { location } = renderProfile(server, '/user/profile?type=90&code=theirs&state=not-started-here');
    expect(await screen.findByText(`绑定失败：${FOREIGN_CALLBACK}`)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/user/profile?tab=social'));
    expect(server.received(socialUserApi.bind)).toHaveLength(0);
  });

  it("tells the server's refusal of a bind, and clears the address too", async () => {
    const server = serverWith().on(socialUserApi.bind, fail(1_002_018_000, '社交授权失败，原因是：该账号已绑定其他用户'));
    const { location } = renderProfile(server, '/user/profile?type=90&code=c1&state=s1');
    expect(await screen.findByText('社交授权失败，原因是：该账号已绑定其他用户')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/user/profile?tab=social'));
    expect(server.received(socialUserApi.bind)).toHaveLength(1);
  });

  it('解绑 asks first, unbinds the account by type and openid, and shows the provider unbound', async () => {
    const server = serverWith(providers, [[account()], []]).on(socialUserApi.unbind, ok(true));
    const { user } = renderProfile(server);
    await user.click(within(await row('统一身份认证')).getByRole('button', { name: '解绑' }));
    const prompt = await screen.findByRole('dialog');
    expect(within(prompt).getByText('确定解绑统一身份认证账号「李四@IdP」吗？')).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('解绑成功')).toBeInTheDocument();
    expect(server.received(socialUserApi.unbind).map((r) => r.body)).toEqual([{ type: 90, openid: 'sub-42' }]);
    await waitFor(async () => expect(within(await row('统一身份认证')).getByText('未绑定')).toBeInTheDocument());
  });
});
