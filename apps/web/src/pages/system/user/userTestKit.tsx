/** What the user screen's tests share: demo data, a fake server answering the lookups, rendering. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Permissions, deptApi, postApi, roleApi, userApi, type User } from '@tenon/contracts';
import { renderWithProviders } from '../../../test/render';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { useDictStore } from '../../../stores/dictStore';
import { useSessionStore } from '../../../stores/sessionStore';
import UserPage from './index';

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

export function signInWith(permissions: string[]) {
  useSessionStore.getState().setSession({ user: { id: 1, userName: 'admin', nickname: '芋道源码', avatar: '', tenantId: 1 }, roles: ['super_admin'], permissions });
}

export function loadDictionaries() {
  const entry = (dictType: string, value: string, label: string) => ({ dictType, value, label, colorType: 'primary', cssClass: '' });
  useDictStore
    .getState()
    .setDictDatas([
      entry('common_status', '0', '开启'),
      entry('common_status', '1', '关闭'),
      entry('system_user_sex', '1', '男'),
      entry('system_user_sex', '2', '女'),
    ]);
}

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

export function renderPage(server: FakeServer) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <UserPage />
    </QueryClientProvider>,
  );
  return { server, user: userEvent.setup({ delay: null }) };
}

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
