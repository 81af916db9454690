/** 租户套餐 against a fake server: what the screen adds to the kit, the dialog's menu tree (父子联动, 全选/全不选) and the menus it sends. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { menuApi, Permissions, tenantPackageApi, type TenantPackage } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import TenantPackagePage from './index';

const P = Permissions.system.tenantPackage;

const pkg = (id: number, name: string, fields: Partial<TenantPackage> = {}): TenantPackage => ({
  id,
  name,
  status: 0,
  remark: '',
  menuIds: [],
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});

const packages = [pkg(111, '普通套餐', { remark: '小微企业的基础功能', menuIds: [1, 104, 1024] }), pkg(112, '停用套餐', { status: 1 })];

// 系统管理 › 用户管理 (查询, 新增), 岗位管理 (查询, 新增); 基础设施 on its own.
const menus = [
  { id: 1, name: '系统管理', parentId: 0, type: 1 },
  { id: 100, name: '用户管理', parentId: 1, type: 2 },
  { id: 1001, name: '用户查询', parentId: 100, type: 3 },
  { id: 1002, name: '用户新增', parentId: 100, type: 3 },
  { id: 104, name: '岗位管理', parentId: 1, type: 2 },
  { id: 1024, name: '岗位查询', parentId: 104, type: 3 },
  { id: 1025, name: '岗位新增', parentId: 104, type: 3 },
  { id: 2, name: '基础设施', parentId: 0, type: 1 },
];

const serverWith = () =>
  createFakeServer()
    .on(tenantPackageApi.page, ok({ list: packages, total: packages.length }))
    .on(menuApi.listAllSimple, ok(menus));

const openPage = (server: FakeServer, permissions = [P.query, P.create, P.update, P.delete]) =>
  renderPage(<TenantPackagePage />, { server, permissions, roles: ['super_admin'] });

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const dialog = async (title: string) => {
  const found = await screen.findByRole('dialog');
  expect(found).toHaveTextContent(title);
  return found;
};
// Found through the node's title: role queries with names are too slow over a whole tree in jsdom.
const menuBox = (name: string) => screen.getByText(name, { selector: '.ant-tree-title' }).closest('[role=treeitem]')!.querySelector('[role=checkbox]')!;
const findMenuBox = async (name: string) => {
  await screen.findByText(name, { selector: '.ant-tree-title' });
  return menuBox(name);
};
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: /确\s*定/ }));

describe('the dialog', () => {
  it('needs a name; with 父子联动 a checked menu brings its buttons, and the half-checked directory is saved too', async () => {
    const server = serverWith().on(tenantPackageApi.create, ok(113));
    const { user } = openPage(server);
    await screen.findByText('普通套餐');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const form = await dialog('添加租户套餐');
    await save(user);
    expect(await within(form).findByText('套餐名不能为空')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('套餐名'), '岗位套餐');
    await user.click(within(form).getByRole('checkbox', { name: '展开/折叠' }));
    await user.click(await findMenuBox('岗位管理'));
    expect(menuBox('岗位查询')).toHaveAttribute('aria-checked', 'true');
    expect(menuBox('系统管理')).toHaveAttribute('aria-checked', 'mixed');

    // Without 父子联动 a box stands alone.
    await user.click(within(form).getByRole('checkbox', { name: '父子联动' }));
    await user.click(menuBox('用户新增'));
    expect(menuBox('用户管理')).toHaveAttribute('aria-checked', 'false');
    await user.type(within(form).getByLabelText('备注'), '只管岗位');
    await save(user);

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(tenantPackageApi.create)[0].body).toEqual({
      name: '岗位套餐',
      status: 0,
      remark: '只管岗位',
      menuIds: [1, 1002, 104, 1024, 1025],
    });
  });

  it('修改 shows the saved menus (a parent only partly chosen stays partly checked) and saves them unchanged', async () => {
    const server = serverWith()
      .on(tenantPackageApi.get, ok(packages[0]))
      .on(tenantPackageApi.update, ok(true));
    const { user } = openPage(server);
    await screen.findByText('普通套餐');
    await user.click(within(rowOf('普通套餐')).getByRole('button', { name: /修改/ }));
    const form = await dialog('修改租户套餐');
    await waitFor(() => expect(within(form).getByLabelText('套餐名')).toHaveValue('普通套餐'));
    await user.click(within(form).getByRole('checkbox', { name: '展开/折叠' }));
    expect(await findMenuBox('岗位查询')).toHaveAttribute('aria-checked', 'true');
    expect(menuBox('岗位新增')).toHaveAttribute('aria-checked', 'false');
    expect(menuBox('岗位管理')).toHaveAttribute('aria-checked', 'mixed');
    expect(menuBox('系统管理')).toHaveAttribute('aria-checked', 'mixed');
    await save(user);
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(tenantPackageApi.update)[0].body).toEqual({
      id: 111,
      name: '普通套餐',
      status: 0,
      remark: '小微企业的基础功能',
      menuIds: [1, 104, 1024],
    });
  });

  it('全选/全不选 chooses every menu, then none', async () => {
    const server = serverWith().on(tenantPackageApi.create, ok(113));
    const { user } = openPage(server);
    await screen.findByText('普通套餐');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const form = await dialog('添加租户套餐');
    await user.type(within(form).getByLabelText('套餐名'), '全部');
    await findMenuBox('系统管理');
    const selectAll = within(form).getByRole('checkbox', { name: '全选/全不选' });
    await user.click(selectAll);
    expect(menuBox('系统管理')).toHaveAttribute('aria-checked', 'true');
    await user.click(selectAll);
    expect(menuBox('系统管理')).toHaveAttribute('aria-checked', 'false');
    await user.click(selectAll);
    await save(user);
    await screen.findByText('新增成功');
    expect(server.received(tenantPackageApi.create)[0].body).toMatchObject({ menuIds: [1, 100, 1001, 1002, 104, 1024, 1025, 2] });
  });
});
