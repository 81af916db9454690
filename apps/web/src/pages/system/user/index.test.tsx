/** 用户管理's list against a fake server: the query it sends, the department tree, permissions. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions } from '@tenon/contracts';
import { pageQueries, renderPage, rowOf, serverWith } from './testing/userTestKit';

describe('the list', () => {
  it('asks for the first page and shows each user with department, switch and actions', async () => {
    const { server } = renderPage(serverWith());
    await screen.findByText('芋道源码');
    const row = rowOf('芋道源码');
    expect(pageQueries(server)).toEqual([{ pageNo: '1', pageSize: '20' }]);
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1',
      'admin',
      '芋道源码',
      '研发部门',
      '15888888888',
      '开启关闭', // the switch, showing one of its two texts

      '2024-05-06 09:30:05',
      '修改删除更多',
    ]);
    expect(within(row).getByRole('switch', { name: '"admin"用户状态' })).toBeChecked();
    expect(within(rowOf('用户2')).getByRole('switch')).not.toBeChecked();
  });

  it('sends the filters, the creation range as whole days, and the clicked department', async () => {
    const { server, user } = renderPage(serverWith());
    await screen.findByText('芋道源码');

    const search = within(screen.getByRole('form', { name: '搜索条件' }));
    await user.type(search.getByLabelText('用户名称'), 'zhang');
    await user.type(search.getByLabelText('手机号码'), '138');
    await user.click(search.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('关闭'));
    const [start, end] = screen.getAllByPlaceholderText(/开始日期|结束日期/);
    await user.click(start);
    await user.type(start, '2024-05-01{Enter}');
    await user.type(end, '2024-05-31{Enter}');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    const filters = {
      pageNo: '1',
      pageSize: '20',
      username: 'zhang',
      mobile: '138',
      status: '1',
      'createTime[0]': '2024-05-01 00:00:00',
      'createTime[1]': '2024-05-31 23:59:59',
    };
    await waitFor(() => expect(pageQueries(server).at(-1)).toEqual(filters));

    await user.click(screen.getByText('研发部门', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(pageQueries(server).at(-1)).toEqual({ ...filters, deptId: '103' }));

    // Clicking the chosen department again lists every department's users.
    await user.click(screen.getByText('研发部门', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(pageQueries(server).at(-1)).toEqual(filters));

    await user.click(screen.getByText('市场部门', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(pageQueries(server).at(-1)).toEqual({ ...filters, deptId: '108' }));
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(pageQueries(server).at(-1)).toEqual({ pageNo: '1', pageSize: '20' }));
    expect(screen.getByText('市场部门', { selector: '.ant-tree-title' }).closest('.ant-tree-treenode')).not.toHaveClass('ant-tree-treenode-selected');
  });

  it('with the search form hidden, a department still filters and the typed filters stay', async () => {
    const { server, user } = renderPage(serverWith());
    await screen.findByText('芋道源码');
    await user.type(within(screen.getByRole('form', { name: '搜索条件' })).getByLabelText('用户名称'), 'ad');
    await user.click(screen.getByRole('button', { name: '隐藏搜索' }));
    expect(screen.queryByRole('form', { name: '搜索条件' })).not.toBeInTheDocument();
    await user.click(screen.getByText('研发部门', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(pageQueries(server).at(-1)).toEqual({ pageNo: '1', pageSize: '20', username: 'ad', deptId: '103' }));
  });

  it('narrows the department tree to the names containing the typed text, keeping their parents', async () => {
    const { user } = renderPage(serverWith());
    const tree = await screen.findByRole('tree', { name: '部门' });
    await within(tree).findByText('研发部门');
    await user.type(screen.getByPlaceholderText('请输入部门名称'), '市场');
    const titles = () => [...document.querySelectorAll('.ant-tree-title')].map((node) => node.textContent);
    await waitFor(() => expect(titles()).toEqual(['榫卯科技', '长沙分公司', '市场部门']));
    await user.clear(screen.getByPlaceholderText('请输入部门名称'));
    await waitFor(() => expect(titles()).toEqual(['榫卯科技', '深圳总公司', '研发部门', '长沙分公司', '市场部门']));
  });
});

describe('without write permissions', () => {
  it('shows the list with no buttons, and the status as a tag instead of a switch', async () => {
    renderPage(serverWith(), [Permissions.system.user.query]);
    await screen.findByText('芋道源码');
    const row = rowOf('芋道源码');
    for (const name of ['新增', '导入', '导出']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    for (const name of ['修改', '删除', '更多']) expect(within(row).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(row).getByText('开启')).toBeInTheDocument();
  });

  it('offers under 更多 only what the user may do', async () => {
    const { user } = renderPage(serverWith(), [Permissions.system.user.query, Permissions.system.user.updatePassword]);
    await screen.findByText('芋道源码');
    const row = rowOf('芋道源码');
    await user.click(within(row).getByRole('button', { name: '更多' }));
    expect(await screen.findByRole('menuitem', { name: '重置密码' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '分配角色' })).not.toBeInTheDocument();
  });
});
