/** 首页 against a fake server: the figures shown are the server's. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { dashboardApi, type DashboardStats } from '@tenon/contracts';
import { renderWithProviders } from '../../test/render';
import { createFakeServer, fail, ok, type FakeServer } from '../../test/fakeServer';
import { useSessionStore } from '../../stores/sessionStore';
import { useUnreadCountStore } from '../../layout/notify/unreadCountStore';
import type { TrendChartProps } from './TrendChart';
import HomePage from './index';

// echarts needs a laid-out canvas; the chart's option has its own test. Here: what it is given.
vi.mock('./TrendChart', () => ({
  default: ({ stats }: TrendChartProps) => (
    <ol aria-label="趋势数据">
      {stats.loginTrend.map((day) => (
        <li key={day.date}>{`${day.date} ${day.success}/${day.failure}`}</li>
      ))}
    </ol>
  ),
}));

const stats: DashboardStats = {
  userCount: 128,
  tenantCount: 3,
  messageCount: 57,
  myUnreadMessageCount: 4,
  todayLoginCount: 19,
  roleNames: ['超级管理员'],
  loginTrend: [
    { date: '2024-05-06', success: 7, failure: 1 },
    { date: '2024-05-07', success: 9, failure: 0 },
  ],
  messageTrend: [{ date: '2024-05-07', count: 2 }],
};

beforeEach(() => {
  useUnreadCountStore.getState().setCount(0);
  useSessionStore.getState().setSession({
    user: { id: 1, userName: 'admin', nickname: '系统管理员', avatar: '', tenantId: 1 },
    roles: ['super_admin'],
    permissions: [],
  });
});

function renderHome(server: FakeServer) {
  const router = createMemoryRouter([{ path: '/index', element: <HomePage /> }, { path: '/user/notify-message', element: <h1>我的站内信</h1> }], {
    initialEntries: ['/index'],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { server, router, user: userEvent.setup({ delay: null }) };
}

const card = (title: string) => screen.getByLabelText(title);

describe('首页', () => {
  it('keeps the greeting and shows the counts the server reported for the last 7 days', async () => {
    const { server } = renderHome(createFakeServer().on(dashboardApi.stats, ok(stats)));
    expect(screen.getByText(/系统管理员，欢迎使用 Tenon 管理后台/)).toBeInTheDocument();
    await screen.findByLabelText('趋势数据');

    expect(server.received(dashboardApi.stats)[0].search).toBe('days=7');
    expect(card('用户数')).toHaveTextContent('128');
    expect(card('租户数')).toHaveTextContent('3');
    expect(card('站内信')).toHaveTextContent('57');
    expect(card('站内信')).toHaveTextContent('我的未读 4 条');
    expect(card('今日登录')).toHaveTextContent('19');
    expect(screen.getByText('最近 7 天')).toBeInTheDocument();
    expect(within(screen.getByLabelText('趋势数据')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '2024-05-06 7/1',
      '2024-05-07 9/0',
    ]);
  });

  it('the unread count leads to my messages', async () => {
    const { user, router } = renderHome(createFakeServer().on(dashboardApi.stats, ok(stats)));
    await user.click(await screen.findByRole('link', { name: '我的未读 4 条' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/notify-message'));
  });

  it('names the roles, not their codes', async () => {
    renderHome(createFakeServer().on(dashboardApi.stats, ok(stats)));
    expect(await screen.findByText('超级管理员')).toBeInTheDocument();
    expect(screen.queryByText('super_admin')).not.toBeInTheDocument();
  });

  it('shows no card for a count the server does not give this user', async () => {
    const limited: DashboardStats = { ...stats, tenantCount: null, messageCount: null, todayLoginCount: null, loginTrend: [], messageTrend: [] };
    renderHome(createFakeServer().on(dashboardApi.stats, ok(limited)));
    await waitFor(() => expect(card('用户数')).toHaveTextContent('128'));
    for (const title of ['租户数', '站内信', '今日登录']) expect(screen.queryByLabelText(title)).not.toBeInTheDocument();
  });

  it('keeps the unread count the bell shows, as 我的站内信 marks messages read', async () => {
    renderHome(createFakeServer().on(dashboardApi.stats, ok(stats)));
    expect(await screen.findByRole('link', { name: '我的未读 4 条' })).toBeInTheDocument();
    // 我的站内信 (or the bell's live stream) updates the shared count.
    act(() => useUnreadCountStore.getState().setCount(3));
    expect(await screen.findByRole('link', { name: '我的未读 3 条' })).toBeInTheDocument();
  });

  it('shows placeholders, not made-up numbers, while loading', async () => {
    let answer!: (value: ReturnType<typeof ok>) => void;
    renderHome(createFakeServer().on(dashboardApi.stats, () => new Promise((resolve) => (answer = resolve))));
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(card('用户数')).not.toHaveTextContent(/\d/);
    answer(ok(stats));
    await waitFor(() => expect(card('用户数')).toHaveTextContent('128'));
  });

  it('says when the figures could not be loaded, and 重试 asks again', async () => {
    const server = createFakeServer().on(dashboardApi.stats, (_, call) => (call === 0 ? fail(500, '系统异常') : ok(stats)));
    const { user } = renderHome(server);
    expect(await screen.findByText('首页统计加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(card('用户数')).toHaveTextContent('128'));
  });
});
