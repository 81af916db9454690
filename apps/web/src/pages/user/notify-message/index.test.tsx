/** 我的站内信 against a fake server: the query it sends, marking read, details. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifyMessageApi, type NotifyMessage } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { dictEntry, renderPage as renderWithPage } from '../../../test/renderPage';
import { useUnreadCountStore } from '../../../layout/notify/unreadCountStore';
import MyNotifyMessagePage from './index';

const message = (id: number, fields: Partial<NotifyMessage> = {}): NotifyMessage => ({
  id,
  userId: 1,
  userType: 2,
  templateId: 1,
  templateCode: 'test',
  templateNickname: '系统管理员',
  templateContent: `第 ${id} 条消息`,
  templateType: 1,
  templateParams: {},
  readStatus: false,
  readTime: null,
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});

const page = [message(1), message(2, { readStatus: true, readTime: new Date(2024, 4, 7, 8, 0, 0).getTime() }), message(3)];

const DICTS = [
  dictEntry('system_notify_template_type', '1', '通知公告'),
  dictEntry('infra_boolean_string', 'true', '是'),
  dictEntry('infra_boolean_string', 'false', '否'),
];

// Every signed-in user reads their own messages: no permission needed.
const renderPage = (server: FakeServer) => renderWithPage(<MyNotifyMessagePage />, { server, permissions: [], dicts: DICTS });

const serverWith = (list = page, total = list.length) =>
  createFakeServer().on(notifyMessageApi.myPage, ok({ list, total }));

/** The query strings my-page received, decoded for reading. */
const searches = (server: FakeServer) => server.received(notifyMessageApi.myPage).map((r) => decodeURIComponent(r.search));

// antd gives every generated id the same value under test, so the dialog's name cannot be read.
const detailDialog = async () => {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('消息详情');
  return dialog;
};

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the list', () => {
  it('asks for the first 20 of my messages and shows them', async () => {
    const { server } = renderPage(serverWith());
    const row = rowOf(await screen.findByText('第 2 条消息').then((cell) => cell.textContent!));
    expect(searches(server)).toEqual(['pageNo=1&pageSize=20']);
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '',
      '系统管理员',
      '2024-05-06 09:30:05',
      '通知公告',
      '第 2 条消息',
      '是',
      '2024-05-07 08:00:00',
      '详情',
    ]);
    expect(within(rowOf('第 1 条消息')).getAllByRole('cell')[5]).toHaveTextContent('否');
  });

  it('sends the filters: read status as a boolean, the send-time range as whole days in createTime[0], createTime[1]', async () => {
    const { server, user } = renderPage(serverWith());
    await screen.findByText('第 1 条消息');

    await user.click(screen.getByRole('combobox', { name: '是否已读' }));
    await user.click(await screen.findByTitle('否'));
    const [start, end] = screen.getAllByPlaceholderText(/开始日期|结束日期/);
    await user.click(start);
    await user.type(start, '2024-05-01{Enter}');
    await user.type(end, '2024-05-31{Enter}');
    await user.click(screen.getByRole('button', { name: '搜索' }));

    await waitFor(() =>
      expect(searches(server).at(-1)).toBe(
        'pageNo=1&pageSize=20&readStatus=false&createTime[0]=2024-05-01 00:00:00&createTime[1]=2024-05-31 23:59:59',
      ),
    );

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('pageNo=1&pageSize=20'));
  });

  it('pages through the list', async () => {
    const { server, user } = renderPage(serverWith(page, 45));
    await screen.findByText('第 1 条消息');
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('pageNo=3&pageSize=20'));
  });

  it('the search form can be hidden from the right toolbar', async () => {
    const { user } = renderPage(serverWith());
    await screen.findByText('第 1 条消息');
    await user.click(screen.getByRole('button', { name: '隐藏搜索' }));
    expect(screen.queryByRole('combobox', { name: '是否已读' })).not.toBeInTheDocument();
  });
});

