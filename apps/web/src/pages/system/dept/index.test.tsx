/** 部门管理 against a fake server: the tree, its filters, the dialog's checks and body, deleting by name, permissions. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { deptApi, Permissions, userApi, type Dept, type Permission } from '@tenon/contracts';
import { createFakeServer, fail, ok, type FakeServer } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import DeptPage from './index';

const P = Permissions.system.dept;
const ALL = [P.query, P.create, P.update, P.delete];

const dept = (id: number, name: string, parentId: number, fields: Partial<Dept> = {}): Dept => ({
  id,
  name,
  parentId,
  sort: id % 100,
  leaderUserId: null,
  phone: '',
  email: '',
  status: 0,
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});

const depts = [
  dept(100, '榫卯科技', 0, { leaderUserId: 1 }),
  dept(101, '深圳总公司', 100, { leaderUserId: 1 }),
  dept(103, '研发部门', 101, { leaderUserId: 101 }),
  dept(110, '前端组', 103),
  dept(111, '组件小队', 110, { leaderUserId: 999 }),
  dept(102, '长沙分公司', 100, { status: 1 }),
];

const serverWith = (rows = depts) =>
  createFakeServer()
    .on(deptApi.list, ok(rows))
    .on(userApi.listAllSimple, ok([{ id: 1, nickname: '系统管理员', deptId: 103 }, { id: 101, nickname: '张三', deptId: 104 }]));

const openPage = (server: FakeServer, permissions: readonly Permission[] = ALL) => renderPage(<DeptPage />, { server, permissions, roles: ['super_admin'] });

const rowOf = (name: string) => screen.getByText(name, { selector: 'td *, td' }).closest('tr')!;
const cells = (name: string) => within(rowOf(name)).getAllByRole('cell').map((cell) => cell.textContent);
const listQueries = (server: FakeServer) => server.received(deptApi.list).map((request) => request.search);
const dialog = async (title: string) => {
  const found = await screen.findByRole('dialog');
  expect(found).toHaveTextContent(title);
  return found;
};

describe('the tree', () => {
  it('asks for every department and shows them as an expanded tree with leaders by nickname', async () => {
    const { server } = openPage(serverWith());
    await screen.findByText('组件小队');
    expect(listQueries(server)).toEqual(['']);
    expect(cells('研发部门')).toEqual(['研发部门', '张三', '3', '开启', '2024-05-06 09:30:05', '修改新增删除']);
    expect(cells('前端组')[1]).toBe('未设置');
    expect(cells('组件小队')[1]).toBe('未知【999】');
    expect(cells('长沙分公司')[3]).toBe('关闭');
    // Children sit under their parent, in the order the server gave.
    const names = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(names).toEqual(['榫卯科技', '深圳总公司', '研发部门', '前端组', '组件小队', '长沙分公司']);
  });

  it('展开/折叠 collapses every row, then opens them all again', async () => {
    const { user } = openPage(serverWith());
    await screen.findByText('组件小队');
    await user.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    await waitFor(() => expect(screen.queryByText('深圳总公司')).not.toBeInTheDocument());
    expect(screen.getByText('榫卯科技')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    expect(await screen.findByText('组件小队')).toBeInTheDocument();
  });

  it('sends the name and status filters; 重置 clears them', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('组件小队');
    const search = within(screen.getByRole('form', { name: '搜索条件' }));
    await user.type(search.getByLabelText('部门名称'), '研发');
    await user.click(search.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('开启'));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(listQueries(server).at(-1)).toBe(`name=${encodeURIComponent('研发')}&status=0`));
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(listQueries(server).at(-1)).toBe(''));
  });
});

describe('the dialog', () => {
  it('新增 on a row adds under it; the checks come before anything is sent', async () => {
    const server = serverWith().on(deptApi.create, ok(120));
    const { user } = openPage(server);
    await screen.findByText('组件小队');
    await user.click(within(rowOf('研发部门')).getByRole('button', { name: /新增/ }));
    const form = await dialog('添加部门');
    expect(within(form).getByTitle('研发部门')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('联系电话'), '12345');
    await user.type(within(form).getByLabelText('邮箱'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await within(form).findByText('部门名称不能为空')).toBeInTheDocument();
    expect(within(form).getByText('显示排序不能为空')).toBeInTheDocument();
    expect(within(form).getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(within(form).getByText('请输入正确的邮箱地址')).toBeInTheDocument();
    expect(server.received(deptApi.create)).toHaveLength(0);

    await user.type(within(form).getByLabelText('部门名称'), '测试组');
    await user.type(within(form).getByLabelText('显示排序'), '7');
    await user.clear(within(form).getByLabelText('联系电话'));
    await user.type(within(form).getByLabelText('联系电话'), '13912345678');
    await user.clear(within(form).getByLabelText('邮箱'));
    await user.type(within(form).getByLabelText('邮箱'), 'qa@tenon.dev');
    await user.click(within(form).getByRole('combobox', { name: '负责人' }));
    await user.click(await screen.findByTitle('张三'));
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(deptApi.create)[0].body).toEqual({
      name: '测试组',
      parentId: 103,
      sort: 7,
      status: 0,
      leaderUserId: 101,
      phone: '13912345678',
      email: 'qa@tenon.dev',
    });
    await waitFor(() => expect(server.received(deptApi.list).length).toBeGreaterThan(1));
  });

  it('the toolbar 新增 asks for the parent', async () => {
    const { user } = openPage(serverWith());
    await screen.findByText('组件小队');
    await user.click(screen.getAllByRole('button', { name: /新增/ })[0]);
    const form = await dialog('添加部门');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await within(form).findByText('上级部门不能为空')).toBeInTheDocument();
  });

  it('修改 loads the department; its parent cannot be itself or below it; clearing the leader sends null', async () => {
    const server = serverWith()
      .on(deptApi.get, ok(depts[2]))
      .on(deptApi.update, ok(true));
    const { user } = openPage(server);
    await screen.findByText('组件小队');
    await user.click(within(rowOf('研发部门')).getByRole('button', { name: /修改/ }));
    const form = await dialog('修改部门');
    await waitFor(() => expect(within(form).getByLabelText('部门名称')).toHaveValue('研发部门'));
    expect(server.received(deptApi.get)[0].search).toBe('id=103');

    await user.click(within(form).getByRole('combobox', { name: '上级部门' }));
    const options = await screen.findByRole('tree');
    const titles = () => [...options.parentElement!.querySelectorAll('.ant-select-tree-title')].map((node) => node.textContent);
    await waitFor(() => expect(titles()).toEqual(['顶级部门', '榫卯科技', '深圳总公司', '长沙分公司']));
    await user.click(within(options.parentElement!).getByTitle('长沙分公司'));

    await user.hover(within(form).getByRole('combobox', { name: '负责人' }));
    await user.click(form.querySelector('.ant-select-clear')!);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(deptApi.update)[0].body).toEqual({
      id: 103,
      name: '研发部门',
      parentId: 102,
      sort: 3,
      status: 0,
      leaderUserId: null,
      phone: '',
      email: '',
    });
  });
});

describe('deleting', () => {
  it('asks with the name, and shows the server refusing a department with staff', async () => {
    const server = serverWith().on(deptApi.delete, fail(1_002_004_005, '部门中存在员工，无法删除'));
    const { user } = openPage(server);
    await screen.findByText('组件小队');
    await user.click(within(rowOf('研发部门')).getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('是否确认删除名称为"研发部门"的数据项?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('部门中存在员工，无法删除')).toBeInTheDocument();
    expect(server.received(deptApi.delete)[0].search).toBe('id=103');
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
  });
});

it('without the write permissions, only the tree and 展开/折叠 show', async () => {
  openPage(serverWith(), [P.query]);
  await screen.findByText('组件小队');
  expect(screen.getByRole('button', { name: /展开\/折叠/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /新增|修改|删除/ })).not.toBeInTheDocument();
});
