/** What the user screen's tests share: demo data, a fake server answering the lookups, rendering. */
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, deptApi, postApi, roleApi, userApi, type Permission, type User } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage as renderWithPage } from '../../../../test/renderPage';
import UserPage from '../index';

const P = Permissions.system.user;
export const ALL_PERMISSIONS = [P.query, P.create, P.update, P.delete, P.export, P.import, P.updatePassword, Permissions.system.permission.assignUserRole];

export const makeUser = (id: number, fields: Partial<User> = {}): User => ({
  id,
  username: `user${id}`,
  nickname: `用户${id}`,
  remark: '',
  deptId: 103,
  postIds: [],
  email: '',
  mobile: '15888888888',
  sex: 1,
  avatar: '',
  status: 0,
  loginIp: '',
  loginDate: null,
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  dept: { id: 103, name: '研发部门' },
  ...fields,
});

export const users = [makeUser(1, { username: 'admin', nickname: '芋道源码' }), makeUser(2, { status: 1, dept: null, deptId: null })];

export const USER_DICTS = [...COMMON_STATUS, dictEntry('system_user_sex', '1', '男'), dictEntry('system_user_sex', '2', '女')];

/** A server answering the page and the pickers the screen loads. */
export function serverWith(list: User[] = users) {
  return createFakeServer()
    .on(userApi.page, ok({ list, total: list.length }))
    .on(
      deptApi.listAllSimple,
      ok([
        { id: 100, name: '榫卯科技', parentId: 0 },
        { id: 101, name: '深圳总公司', parentId: 100 },
        { id: 102, name: '长沙分公司', parentId: 100 },
        { id: 103, name: '研发部门', parentId: 101 },
        { id: 108, name: '市场部门', parentId: 102 },
      ]),
    )
    .on(postApi.listAllSimple, ok([{ id: 1, name: '董事长' }, { id: 2, name: '项目经理' }]))
    .on(roleApi.listAllSimple, ok([{ id: 1, name: '超级管理员', code: 'super_admin' }, { id: 2, name: '普通角色', code: 'common' }]));
}

/** 用户管理 signed in with these permissions (default all of the screen's). */
export const renderPage = (server: FakeServer, permissions: readonly Permission[] = ALL_PERMISSIONS) =>
  renderWithPage(<UserPage />, { server, permissions, roles: ['super_admin'], dicts: USER_DICTS });

/** The page queries received, as key → value. */
export const pageQueries = (server: FakeServer) => server.received(userApi.page).map((r) => Object.fromEntries(r.query));

export const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

/** The open dialog with this title (antd's generated ids are equal under test, so no names). */
export function dialogTitled(title: string) {
  return waitFor(() => {
    const dialog = screen.queryAllByRole('dialog').find((d) => within(d).queryByText(title, { selector: '.ant-modal-title' }));
    if (!dialog) throw new Error(`no dialog titled ${title}`);
    return dialog;
  });
}
