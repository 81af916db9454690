/** 消息记录 against a fake server: the list with its labels, the filters sent, 详细. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifyMessageApi, Permissions, type NotifyMessage } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../../test/renderPage';
import NotifyMessagePage from './index';

const message = (id: number, fields: Partial<NotifyMessage> = {}): NotifyMessage => ({
  id,
  userId: 100,
  userType: 2,
  templateId: 9,
  templateCode: 'meeting',
  templateNickname: '行政部',
  templateContent: `测试号 您好，第${id}次开会`,
  templateType: 1,
  templateParams: { name: '测试号' },
  readStatus: false,
  readTime: null,
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const dicts = [
  dictEntry('user_type', '1', '会员'),
  dictEntry('user_type', '2', '管理员', 'success'),
  dictEntry('system_notify_template_type', '1', '通知公告'),
  dictEntry('system_notify_template_type', '2', '系统消息'),
  dictEntry('infra_boolean_string', 'true', '是', 'danger'),
  dictEntry('infra_boolean_string', 'false', '否', 'info'),
];
const list = [message(1), message(2, { readStatus: true, readTime: new Date(2024, 4, 7, 8, 0, 0).getTime() })];
const openPage = (server: FakeServer, permissions = Object.values(Permissions.system.notifyMessage)) =>
  renderPage(<NotifyMessagePage />, { server, permissions, dicts });
const serverWith = () => createFakeServer().on(notifyMessageApi.page, ok({ list, total: list.length }));
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('消息记录', () => {
  it('lists the messages with their labels and sends the filters on 搜索', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('测试号 您好，第2次开会');
    expect(within(rowOf('测试号 您好，第2次开会')).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '2',
      '管理员',
      '100',
      'meeting',
      '行政部',
      '测试号 您好，第2次开会',
      '{"name":"测试号"}',
      '通知公告',
      '是',
      '2024-05-07 08:00:00',
      '2024-05-06 09:30:05',
      '详细',
    ]);
    await user.type(screen.getByPlaceholderText('请输入模板编码'), 'meet');
    await user.type(screen.getByPlaceholderText('请输入用户编号'), '100');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(decodeURIComponent(server.received(notifyMessageApi.page).at(-1)!.search)).toBe('userId=100&templateCode=meet&pageNo=1&pageSize=20'),
    );
  });

  it('shows a message in 详细', async () => {
    const { user } = openPage(serverWith());
    await screen.findByText('测试号 您好，第1次开会');
    await user.click(within(rowOf('测试号 您好，第1次开会')).getByRole('button', { name: /详细/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('站内信详细');
    expect(dialog).toHaveTextContent('模版编号9');
    expect(dialog).toHaveTextContent('是否已读否');
  });
});
