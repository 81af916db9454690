/** What the role screen's tests share: demo data, a fake server answering the lookups, rendering. */
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, deptApi, menuApi, roleApi, type Permission, type Role } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage as renderWithPage } from '../../../../test/renderPage';
import RolePage from '../index';

const P = Permissions.system.role;
const PA = Permissions.system.permission;
export const ALL_PERMISSIONS = [P.query, P.create, P.update, P.delete, P.export, PA.assignRoleMenu, PA.assignRoleDataScope];

export const makeRole = (id: number, fields: Partial<Role> = {}): Role => ({
  id,
  name: `角色${id}`,
  code: `role${id}`,
  sort: id,
  status: 0,
  type: 2,
  remark: '',
  dataScope: 1,
  dataScopeDeptIds: [],
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});

export const roles = [makeRole(1, { name: '超级管理员', code: 'super_admin', type: 1 }), makeRole(101, { name: '测试账号', code: 'test', status: 1 })];

/** 系统管理 › 用户管理 (查询, 新增) and 岗位管理 (查询). */
export const menus = [
  { id: 1, name: '系统管理', parentId: 0, type: 1 },
  { id: 100, name: '用户管理', parentId: 1, type: 2 },
  { id: 1001, name: '用户查询', parentId: 100, type: 3 },
  { id: 1002, name: '用户新增', parentId: 100, type: 3 },
  { id: 104, name: '岗位管理', parentId: 1, type: 2 },
  { id: 1020, name: '岗位查询', parentId: 104, type: 3 },
];

export const depts = [
  { id: 100, name: '榫卯科技', parentId: 0 },
  { id: 101, name: '深圳总公司', parentId: 100 },
  { id: 103, name: '研发部门', parentId: 101 },
  { id: 104, name: '市场部门', parentId: 101 },
  { id: 102, name: '长沙分公司', parentId: 100 },
];

export const ROLE_DICTS = [
  ...COMMON_STATUS,
  dictEntry('system_role_type', '1', '内置'),
  dictEntry('system_role_type', '2', '自定义'),
  dictEntry('system_data_scope', '1', '全部数据权限'),
  dictEntry('system_data_scope', '2', '指定部门数据权限'),
  dictEntry('system_data_scope', '3', '本部门数据权限'),
  dictEntry('system_data_scope', '4', '本部门及以下数据权限'),
  dictEntry('system_data_scope', '5', '仅本人数据权限'),
];

export function serverWith(list: Role[] = roles) {
  return createFakeServer()
    .on(roleApi.page, ok({ list, total: list.length }))
    .on(menuApi.listAllSimple, ok(menus))
    .on(deptApi.listAllSimple, ok(depts));
}

/** 角色管理 signed in with these permissions (default all of the screen's). */
export const renderPage = (server: FakeServer, permissions: readonly Permission[] = ALL_PERMISSIONS) =>
  renderWithPage(<RolePage />, { server, permissions, dicts: ROLE_DICTS });

export const pageQueries = (server: FakeServer) => server.received(roleApi.page).map((r) => Object.fromEntries(r.query));

export const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

/** The open dialog with this title (antd's generated ids are equal under test, so no names). */
export function dialogTitled(title: string) {
  return waitFor(() => {
    const dialog = screen.queryAllByRole('dialog').find((d) => within(d).queryByText(title, { selector: '.ant-modal-title' }));
    if (!dialog) throw new Error(`no dialog titled ${title}`);
    return dialog;
  });
}

/** The checkbox of a tree node, found by the node's title. */
export function treeBox(container: HTMLElement, title: string) {
  const node = within(container).getByTitle(title).closest('.ant-tree-treenode')!;
  return node.querySelector('.ant-tree-checkbox') as HTMLElement;
}

export const isChecked = (box: HTMLElement) => box.classList.contains('ant-tree-checkbox-checked');
export const isHalfChecked = (box: HTMLElement) => box.classList.contains('ant-tree-checkbox-indeterminate');
