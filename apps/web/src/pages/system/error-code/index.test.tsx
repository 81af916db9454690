/** 错误码管理 against a fake server: what the screen adds to the kit (the code searched as a number beside the type column). The kit's add/edit/delete/permissions are ResourcePage.test's. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { errorCodeApi, Permissions, type ErrorCodeRow } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
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
