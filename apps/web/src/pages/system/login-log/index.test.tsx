/** 登录日志 against a fake server: what the screen adds to the kit (the browser cell, the 成功/失败 filter, 登录 wording, its 详细); export and paging are ResourcePage.test's. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Permissions, loginLogApi, type Endpoint } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../test/renderPage';
import LoginLogPage, { type LoginLog } from './index';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const log = (id: number, fields: Partial<LoginLog> = {}): LoginLog => ({
  id,
  logType: 100,
  traceId: `trace-${id}`,
  userId: 1,
  userType: 2,
  username: 'admin',
  result: 0,
  userIp: '127.0.0.1',
  userAgent: CHROME,
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});

const page = [log(11), log(12, { username: 'nobody', result: 10, userId: 0, userIp: '10.0.0.8' }), log(13, { logType: 200 })];

const dicts = [
  dictEntry('system_login_type', '100', '使用账号登录'),
  dictEntry('system_login_type', '200', '自己主动登出'),
  dictEntry('system_login_result', '0', '成功'),
  dictEntry('system_login_result', '10', '账号或密码不正确'),
];

const openPage = (server: FakeServer, permissions = [Permissions.system.loginLog.query, Permissions.system.loginLog.export]) =>
  renderPage(<LoginLogPage />, { server, permissions, roles: ['tenant_admin'], dicts });

const serverWith = (list = page) => createFakeServer().on(loginLogApi.page, ok({ list, total: list.length }));

const searches = (server: FakeServer, endpoint: Pick<Endpoint, 'method' | 'path'> = loginLogApi.page) =>
  server.received(endpoint).map((r) => decodeURIComponent(r.search));

const rowOf = (id: number) => screen.getByRole('cell', { name: String(id) }).closest('tr')!;

async function fillFilters(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByPlaceholderText('请输入登录地址'), '10.0.0');
  await user.type(screen.getByPlaceholderText('请输入用户名称'), 'nobody');
  await user.click(screen.getByRole('combobox', { name: '状态' }));
  await user.click(await screen.findByTitle('失败'));
  const [start, end] = screen.getAllByPlaceholderText(/开始日期|结束日期/);
  await user.click(start);
  await user.type(start, '2024-05-01{Enter}');
  await user.type(end, '2024-05-31{Enter}');
}

const FILTERED = 'userIp=10.0.0&username=nobody&status=false&createTime[0]=2024-05-01 00:00:00&createTime[1]=2024-05-31 23:59:59';

describe('the list', () => {
  it('asks for the first 20 logs and shows the type and result by their dictionary labels', async () => {
    const { server } = openPage(serverWith());
    await screen.findByText('10.0.0.8');
    expect(searches(server)).toEqual(['pageNo=1&pageSize=20']);
    expect(within(rowOf(12)).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '12',
      '使用账号登录',
      'nobody',
      '10.0.0.8',
      'Chrome 120 / Linux',
      '账号或密码不正确',
      '2024-05-06 09:30:05',
      '详细',
    ]);
    expect(within(rowOf(11)).getAllByRole('cell')[5]).toHaveTextContent('成功');
    expect(within(rowOf(13)).getAllByRole('cell')[1]).toHaveTextContent('自己主动登出');
  });

  it('says 登录 throughout, never 登陆', async () => {
    openPage(serverWith());
    await screen.findByText('10.0.0.8');
    expect(screen.getByRole('columnheader', { name: '登录结果' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('登陆');
  });

  it('names the browser and system, with the agent as sent on hover', async () => {
    const { user } = openPage(serverWith());
    await screen.findByText('10.0.0.8');
    await user.hover(within(rowOf(12)).getByText('Chrome 120 / Linux'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(CHROME);
  });

  it('sends the filters: address, user name, 失败 as status=false, the login days in createTime[0], createTime[1]', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('10.0.0.8');
    await fillFilters(user);
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe(`${FILTERED}&pageNo=1&pageSize=20`));

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('pageNo=1&pageSize=20'));
  });

  it('成功 is sent as status=true', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('10.0.0.8');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('成功'));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('status=true&pageNo=1&pageSize=20'));
  });
});

describe('详细', () => {
  it('shows the attempt read-only', async () => {
    const { user } = openPage(serverWith());
    await screen.findByText('10.0.0.8');
    await user.click(within(rowOf(12)).getByRole('button', { name: /详细/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('登录日志详细');
    for (const text of ['trace-12', '使用账号登录', 'nobody', '10.0.0.8', 'Chrome 120 / Linux', '账号或密码不正确', '2024-05-06 09:30:05']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    // The footer's 关闭, after the corner's ✕ of the same name.
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
