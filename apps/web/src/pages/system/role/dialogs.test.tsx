/** 菜单权限 and 分配数据权限 against a fake server: what they show from the server and what they save. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { permissionApi, roleApi } from '@tenon/contracts';
import { ok, type FakeServer } from '../../../test/fakeServer';
import {
  dialogTitled,
  isChecked,
  isHalfChecked,
  makeRole,
  renderPage,
  rowOf,
  serverWith,
  treeBox,
} from './testing/roleTestKit';

const sorted = (ids: unknown) => [...(ids as number[])].sort((a, b) => a - b);

describe('菜单权限', () => {
  const open = async (saved: number[]) => {
    const server = serverWith().on(permissionApi.listRoleMenus, ok(saved)).on(permissionApi.assignRoleMenu, ok(true));
    const { user } = renderPage(server);
    await screen.findByText('测试账号');
    await user.click(within(rowOf('测试账号')).getByRole('button', { name: /菜单权限/ }));
    const dialog = await dialogTitled('菜单权限');
    await waitFor(() => expect(within(dialog).getByLabelText('角色名称')).toHaveValue('测试账号'));
    expect(within(dialog).getByLabelText('角色标识')).toHaveValue('test');
    expect(within(dialog).getByLabelText('角色名称')).toBeDisabled();
    return { server, user, dialog };
  };
  const saved = (server: FakeServer) => server.received(permissionApi.assignRoleMenu).map((r) => r.body as { roleId: number; menuIds: number[] });

  it("shows the role's menus, and saves the checked with the half-checked ids", async () => {
    const { server, user, dialog } = await open([1, 100, 1001]);
    expect(server.received(permissionApi.listRoleMenus).map((r) => r.search)).toEqual(['roleId=101']);
    expect(within(dialog).queryByTitle('用户查询')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: '展开/折叠' }));
    expect(isChecked(treeBox(dialog, '用户查询'))).toBe(true);
    expect(isChecked(treeBox(dialog, '用户新增'))).toBe(false);
    expect(isHalfChecked(treeBox(dialog, '用户管理'))).toBe(true);
    expect(isHalfChecked(treeBox(dialog, '系统管理'))).toBe(true);
    expect(within(dialog).getByRole('checkbox', { name: '父子联动' })).toBeChecked();

    await user.click(treeBox(dialog, '岗位查询'));
    expect(isChecked(treeBox(dialog, '岗位管理'))).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(saved(server)).toHaveLength(1));
    expect(saved(server)[0]!.roleId).toBe(101);
    expect(sorted(saved(server)[0]!.menuIds)).toEqual([1, 100, 104, 1001, 1020]);
    expect(await screen.findByText('分配菜单权限成功')).toBeInTheDocument();
  });

  it('checks a parent alone with 父子联动 off, and everything with 全选', async () => {
    const { server, user, dialog } = await open([]);
    await user.click(within(dialog).getByRole('checkbox', { name: '展开/折叠' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '父子联动' }));
    await user.click(treeBox(dialog, '用户管理'));
    expect(isChecked(treeBox(dialog, '用户管理'))).toBe(true);
    expect(isChecked(treeBox(dialog, '用户查询'))).toBe(false);
    expect(isHalfChecked(treeBox(dialog, '系统管理'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(saved(server).map((body) => body.menuIds)).toEqual([[100]]));
  });

  it('全选/全不选 checks and clears every menu', async () => {
    const { server, user, dialog } = await open([1, 100, 1001]);
    await user.click(within(dialog).getByRole('checkbox', { name: '全选/全不选' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(saved(server)).toHaveLength(1));
    expect(sorted(saved(server)[0]!.menuIds)).toEqual([1, 100, 104, 1001, 1002, 1020]);
  });

  it('opens with 父子联动 off when the saved menus could not show with it on', async () => {
    const { server, user, dialog } = await open([1]);
    expect(within(dialog).getByRole('checkbox', { name: '父子联动' })).not.toBeChecked();
    expect(isChecked(treeBox(dialog, '系统管理'))).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(saved(server).map((body) => body.menuIds)).toEqual([[1]]));
  });
});

describe('分配数据权限', () => {
  const open = async (role = makeRole(101, { name: '测试账号', code: 'test', dataScope: 2, dataScopeDeptIds: [103] })) => {
    const server = serverWith().on(roleApi.get, ok(role)).on(permissionApi.assignRoleDataScope, ok(true));
    const { user } = renderPage(server);
    await screen.findByText('测试账号');
    await user.click(within(rowOf('测试账号')).getByRole('button', { name: /数据权限/ }));
    const dialog = await dialogTitled('分配数据权限');
    await waitFor(() => expect(within(dialog).getByLabelText('角色名称')).toHaveValue('测试账号'));
    return { server, user, dialog };
  };
  const saved = (server: FakeServer) => server.received(permissionApi.assignRoleDataScope).map((r) => r.body);
  const scopeSelect = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: '权限范围' });

  it('shows the chosen departments and sends them for 指定部门数据权限', async () => {
    const { server, user, dialog } = await open();
    expect(server.received(roleApi.get).map((r) => r.search)).toEqual(['id=101']);
    expect(dialog).toHaveTextContent('指定部门数据权限');
    expect(isChecked(treeBox(dialog, '研发部门'))).toBe(true);
    expect(isHalfChecked(treeBox(dialog, '深圳总公司'))).toBe(true);
    await user.click(treeBox(dialog, '市场部门'));
    expect(isChecked(treeBox(dialog, '深圳总公司'))).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(saved(server)).toHaveLength(1));
    const body = saved(server)[0] as { roleId: number; dataScope: number; dataScopeDeptIds: number[] };
    expect({ ...body, dataScopeDeptIds: sorted(body.dataScopeDeptIds) }).toEqual({ roleId: 101, dataScope: 2, dataScopeDeptIds: [101, 103, 104] });
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
  });

  it('hides the departments and sends none for another scope', async () => {
    const { server, user, dialog } = await open();
    await user.click(scopeSelect(dialog));
    await user.click(await screen.findByTitle('本部门数据权限'));
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: '数据权限' })).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(saved(server)).toEqual([{ roleId: 101, dataScope: 3 }]));
  });

  it('keeps a department chosen without its children as it is', async () => {
    const { server, user, dialog } = await open(makeRole(101, { name: '测试账号', code: 'test', dataScope: 2, dataScopeDeptIds: [101] }));
    expect(within(dialog).getByRole('checkbox', { name: '父子联动' })).not.toBeChecked();
    expect(isChecked(treeBox(dialog, '深圳总公司'))).toBe(true);
    expect(isChecked(treeBox(dialog, '研发部门'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(saved(server)).toEqual([{ roleId: 101, dataScope: 2, dataScopeDeptIds: [101] }]));
  });

  it('refuses 指定部门数据权限 without a department, and sends nothing', async () => {
    const { server, user, dialog } = await open(makeRole(101, { name: '测试账号', code: 'test', dataScope: 1 }));
    await user.click(scopeSelect(dialog));
    await user.click(await screen.findByTitle('指定部门数据权限'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('指定部门时请至少选择一个部门')).toBeInTheDocument();
    expect(saved(server)).toEqual([]);
  });

  it('starts from another scope and shows the departments once 指定部门数据权限 is chosen', async () => {
    const { server, user, dialog } = await open(makeRole(101, { name: '测试账号', code: 'test', dataScope: 1 }));
    expect(within(dialog).queryByRole('group', { name: '数据权限' })).toBeNull();
    await user.click(scopeSelect(dialog));
    await user.click(await screen.findByTitle('指定部门数据权限'));
    await user.click(treeBox(dialog, '长沙分公司'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(saved(server)).toEqual([{ roleId: 101, dataScope: 2, dataScopeDeptIds: [102] }]));
  });
});
