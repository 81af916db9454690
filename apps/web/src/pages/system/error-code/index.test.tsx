/** 错误码管理 against a fake server: the list and its filters, the edit that sends the message, export hidden without permission. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { errorCodeApi, Permissions, type ErrorCodeRow } from '@tenon/contracts';
import { createFakeServer, fail, ok, type FakeServer } from '../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../test/renderPage';
import ErrorCodePage from './index';

const P = Permissions.system.errorCode;
const row = (id: number, fields: Partial<ErrorCodeRow> = {}): ErrorCodeRow => ({
  id,
  type: 1,
  applicationName: 'tenon-server',
  code: 1002000000 + id,
  message: `提示${id}`,
  memo: '',
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const dicts = [...COMMON_STATUS, dictEntry('system_error_code_type', '1', '自动生成', 'warning'), dictEntry('system_error_code_type', '2', '手动编辑')];
const openPage = (server: FakeServer, permissions = Object.values(P)) => renderPage(<ErrorCodePage />, { server, permissions, dicts });
const serverWith = (list = [row(0, { id: 10, message: '登录失败，账号密码不正确' }), row(1, { type: 2, message: '已编辑的提示' })]) =>
  createFakeServer().on(errorCodeApi.page, ok({ list, total: list.length }));
const searches = (server: FakeServer) => server.received(errorCodeApi.page).map((r) => decodeURIComponent(r.search));
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the list', () => {
  it('shows the codes with their type and sends the filters on 搜索', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('已编辑的提示');
    expect(within(rowOf('已编辑的提示')).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '1',
      '手动编辑',
      'tenon-server',
      '1002000001',
      '已编辑的提示',
      '2024-05-06 09:30:05',
      '修改删除',
    ]);
    await user.type(screen.getByPlaceholderText('请输入错误码编码'), '1002000000');
    await user.type(screen.getByPlaceholderText('请输入错误码错误提示'), '登录');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('code=1002000000&message=登录&pageNo=1&pageSize=20'));
  });
});

describe('修改错误码', () => {
  it('loads the row and sends the edited message with its id', async () => {
    const server = serverWith()
      .on(errorCodeApi.get, ok(row(0, { id: 10, message: '登录失败，账号密码不正确' })))
      .on(errorCodeApi.update, ok(true));
    const { user } = openPage(server);
    await screen.findByText('登录失败，账号密码不正确');
    await user.click(within(rowOf('登录失败，账号密码不正确')).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('修改错误码');
    // Found again on each try: the form's reset when the record comes in mounts its fields anew.
    const message = () => within(dialog).getByPlaceholderText('请输入错误码错误提示');
    await waitFor(() => expect(message()).toHaveValue('登录失败，账号密码不正确'));
    await user.clear(message());
    await user.type(message(), '用户名或密码错误');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(errorCodeApi.update)[0]!.body).toEqual({
      id: 10,
      applicationName: 'tenon-server',
      code: 1002000000,
      message: '用户名或密码错误',
      memo: '',
    });
  });

  it('requires the fields when adding and keeps them when the server refuses a taken code', async () => {
    const { user } = openPage(serverWith().on(errorCodeApi.create, fail(1002013001, '已经存在编码为【1002000000】的错误码')));
    await screen.findByText('已编辑的提示');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('添加错误码');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('错误码错误提示不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('应用名不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('请输入应用名'), 'tenon-mall');
    await user.type(within(dialog).getByPlaceholderText('请输入错误码编码'), '1002000000');
    await user.type(within(dialog).getByPlaceholderText('请输入错误码错误提示'), '重复');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已经存在编码为【1002000000】的错误码')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('请输入应用名')).toHaveValue('tenon-mall');
  });
});

describe('permissions', () => {
  it('shows no buttons to a user who may only look', async () => {
    openPage(serverWith(), [P.query]);
    await screen.findByText('已编辑的提示');
    for (const name of [/新增/, /导出/, /修改/, /删除/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
