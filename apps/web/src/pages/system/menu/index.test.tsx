/** 菜单管理 against a fake server: the tree table, the fields per menu type, the bodies sent. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { menuApi, Permissions, type Menu, type Permission } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../test/renderPage';
import MenuPage from './index';

const P = Permissions.system.menu;

const makeMenu = (id: number, fields: Partial<Menu>): Menu => ({
  id,
  name: `菜单${id}`,
  permission: '',
  type: 2,
  sort: 1,
  parentId: 0,
  path: `m${id}`,
  icon: '',
  component: null,
  componentName: null,
  status: 0,
  visible: true,
  keepAlive: true,
  alwaysShow: true,
  createTime: 0,
  ...fields,
});

const menus = [
  makeMenu(1, { name: '系统管理', type: 1, path: '/system', icon: 'system' }),
  makeMenu(100, { name: '用户管理', parentId: 1, path: 'user', icon: 'user', component: 'system/user/index', componentName: 'SystemUser', permission: 'system:user:list' }),
  makeMenu(1001, { name: '用户查询', parentId: 100, type: 3, path: '', permission: 'system:user:query' }),
  makeMenu(2, { name: '基础设施', type: 1, path: '/infra', icon: 'monitor', sort: 2, status: 1 }),
];

const DICTS = [
  ...COMMON_STATUS,
  dictEntry('system_menu_type', '1', '目录'),
  dictEntry('system_menu_type', '2', '菜单'),
  dictEntry('system_menu_type', '3', '按钮'),
];

const openPage = (server: FakeServer, permissions: readonly Permission[] = [P.query, P.create, P.update, P.delete]) =>
  renderPage(<MenuPage />, { server, permissions, dicts: DICTS });

const serverWith = () => createFakeServer().on(menuApi.list, ok(menus));
const listSearches = (server: FakeServer) => server.received(menuApi.list).map((r) => decodeURIComponent(r.search));
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const searchForm = () => within(screen.getByRole('form', { name: '搜索条件' }));

function dialogTitled(title: string) {
  return waitFor(() => {
    const dialog = screen.queryAllByRole('dialog').find((d) => within(d).queryByText(title, { selector: '.ant-modal-title' }));
    if (!dialog) throw new Error(`no dialog titled ${title}`);
    return dialog;
  });
}

/** The labels of the form's fields, in order. */
const fieldLabels = (dialog: HTMLElement) => [...dialog.querySelectorAll('.ant-form-item-label label')].map((label) => label.textContent);

describe('the tree table', () => {
  it('shows the top level, opens everything with 展开/折叠, and shows each column', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('系统管理');
    expect(listSearches(server)).toEqual(['']);
    expect(screen.queryByText('用户管理')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    expect(await screen.findByText('用户查询')).toBeInTheDocument();
    const cells = within(rowOf('用户管理')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(1, 7)).toEqual(['', '1', 'system:user:list', 'system/user/index', 'SystemUser', '开启']);
    expect(within(rowOf('基础设施')).getByText('关闭')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    await waitFor(() => expect(screen.queryByText('用户管理')).not.toBeInTheDocument());
  });

  it('sends the name and status filters', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('系统管理');
    await user.type(searchForm().getByLabelText('菜单名称'), '用户');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('开启'));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(listSearches(server).at(-1)).toBe('name=用户&status=0'));
  });

  it('asks before deleting by name', async () => {
    const server = serverWith().on(menuApi.delete, ok(true));
    const { user } = openPage(server);
    await screen.findByText('基础设施');
    await user.click(within(rowOf('基础设施')).getByRole('button', { name: /删除/ }));
    const confirm = await dialogTitled('系统提示');
    expect(confirm).toHaveTextContent('是否确认删除名称为"基础设施"的数据项?');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(menuApi.delete).map((r) => r.search)).toEqual(['id=2']));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('shows no buttons but 展开/折叠 to a user who may only look', async () => {
    openPage(serverWith(), [P.query]);
    await screen.findByText('系统管理');
    for (const name of ['新增', '修改', '删除']) expect(screen.queryByRole('button', { name: new RegExp(name) })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /展开\/折叠/ })).toBeInTheDocument();
  });
});

