/** The navbar bell against a fake server: dot, live count, popover list, view all. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { noticeApi, notifyMessageApi, type NotifyMessage } from '@tenon/contracts';
import { renderWithProviders } from '../../test/render';
import { createFakeServer, ok, type FakeServer } from '../../test/fakeServer';
import { setTenant, setTokens } from '../../stores/authStorage';
import { useDictStore } from '../../stores/dictStore';
import { installFakeStreamFetch } from './testing/fakeEventStream';
import { useUnreadCountStore } from './unreadCountStore';
import NotifyBell from './NotifyBell';

const message = (fields: Partial<NotifyMessage> = {}): NotifyMessage => ({
  id: 1,
  userId: 1,
  userType: 2,
  templateId: 1,
  templateCode: 'test',
  templateNickname: '系统管理员',
  templateContent: '您有一条新的审批待处理',
  templateType: 1,
  templateParams: {},
  readStatus: false,
  readTime: null,
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});

let stream: ReturnType<typeof installFakeStreamFetch>;

beforeEach(() => {
  setTenant(1, '榫卯科技');
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  useDictStore.getState().setDictDatas([
    { dictType: 'system_notify_template_type', value: '1', label: '通知公告', colorType: 'primary', cssClass: '' },
    { dictType: 'system_notify_template_type', value: '2', label: '系统消息', colorType: 'success', cssClass: '' },
    { dictType: 'system_notice_type', value: '1', label: '通知', colorType: 'success', cssClass: '' },
  ]);
  stream = installFakeStreamFetch();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useUnreadCountStore.setState(useUnreadCountStore.getInitialState(), true);
});

function renderBell(server: FakeServer) {
  const router = createMemoryRouter(
    [
      { path: '/index', element: <NotifyBell /> },
      { path: '/user/notify-message', element: <h1>我的站内信</h1> },
      { path: '/bpm/process-instance/detail', element: <h1>流程详情</h1> },
    ],
    { initialEntries: ['/index'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { server, router, user: userEvent.setup({ delay: null }) };
}

const bell = (name: string | RegExp = /^站内信/) => screen.findByRole('button', { name });
const hasDot = (button: HTMLElement) => button.querySelector('.ant-badge-dot') !== null;

describe('the unread dot', () => {
  it('shows while the server counts unread messages', async () => {
    renderBell(createFakeServer().on(notifyMessageApi.getUnreadCount, ok(3)));
    const button = await bell('站内信：3 条未读');
    expect(hasDot(button)).toBe(true);
  });

  it('is absent at 0', async () => {
    const { server } = renderBell(createFakeServer().on(notifyMessageApi.getUnreadCount, ok(0)));
    await waitFor(() => expect(server.received(notifyMessageApi.getUnreadCount)).toHaveLength(1));
    expect(hasDot(await bell('站内信'))).toBe(false);
  });

  it('follows the live stream', async () => {
    renderBell(createFakeServer().on(notifyMessageApi.getUnreadCount, ok(0)));
    await waitFor(() => expect(stream.streams).toHaveLength(1));
    act(() => stream.latest().count(2));
    expect(hasDot(await bell('站内信：2 条未读'))).toBe(true);
    act(() => stream.latest().count(0));
    expect(hasDot(await bell('站内信'))).toBe(false);
  });

  it('keeps a pushed count when an answer counted before it arrives later', async () => {
    // The page's first question is still on its way when the messages are marked read elsewhere
    // and the stream pushes 0: the late answer (3, counted before) must not bring the dot back.
    let answer!: (count: number) => void;
    const { server } = renderBell(
      createFakeServer().on(notifyMessageApi.getUnreadCount, () => new Promise((resolve) => void (answer = (n) => resolve(ok(n))))),
    );
    await waitFor(() => expect(server.received(notifyMessageApi.getUnreadCount)).toHaveLength(1));
    await waitFor(() => expect(stream.streams).toHaveLength(1));
    act(() => stream.latest().count(0));
    await act(async () => answer(3));
    expect(hasDot(await bell('站内信'))).toBe(false);
    act(() => stream.latest().count(1));
    expect(hasDot(await bell('站内信：1 条未读'))).toBe(true);
  });

  it('is asked again every 120000 ms (the poll stays as the fallback)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { server } = renderBell(createFakeServer().on(notifyMessageApi.getUnreadCount, (_, call) => ok(call)));
    await waitFor(() => expect(server.received(notifyMessageApi.getUnreadCount)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(119_999));
    expect(server.received(notifyMessageApi.getUnreadCount)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(await bell('站内信：1 条未读')).toBeInTheDocument();
  });

  it('stops polling and streaming when the bell goes away (mobile, sign-out)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { server, router } = renderBell(createFakeServer().on(notifyMessageApi.getUnreadCount, ok(1)));
    await waitFor(() => expect(stream.streams).toHaveLength(1));
    await act(() => router.navigate('/user/notify-message'));
    expect(stream.requests[0].signal?.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(240_000));
    expect(server.received(notifyMessageApi.getUnreadCount)).toHaveLength(1);
  });

  it('closes the stream while the tab is hidden, and catches up when it shows again', async () => {
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    const { server } = renderBell(createFakeServer().on(notifyMessageApi.getUnreadCount, (_, call) => ok(call * 2)));
    await waitFor(() => expect(stream.streams).toHaveLength(1));
    try {
      act(() => setVisibility('hidden'));
      expect(stream.requests[0].signal?.aborted).toBe(true);
      act(() => setVisibility('visible'));
      expect(await bell('站内信：2 条未读')).toBeInTheDocument();
      await waitFor(() => expect(stream.streams).toHaveLength(2));
      expect(server.received(notifyMessageApi.getUnreadCount)).toHaveLength(2);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });
});

describe('the popover', () => {
  it('lists the unread messages, 600 wide, and resets the count to 0', async () => {
    const server = createFakeServer()
      .on(notifyMessageApi.getUnreadCount, ok(2))
      .on(notifyMessageApi.getUnreadList, ok([message(), message({ id: 2, templateNickname: '运维', templateType: 2, templateContent: '磁盘空间不足' })]));
    const { user } = renderBell(server);
    await user.click(await bell('站内信：2 条未读'));

    const popover = await screen.findByRole('tooltip');
    const rows = await within(popover).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '发送人发送时间类型内容',
      '系统管理员2024-05-06 09:30:05通知公告您有一条新的审批待处理',
      '运维2024-05-06 09:30:05系统消息磁盘空间不足',
    ]);
    expect(server.received(notifyMessageApi.getUnreadList)[0].search).toBe('size=10');
    expect(popover.closest('.notify-popover-root')).toHaveStyle({ width: '600px' });
    expect(hasDot(await bell('站内信'))).toBe(false);
  });

  it('shows message content as text: markup in it is never run or rendered', async () => {
    const content = '<script>window.hacked = true</script><b>粗体</b>';
    const server = createFakeServer()
      .on(notifyMessageApi.getUnreadCount, ok(1))
      .on(notifyMessageApi.getUnreadList, ok([message({ templateContent: content })]));
    const { user } = renderBell(server);
    await user.click(await bell());

    const popover = await screen.findByRole('tooltip');
    expect(await within(popover).findByText(content)).toBeInTheDocument();
    expect(popover.querySelector('script, b')).toBeNull();
  });

  it("links a workflow message to its process's detail page", async () => {
    const server = createFakeServer()
      .on(notifyMessageApi.getUnreadCount, ok(1))
      .on(
        notifyMessageApi.getUnreadList,
        ok([message({ templateCode: 'bpm-task-assigned', templateContent: '您有一条新的待办任务：请假', templateParams: { processInstanceId: 'p-1' } })]),
      );
    const { user, router } = renderBell(server);
    await user.click(await bell());
    const link = await within(await screen.findByRole('tooltip')).findByRole('link', { name: '查看流程' });
    expect(link).toHaveAttribute('href', '/bpm/process-instance/detail?id=p-1');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: '流程详情' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=p-1');
  });

  it('says so when nothing is unread', async () => {
    const server = createFakeServer().on(notifyMessageApi.getUnreadCount, ok(0)).on(notifyMessageApi.getUnreadList, ok([]));
    const { user } = renderBell(server);
    await user.click(await bell());
    expect(await screen.findByText('暂无未读站内信')).toBeInTheDocument();
  });

  it('loads the list again each time it opens', async () => {
    const server = createFakeServer()
      .on(notifyMessageApi.getUnreadCount, ok(1))
      .on(notifyMessageApi.getUnreadList, (_, call) => ok(call === 0 ? [message()] : []));
    const { user } = renderBell(server);
    await user.click(await bell());
    expect(await screen.findByText('您有一条新的审批待处理')).toBeInTheDocument();
    await user.click(await bell());
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.click(await bell());
    expect(await screen.findByText('暂无未读站内信')).toBeInTheDocument();
    expect(server.received(notifyMessageApi.getUnreadList)).toHaveLength(2);
  });

  it('查看全部 opens MyNotifyMessage and closes the popover', async () => {
    const server = createFakeServer().on(notifyMessageApi.getUnreadCount, ok(1)).on(notifyMessageApi.getUnreadList, ok([message()]));
    const { user, router } = renderBell(server);
    await user.click(await bell());
    await user.click(await screen.findByRole('button', { name: '查看全部' }));
    expect(await screen.findByRole('heading', { name: '我的站内信' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/notify-message');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('a message in full', () => {
  it('opens a pushed notice from its title with the notice’s body, and reads the message', async () => {
    const server = createFakeServer()
      .on(notifyMessageApi.getUnreadCount, ok(1))
      .on(notifyMessageApi.getUnreadList, ok([message({ id: 7, templateCode: 'system-notice', templateContent: '国庆放假通知', templateParams: { title: '国庆放假通知', noticeId: 3 } })]))
      .on(noticeApi.getPushed, ok({ id: 3, title: '国庆放假通知', type: 1, content: '<p>放假<strong>七天</strong></p>', createTime: 0 }))
      .on(notifyMessageApi.updateRead, ok(true));
    const { user } = renderBell(server);
    await user.click(await bell());
    await user.click(await within(await screen.findByRole('tooltip')).findByRole('button', { name: '国庆放假通知' }));
    const dialog = await screen.findByRole('dialog', { name: '消息详情' });
    expect(await within(dialog).findByText('七天')).toBeInTheDocument();
    expect(within(dialog).getByText('七天').tagName).toBe('STRONG');
    expect(server.received(noticeApi.getPushed)[0].search).toBe('messageId=7');
    await waitFor(() => expect(server.received(notifyMessageApi.updateRead)[0]?.search).toBe('ids=7'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens any other message as its text', async () => {
    const server = createFakeServer()
      .on(notifyMessageApi.getUnreadCount, ok(1))
      .on(notifyMessageApi.getUnreadList, ok([message({ id: 8, templateContent: '<b>不是粗体</b>' })]))
      .on(notifyMessageApi.updateRead, ok(true));
    const { user } = renderBell(server);
    await user.click(await bell());
    await user.click(await within(await screen.findByRole('tooltip')).findByRole('button', { name: '<b>不是粗体</b>' }));
    const dialog = await screen.findByRole('dialog', { name: '消息详情' });
    expect(within(dialog).getByText('<b>不是粗体</b>')).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();
    expect(server.received(noticeApi.getPushed)).toHaveLength(0);
  });
});
