/** 岗位管理 against a fake server: the query, the dialog's validation and body, delete, export, hiding. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, postApi, type Post } from '@tenon/contracts';
import { createFakeServer, fail, ok, type FakeServer } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import PostPage from './index';

const P = Permissions.system.post;
const post = (id: number, fields: Partial<Post> = {}): Post => ({
  id,
  code: `code${id}`,
  name: `岗位${id}`,
  sort: id,
  status: 0,
  remark: '',
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});

const openPage = (server: FakeServer, permissions = Object.values(P)) => renderPage(<PostPage />, { server, permissions });

const serverWith = (list = [post(1), post(2, { status: 1 })]) => createFakeServer().on(postApi.page, ok({ list, total: list.length }));
const searches = (server: FakeServer) => server.received(postApi.page).map((r) => decodeURIComponent(r.search));
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the list', () => {
  it('shows the posts and sends the filters on 搜索', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('岗位2');
    expect(within(rowOf('岗位2')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', 'code2', '岗位2', '2', '关闭', '2024-05-06 09:30:05', '修改删除']);
    await user.type(screen.getByPlaceholderText('请输入岗位编码'), 'se');
    await user.type(screen.getByPlaceholderText('请输入岗位名称'), '经理');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('code=se&name=经理&pageNo=1&pageSize=20'));
  });

  it('asks the server again on 搜索 with unchanged filters', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('岗位2');
    const before = searches(server).length;
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searches(server).length).toBe(before + 1));
  });
});

describe('添加岗位', () => {
  it('requires name, code and order, then creates and reloads', async () => {
    const { server, user } = openPage(serverWith().on(postApi.create, ok(9)));
    await screen.findByText('岗位1');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('添加岗位');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('岗位名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('岗位编码不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByPlaceholderText('请输入岗位名称'), '架构师');
    await user.type(within(dialog).getByPlaceholderText('请输入编码名称'), 'arch');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(postApi.create)[0]!.body).toEqual({ name: '架构师', code: 'arch', sort: 0, status: 0 });
    await waitFor(() => expect(server.received(postApi.page)).toHaveLength(2));
  });

  it('keeps the dialog and what was typed when the server refuses', async () => {
    const { user } = openPage(serverWith().on(postApi.create, fail(1002005003, '已经存在该标识的岗位')));
    await screen.findByText('岗位1');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入岗位名称'), '董事长');
    await user.type(within(dialog).getByPlaceholderText('请输入编码名称'), 'ceo');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已经存在该标识的岗位')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('请输入编码名称')).toHaveValue('ceo');
  });
});

describe('修改 and 删除', () => {
  it('loads the post into 修改岗位 and sends the update with its id', async () => {
    const server = serverWith().on(postApi.get, ok(post(2, { remark: '备注' }))).on(postApi.update, ok(true));
    const { user } = openPage(server);
    await screen.findByText('岗位2');
    await user.click(within(rowOf('岗位2')).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('修改岗位');
    await waitFor(() => expect(within(dialog).getByPlaceholderText('请输入岗位名称')).toHaveValue('岗位2'));
    await user.clear(within(dialog).getByPlaceholderText('请输入岗位名称'));
    await user.type(within(dialog).getByPlaceholderText('请输入岗位名称'), '新名称');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(postApi.update)[0]!.body).toEqual({ id: 2, name: '新名称', code: 'code2', sort: 2, status: 0, remark: '备注' });
  });

  it('fills 修改岗位 again when the same post is opened a second time (its record already loaded)', async () => {
    const server = serverWith().on(postApi.get, ok(post(2, { remark: '备注' })));
    const { user } = openPage(server);
    await screen.findByText('岗位2');
    for (const time of [1, 2]) {
      await user.click(within(rowOf('岗位2')).getByRole('button', { name: /修改/ }));
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(within(dialog).getByPlaceholderText('请输入岗位名称')).toHaveValue('岗位2'), { timeout: 3000 });
      expect(within(dialog).getByDisplayValue('code2')).toBeInTheDocument();
      if (time === 1) {
        await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      }
    }
  });

  it('asks before deleting and sends the id', async () => {
    const server = serverWith().on(postApi.delete, ok(true));
    const { user } = openPage(server);
    await screen.findByText('岗位1');
    await user.click(within(rowOf('岗位1')).getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('是否确认删除岗位编号为"1"的数据项?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(server.received(postApi.delete)[0]!.search).toBe('id=1');
  });
});

describe('permissions', () => {
  it('shows no buttons to a user who may only look', async () => {
    openPage(serverWith(), [P.query]);
    await screen.findByText('岗位1');
    for (const name of [/新增/, /导出/, /修改/, /删除/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    // Nothing to do in a row: no empty 操作 column either.
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  });
});