describe('添加菜单 / 修改菜单', () => {
  const openAdd = async (server: FakeServer) => {
    const { user } = openPage(server);
    await screen.findByText('系统管理');
    await user.click(screen.getAllByRole('button', { name: /新增/ })[0]!);
    return { user, dialog: await dialogTitled('添加菜单') };
  };

  it('shows the fields of each menu type', async () => {
    const { user, dialog } = await openAdd(serverWith());
    await waitFor(() =>
      expect(fieldLabels(dialog)).toEqual(['上级菜单', '菜单类型', '菜单图标', '菜单名称', '显示排序', '路由地址', '菜单状态', '显示状态', '总是显示']),
    );
    await user.click(within(dialog).getByRole('radio', { name: '菜单' }));
    await waitFor(() =>
      expect(fieldLabels(dialog)).toEqual([
        '上级菜单',
        '菜单类型',
        '菜单图标',
        '菜单名称',
        '显示排序',
        '路由地址',
        '组件路径',
        '组件名称',
        '权限标识',
        '菜单状态',
        '显示状态',
        '总是显示',
        '缓存状态',
      ]),
    );
    await user.click(within(dialog).getByRole('radio', { name: '按钮' }));
    await waitFor(() => expect(fieldLabels(dialog)).toEqual(['上级菜单', '菜单类型', '菜单名称', '显示排序', '权限标识', '菜单状态']));
  });

  it('names what is missing, checks the route against the parent, and sends a directory', async () => {
    const server = serverWith().on(menuApi.create, ok(300));
    const { user, dialog } = await openAdd(server);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('菜单名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('路由地址不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('菜单名称'), '运营中心');
    await user.type(within(dialog).getByLabelText('路由地址'), 'ops');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('顶级菜单的路由地址必须以 / 开头')).toBeInTheDocument();
    expect(server.received(menuApi.create)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('路由地址'));
    await user.type(within(dialog).getByLabelText('路由地址'), '/ops');
    await user.click(within(dialog).getByRole('radio', { name: '隐藏' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(server.received(menuApi.create).map((r) => r.body)).toEqual([
        {
          parentId: 0,
          type: 1,
          name: '运营中心',
          sort: 0,
          status: 0,
          icon: '',
          path: '/ops',
          permission: '',
          component: null,
          componentName: null,
          visible: false,
          alwaysShow: true,
        },
      ]),
    );
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
  });

  it("adds a menu below a row, with the row as its parent and a component", async () => {
    const server = serverWith().on(menuApi.create, ok(301));
    const { user } = openPage(server);
    await screen.findByText('系统管理');
    await user.click(within(rowOf('系统管理')).getByRole('button', { name: /新增/ }));
    const dialog = await dialogTitled('添加菜单');
    expect(within(dialog).getByTitle('系统管理')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '菜单' }));
    await user.type(within(dialog).getByLabelText('菜单名称'), '岗位副本');
    // Fields follow the type on the render after the click.
    await user.type(await within(dialog).findByLabelText('路由地址'), '/post-copy');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('子菜单的路由地址不能以 / 开头')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('路由地址'));
    await user.type(within(dialog).getByLabelText('路由地址'), 'post-copy');
    await user.type(within(dialog).getByLabelText('组件路径'), 'system/post/index');
    await user.type(within(dialog).getByLabelText('权限标识'), 'system:post:query');
    await user.click(within(dialog).getByRole('radio', { name: '不缓存' }));

    await user.click(within(dialog).getByLabelText('菜单图标'));
    await user.type(await screen.findByRole('textbox', { name: '搜索图标' }), 'pos');
    await user.click(screen.getByRole('option', { name: 'post' }));
    expect(within(dialog).getByLabelText('菜单图标')).toHaveValue('post');

    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(server.received(menuApi.create).map((r) => r.body)).toEqual([
        {
          parentId: 1,
          type: 2,
          name: '岗位副本',
          sort: 0,
          status: 0,
          icon: 'post',
          path: 'post-copy',
          permission: 'system:post:query',
          component: 'system/post/index',
          componentName: null,
          visible: true,
          alwaysShow: true,
          keepAlive: false,
        },
      ]),
    );
  });

  it('loads the menu, sends the change with its id; a button carries no route and no children', async () => {
    const server = serverWith().on(menuApi.get, ok(menus[2])).on(menuApi.update, ok(true));
    const { user } = openPage(server);
    await screen.findByText('系统管理');
    await user.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    expect(within(rowOf('用户查询')).queryByRole('button', { name: /新增/ })).not.toBeInTheDocument();
    await user.click(within(rowOf('用户查询')).getByRole('button', { name: /修改/ }));
    const dialog = await dialogTitled('修改菜单');
    await waitFor(() => expect(within(dialog).getByLabelText('菜单名称')).toHaveValue('用户查询'));
    expect(server.received(menuApi.get).map((r) => r.search)).toEqual(['id=1001']);
    expect(within(dialog).getByRole('radio', { name: '按钮' })).toBeChecked();
    await user.clear(within(dialog).getByLabelText('菜单名称'));
    await user.type(within(dialog).getByLabelText('菜单名称'), '用户列表');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(server.received(menuApi.update).map((r) => r.body)).toEqual([
        {
          id: 1001,
          parentId: 100,
          type: 3,
          name: '用户列表',
          sort: 1,
          status: 0,
          icon: '',
          path: '',
          permission: 'system:user:query',
          component: null,
          componentName: null,
        },
      ]),
    );
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
  });

  it('offers directories and menus as parents, never the menu itself', async () => {
    const server = serverWith().on(menuApi.get, ok(menus[0]));
    const { user } = openPage(server);
    await screen.findByText('系统管理');
    await user.click(within(rowOf('系统管理')).getByRole('button', { name: /修改/ }));
    const dialog = await dialogTitled('修改菜单');
    await waitFor(() => expect(within(dialog).getByLabelText('菜单名称')).toHaveValue('系统管理'));
    await user.click(within(dialog).getByRole('combobox', { name: '上级菜单' }));
    const tree = await screen.findByRole('tree');
    expect(within(tree).getByText('主类目')).toBeInTheDocument();
    expect(within(tree).getByText('基础设施')).toBeInTheDocument();
    expect(within(tree).queryByText('系统管理')).not.toBeInTheDocument();
  });
});
