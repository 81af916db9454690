/** 操作日志 against a fake server: the query it sends, dictionary labels, outcome, export, details. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Permissions, operateLogApi, type Endpoint } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../test/renderPage';
import OperateLogPage, { type OperateLog } from './index';

const log = (id: number, fields: Partial<OperateLog> = {}): OperateLog => ({
  id,
  traceId: `trace-${id}`,
  userId: 1,
  userNickname: '芋道源码',
  userType: 2,
  module: '岗位管理',
  name: '新增岗位',
  type: 2,
  content: '{"name":"测试岗","code":"tester"}',
  requestMethod: 'POST',
  requestUrl: '/admin-api/system/post/create',
  userIp: '127.0.0.1',
  userAgent: 'Mozilla/5.0 Chrome/120.0',
  startTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  duration: 37,
  resultCode: 0,
  resultMsg: '',
  ...fields,
});

const page = [
  log(21),
  log(22, { module: '用户管理', name: '删除用户', type: 4, resultCode: 1_002_003_008, resultMsg: '不能删除自己', requestMethod: 'DELETE', requestUrl: '/admin-api/system/user/delete' }),
];

const dicts = [dictEntry('system_operate_type', '1', '查询'), dictEntry('system_operate_type', '2', '新增'), dictEntry('system_operate_type', '4', '删除')];

afterEach(() => vi.restoreAllMocks());

const openPage = (server: FakeServer, permissions = [Permissions.system.operateLog.query, Permissions.system.operateLog.export]) =>
  renderPage(<OperateLogPage />, { server, permissions, roles: ['tenant_admin'], dicts });

const serverWith = (list = page, total = list.length) => createFakeServer().on(operateLogApi.page, ok({ list, total }));

const searches = (server: FakeServer, endpoint: Pick<Endpoint, 'method' | 'path'> = operateLogApi.page) =>
  server.received(endpoint).map((r) => decodeURIComponent(r.search));

const rowOf = (id: number) => screen.getByRole('cell', { name: String(id) }).closest('tr')!;

async function fillFilters(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByPlaceholderText('请输入系统模块'), '岗位');
  await user.type(screen.getByPlaceholderText('请输入操作人员'), '芋道');
  await user.click(screen.getByRole('combobox', { name: '类型' }));
  await user.click(await screen.findByTitle('新增'));
  await user.click(screen.getByRole('combobox', { name: '状态' }));
  await user.click(await screen.findByTitle('成功'));
  const [start, end] = screen.getAllByPlaceholderText(/开始日期|结束日期/);
  await user.click(start);
  await user.type(start, '2024-05-01{Enter}');
  await user.type(end, '2024-05-31{Enter}');
}

const FILTERED = 'module=岗位&userNickname=芋道&type=2&success=true&startTime[0]=2024-05-01 00:00:00&startTime[1]=2024-05-31 23:59:59';

describe('the list', () => {
  it('asks for the first 20 logs; shows the type by its dictionary label and the outcome by the result code', async () => {
    const { server } = openPage(serverWith());
    await screen.findByText('删除用户');
    expect(searches(server)).toEqual(['pageNo=1&pageSize=20']);
    expect(within(rowOf(21)).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '21',
      '岗位管理',
      '新增岗位',
      '新增',
      '芋道源码',
      '成功',
      '2024-05-06 09:30:05',
      '37 ms',
      '详细',
    ]);
    const failed = within(rowOf(22)).getAllByRole('cell');
    expect(failed[3]).toHaveTextContent('删除');
    expect(failed[5]).toHaveTextContent('失败');
  });

  it('sends the filters: module, operator, type, 成功 as success=true, the days in startTime[0], startTime[1]', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('删除用户');
    await fillFilters(user);
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe(`${FILTERED}&pageNo=1&pageSize=20`));

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('pageNo=1&pageSize=20'));
  });

  it('失败 is sent as success=false', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('删除用户');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('失败'));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('success=false&pageNo=1&pageSize=20'));
  });

  it('刷新 asks again, for a call recorded since', async () => {
    const server = createFakeServer().on(operateLogApi.page, (_, call) =>
      ok(call === 0 ? { list: [log(21)], total: 1 } : { list: [log(23, { name: '修改岗位' }), log(21)], total: 2 }),
    );
    const { user } = openPage(server);
    await screen.findByText('新增岗位');
    await user.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('修改岗位')).toBeInTheDocument();
  });
});

describe('导出', () => {
  it('asks first, then downloads 操作日志.xlsx with the applied filters', async () => {
    const file = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const server = serverWith().on(operateLogApi.export, { status: 200, data: file });
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:operate-log'), revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = openPage(server);
    await screen.findByText('删除用户');
    await fillFilters(user);
    await user.click(screen.getByRole('button', { name: '搜索' }));

    await user.click(screen.getByRole('button', { name: /导出/ }));
    expect(await screen.findByText('是否确认导出所有操作日志数据项?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(downloads).toEqual(['操作日志.xlsx']));
    expect(searches(server, operateLogApi.export)).toEqual([FILTERED]);
  });

  it('is not offered without the export permission', async () => {
    openPage(serverWith(), [Permissions.system.operateLog.query]);
    await screen.findByText('删除用户');
    expect(screen.queryByRole('button', { name: /导出/ })).not.toBeInTheDocument();
  });
});

describe('访问日志详细', () => {
  const openDetail = async (id: number) => {
    const { user } = openPage(serverWith());
    await screen.findByText('删除用户');
    await user.click(within(rowOf(id)).getByRole('button', { name: /详细/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('访问日志详细');
    return dialog;
  };

  const field = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).closest('tr')!.querySelector('td')!;

  it('shows a successful call as 正常, with who made it and the request', async () => {
    const dialog = await openDetail(21);
    expect(field(dialog, '日志主键')).toHaveTextContent('21');
    expect(field(dialog, '链路追踪')).toHaveTextContent('trace-21');
    expect(field(dialog, '操作模块')).toHaveTextContent('岗位管理');
    expect(field(dialog, '操作名')).toHaveTextContent('新增岗位');
    expect(field(dialog, '操作内容')).toHaveTextContent('{"name":"测试岗","code":"tester"}');
    expect(field(dialog, '用户信息')).toHaveTextContent('1 | 芋道源码 | 127.0.0.1 | Chrome 120');
    expect(field(dialog, '请求信息')).toHaveTextContent('POST /admin-api/system/post/create');
    expect(field(dialog, '操作结果')).toHaveTextContent(/^正常$/);
    expect(field(dialog, '操作时间')).toHaveTextContent('2024-05-06 09:30:05');
    expect(field(dialog, '执行时长')).toHaveTextContent('37 ms');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a failed call with its code and message', async () => {
    const dialog = await openDetail(22);
    expect(field(dialog, '操作结果')).toHaveTextContent('失败 | 1002003008 | 不能删除自己');
    expect(field(dialog, '请求信息')).toHaveTextContent('DELETE /admin-api/system/user/delete');
  });
});
