/** 角色管理 against a fake server: what the screen adds to the kit (the status switch, built-in roles, 菜单权限/数据权限 by permission, the code's pattern). */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, roleApi } from '@tenon/contracts';
import { ok } from '../../../test/fakeServer';
import { dialogTitled, pageQueries, renderPage, rowOf, serverWith } from './testing/roleTestKit';

describe('the list', () => {
  it('asks for the first page and shows each role with its type and status', async () => {
    const { server } = renderPage(serverWith());
    await screen.findByText('测试账号');
    expect(pageQueries(server)).toEqual([{ pageNo: '1', pageSize: '20' }]);
    const cells = within(rowOf('测试账号')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual(['101', '测试账号', 'test', '自定义', '101', '开启关闭', '2024-05-06 09:30:05']);
    expect(within(rowOf('测试账号')).getByRole('switch', { name: '"测试账号"角色状态' })).not.toBeChecked();
    expect(within(rowOf('超级管理员')).getByText('内置')).toBeInTheDocument();
    expect(within(rowOf('超级管理员')).getByText('开启')).toBeInTheDocument();
  });

  it('asks before enabling a role and sends the new status', async () => {
    const server = serverWith().on(roleApi.updateStatus, ok(true));
    const { user } = renderPage(server);
    await screen.findByText('测试账号');
    await user.click(within(rowOf('测试账号')).getByRole('switch'));
    const confirm = await dialogTitled('系统提示');
    expect(confirm).toHaveTextContent('确认要"启用""测试账号"角色吗?');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(roleApi.updateStatus).map((r) => r.body)).toEqual([{ id: 101, status: 0 }]));
  });

  it('offers nothing the server refuses on a built-in role: no 修改, 数据权限, 删除 or status switch', async () => {
    const { user } = renderPage(serverWith());
    await screen.findByText('测试账号');
    const row = rowOf('超级管理员');
    for (const name of ['修改', '数据权限', '删除']) {
      const button = within(row).getByRole('button', { name: new RegExp(name) });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', '系统内置角色不可修改或删除');
    }
    expect(within(row).getByRole('button', { name: /菜单权限/ })).toBeEnabled();
    expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(row).getByText('开启')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /删除/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A custom role keeps them.
    for (const name of ['修改', '数据权限', '删除']) expect(within(rowOf('测试账号')).getByRole('button', { name: new RegExp(name) })).toBeEnabled();
  });
});

describe('permissions', () => {
  it('shows no buttons to a user who may only look', async () => {
    renderPage(serverWith(), [Permissions.system.role.query]);
    await screen.findByText('测试账号');
    for (const name of ['新增', '导出', '修改', '删除', '菜单权限', '数据权限']) {
      expect(screen.queryByRole('button', { name: new RegExp(name) })).not.toBeInTheDocument();
    }
    expect(within(rowOf('测试账号')).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(rowOf('测试账号')).getByText('关闭')).toBeInTheDocument();
  });

  it('shows each button to the holder of its permission only', async () => {
    renderPage(serverWith(), [Permissions.system.role.query, Permissions.system.permission.assignRoleMenu]);
    await screen.findByText('测试账号');
    expect(within(rowOf('测试账号')).getByRole('button', { name: /菜单权限/ })).toBeInTheDocument();
    expect(within(rowOf('测试账号')).queryByRole('button', { name: /数据权限/ })).not.toBeInTheDocument();
    expect(within(rowOf('测试账号')).queryByRole('button', { name: /修改/ })).not.toBeInTheDocument();
  });
});

describe('添加角色 / 修改角色', () => {
  it('names what is missing and sends nothing', async () => {
    const server = serverWith().on(roleApi.create, ok(200));
    const { user } = renderPage(server);
    await screen.findByText('测试账号');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await dialogTitled('添加角色');
    await user.clear(within(dialog).getByLabelText('显示顺序'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('角色名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('角色标识不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('显示顺序不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('角色标识'), '1abc');
    expect(await within(dialog).findByText(/角色标识须以字母开头/)).toBeInTheDocument();
    expect(server.received(roleApi.create)).toEqual([]);
  });
});