describe('marking read', () => {
  it('标记已读 sends the selected unread ids, one ids= each, then reloads the list and the bell count', async () => {
    const server = serverWith()
      .on(notifyMessageApi.updateRead, ok(true))
      .on(notifyMessageApi.getUnreadCount, ok(0));
    useUnreadCountStore.getState().setCount(2);
    const { user } = renderPage(server);
    await screen.findByText('第 1 条消息');

    const markRead = screen.getByRole('button', { name: /标记已读/ });
    expect(markRead).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '选择消息 2' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '选择消息 1' }));
    await user.click(screen.getByRole('checkbox', { name: '选择消息 3' }));
    await user.click(markRead);

    expect(await screen.findByText('标记已读成功')).toBeInTheDocument();
    const [request] = server.received(notifyMessageApi.updateRead);
    expect(request.method).toBe('PUT');
    expect(request.search).toBe('ids=1&ids=3');
    await waitFor(() => expect(server.received(notifyMessageApi.myPage)).toHaveLength(2));
    expect(useUnreadCountStore.getState().count).toBe(0);
    expect(markRead).toBeDisabled();
  });

  it('全部已读 reads everything', async () => {
    const server = serverWith().on(notifyMessageApi.updateAllRead, ok(true)).on(notifyMessageApi.getUnreadCount, ok(0));
    const { user } = renderPage(server);
    await screen.findByText('第 1 条消息');
    await user.click(screen.getByRole('button', { name: /全部已读/ }));
    expect(await screen.findByText('全部已读成功')).toBeInTheDocument();
    expect(server.received(notifyMessageApi.updateAllRead)).toHaveLength(1);
    await waitFor(() => expect(server.received(notifyMessageApi.myPage)).toHaveLength(2));
  });
});

describe('详情', () => {
  it('shows the message and reads it', async () => {
    const server = createFakeServer()
      .on(notifyMessageApi.myPage, (_, call) =>
        ok({ list: call === 0 ? page : [message(1, { readStatus: true, readTime: new Date(2024, 4, 8, 10, 0, 0).getTime() })], total: 3 }),
      )
      .on(notifyMessageApi.updateRead, ok(true))
      .on(notifyMessageApi.getUnreadCount, ok(1));
    const { user } = renderPage(server);
    await user.click(within(rowOf(await screen.findByText('第 1 条消息').then((c) => c.textContent!))).getByRole('button', { name: '详情' }));

    const dialog = await detailDialog();
    expect(within(dialog).getByText('第 1 条消息')).toBeInTheDocument();
    expect(server.received(notifyMessageApi.updateRead)[0].search).toBe('ids=1');
    // After the list reloads, the dialog shows the read time the server recorded.
    expect(await within(dialog).findByText('2024-05-08 10:00:00')).toBeInTheDocument();
    expect(screen.queryByText('标记已读成功')).not.toBeInTheDocument();
  });

  it('stays open, as read, when the reloaded list no longer holds the message (filtered to unread)', async () => {
    const server = createFakeServer()
      .on(notifyMessageApi.myPage, (_, call) => ok(call === 0 ? { list: [message(1)], total: 1 } : { list: [], total: 0 }))
      .on(notifyMessageApi.updateRead, ok(true))
      .on(notifyMessageApi.getUnreadCount, ok(0));
    const { user } = renderPage(server);
    await user.click(within(rowOf(await screen.findByText('第 1 条消息').then((c) => c.textContent!))).getByRole('button', { name: '详情' }));
    const dialog = await detailDialog();
    await waitFor(() => expect(server.received(notifyMessageApi.myPage)).toHaveLength(2));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByText('是')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/阅读时间\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  it('does not read an already read message again', async () => {
    const { server, user } = renderPage(serverWith());
    await user.click(within(rowOf(await screen.findByText('第 2 条消息').then((c) => c.textContent!))).getByRole('button', { name: '详情' }));
    expect(await detailDialog()).toBeInTheDocument();
    expect(server.received(notifyMessageApi.updateRead)).toHaveLength(0);
  });
});
