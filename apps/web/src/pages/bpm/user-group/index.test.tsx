/** 用户分组 against a fake server: what the screen adds to the kit (members by nickname, the member picker). */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, userApi, userGroupApi, type BpmUserGroup } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import UserGroupPage from './index';

const P = Permissions.bpm.userGroup;
const group = (id: number, fields: Partial<BpmUserGroup> = {}): BpmUserGroup => ({
  id,
  name: `分组${id}`,
  description: `描述${id}`,
  memberUserIds: [1, 2],
  status: 0,
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const users = [
  { id: 1, nickname: '芋道', deptId: null },
  { id: 2, nickname: '源码', deptId: null },
  { id: 3, nickname: '测试号', deptId: null },
];

const openPage = (server: FakeServer, permissions = Object.values(P)) => renderPage(<UserGroupPage />, { server, permissions });

const serverWith = (list = [group(1), group(2, { status: 1, memberUserIds: [3, 99] })]) =>
  createFakeServer().on(userGroupApi.page, ok({ list, total: list.length })).on(userApi.listAllSimple, ok(users));
const searches = (server: FakeServer) => server.received(userGroupApi.page).map((r) => decodeURIComponent(r.search));
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const okButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });

describe('the list', () => {
  it('names the members by nickname and sends the filters on 搜索', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('分组2');
    await waitFor(() => expect(within(rowOf('分组1')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '分组1', '描述1', '芋道、源码', '开启', '2024-05-06 09:30:05', '修改删除']));
    expect(within(rowOf('分组2')).getByText('测试号、99')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入组名'), '财务');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('name=财务&pageNo=1&pageSize=20'));
  });
});

describe('添加用户组', () => {
  it('requires a name and members, then creates and reloads', async () => {
    const { server, user } = openPage(serverWith().on(userGroupApi.create, ok(9)));
    await screen.findByText('分组1');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('添加用户组');
    await user.click(okButton(dialog));
    expect(await within(dialog).findByText('组名不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('成员不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByPlaceholderText('请输入组名'), '审批组');
    await user.type(within(dialog).getByPlaceholderText('请输入描述'), '负责审批');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('源码'));
    await user.click(screen.getByTitle('测试号'));
    await user.click(okButton(dialog));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(userGroupApi.create)[0]!.body).toEqual({ name: '审批组', description: '负责审批', memberUserIds: [2, 3], status: 0 });
    await waitFor(() => expect(server.received(userGroupApi.page)).toHaveLength(2));
  });
});
