/** 个人中心 against a fake server: what it shows, what the forms check and send. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { ErrorCodes, userProfileApi, type UserProfile } from '@tenon/contracts';
import { renderWithProviders } from '../../../test/render';
import { createFakeServer, fail, ok, type FakeServer } from '../../../test/fakeServer';
import { useDictStore } from '../../../stores/dictStore';
import { useSessionStore } from '../../../stores/sessionStore';
import { showsTexts } from '../../../test/showsTexts';
import ProfilePage from './index';

// The crop dialog draws on a canvas, which jsdom lacks; the browser journey covers it.
vi.mock('antd-img-crop', () => ({ default: ({ children }: { children: ReactNode }) => children }));

const profile = (fields: Partial<UserProfile> = {}): UserProfile => ({
  id: 1,
  username: 'admin',
  nickname: '系统管理员',
  email: 'admin@tenon.dev',
  mobile: '15612345678',
  sex: 1,
  avatar: '',
  status: 0,
  remark: '',
  loginIp: '127.0.0.1',
  loginDate: null,
  createTime: new Date(2024, 0, 2, 3, 4, 5).getTime(),
  roles: [{ id: 1, name: '超级管理员' }],
  dept: { id: 100, name: '研发部门' },
  posts: [{ id: 1, name: '董事长' }, { id: 2, name: '项目经理' }],
  socialUsers: [],
  ...fields,
});

beforeEach(() => {
  useDictStore.getState().setDictDatas([
    { dictType: 'system_user_sex', value: '1', label: '男', colorType: '', cssClass: '' },
    { dictType: 'system_user_sex', value: '2', label: '女', colorType: '', cssClass: '' },
  ]);
  useSessionStore.getState().setSession({
    user: { id: 1, userName: 'admin', nickname: '系统管理员', avatar: '', tenantId: 1 },
    roles: ['super_admin'],
    permissions: [],
  });
});

function renderProfile(server: FakeServer, path = '/user/profile') {
  const router = createMemoryRouter([{ path: '/user/profile', element: <ProfilePage /> }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { server, router, user: userEvent.setup({ delay: null }) };
}

const serverWith = (fields: Partial<UserProfile> = {}) => createFakeServer().on(userProfileApi.get, ok(profile(fields)));

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}

describe('the account card', () => {
  it('shows the profile the server holds', async () => {
    renderProfile(serverWith());
    const card = (await screen.findByText('研发部门 / 董事长、项目经理')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('个人信息')).toBeInTheDocument();
    for (const text of ['admin', '15612345678', 'admin@tenon.dev', '超级管理员', '2024-01-02 03:04:05', '系统管理员']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
  });

  it('says what is missing rather than leaving blanks', async () => {
    renderProfile(serverWith({ mobile: '', email: '', dept: null, posts: [] }));
    const card = (await screen.findByText('所属部门')).closest('.ant-card') as HTMLElement;
    expect(within(card).getAllByText('未填写')).toHaveLength(2);
    expect(within(card).getByText('无')).toBeInTheDocument();
  });
});

describe('基本资料', () => {
  it('checks the fields before sending anything', async () => {
    const { server, user } = renderProfile(serverWith());
    await waitFor(() => expect(field('用户昵称')).toHaveValue('系统管理员'));
    await retype(user, '用户昵称', '   ');
    await retype(user, '手机号码', '1234');
    await retype(user, '邮箱', 'not-an-email');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await showsTexts(screen, ['用户昵称不能为空', '请输入正确的手机号码', '请输入正确的邮箱地址']);
    expect(server.received(userProfileApi.update)).toHaveLength(0);
  });

  it('saves nickname, mobile, email and sex, says 修改成功 and renames the navbar user', async () => {
    const server = serverWith().on(userProfileApi.update, ok(true));
    const { user } = renderProfile(server);
    await waitFor(() => expect(field('用户昵称')).toHaveValue('系统管理员'));
    await retype(user, '用户昵称', ' 小明 ');
    await retype(user, '邮箱', '');
    await user.click(screen.getByRole('radio', { name: '女' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const [request] = server.received(userProfileApi.update);
    expect(request.method).toBe('PUT');
    expect(request.body).toEqual({ nickname: '小明', mobile: '15612345678', email: '', sex: 2 });
    expect(useSessionStore.getState().user?.nickname).toBe('小明');
    await waitFor(() => expect(server.received(userProfileApi.get)).toHaveLength(2));
  });

  it('shows a mobile number taken by someone else at the field', async () => {
    const taken = ErrorCodes.USER_MOBILE_EXISTS;
    const { user } = renderProfile(serverWith().on(userProfileApi.update, fail(taken.code, taken.msg)));
    await waitFor(() => expect(field('用户昵称')).toHaveValue('系统管理员'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    const message = await screen.findByText('手机号已经存在');
    expect(message.closest('.ant-form-item')).toContainElement(field('手机号码'));
  });
});

describe('修改密码', () => {
  const openPasswordTab = async () => {
    const view = renderProfile(serverWith(), '/user/profile?tab=password');
    await screen.findByLabelText('旧密码');
    return view;
  };

  it('opens from ?tab=password and follows the tab in the address', async () => {
    const { user, router } = await openPasswordTab();
    expect(screen.getByRole('tab', { name: '修改密码' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: '基本资料' }));
    expect(router.state.location.search).toBe('?tab=userinfo');
  });

  it('requires each field, 6 to 32 characters, and the same password twice', async () => {
    const { server, user } = await openPasswordTab();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('旧密码不能为空')).toBeInTheDocument();
    expect(screen.getByText('新密码不能为空')).toBeInTheDocument();
    expect(screen.getByText('确认密码不能为空')).toBeInTheDocument();

    await user.type(field('新密码'), '12345');
    expect(await screen.findByText('用户密码长度必须介于 6 和 32 之间')).toBeInTheDocument();
    await user.type(field('新密码'), '6');
    await user.type(field('确认密码'), '1234567');
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    await user.clear(field('新密码'));
    await user.type(field('新密码'), 'x'.repeat(33));
    expect(await screen.findByText('用户密码长度必须介于 6 和 32 之间')).toBeInTheDocument();
    expect(server.received(userProfileApi.updatePassword)).toHaveLength(0);
  });

  it('sends the old and the new password (not the confirmation), says 修改成功 and clears the form', async () => {
    const { server, user } = await openPasswordTab();
    server.on(userProfileApi.updatePassword, ok(true));
    await user.type(field('旧密码'), 'admin123');
    await user.type(field('新密码'), 'new-secret');
    await user.type(field('确认密码'), 'new-secret');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(userProfileApi.updatePassword)[0].body).toEqual({ oldPassword: 'admin123', newPassword: 'new-secret' });
    await waitFor(() => expect(field('旧密码')).toHaveValue(''));
  });

  it('shows 旧密码不正确 under 旧密码', async () => {
    const { server, user } = await openPasswordTab();
    const wrong = ErrorCodes.USER_PASSWORD_FAILED;
    server.on(userProfileApi.updatePassword, fail(wrong.code, wrong.msg));
    await user.type(field('旧密码'), 'guess');
    await user.type(field('新密码'), 'new-secret');
    await user.type(field('确认密码'), 'new-secret');
    await user.click(screen.getByRole('button', { name: '保存' }));

    const message = await screen.findByText('旧密码不正确');
    expect(message.closest('.ant-form-item')).toContainElement(field('旧密码'));
  });
});

describe('the avatar', () => {
  const upload = (user: ReturnType<typeof userEvent.setup>, file: File) =>
    user.upload(screen.getByLabelText('修改头像').closest('.ant-upload')!.querySelector('input[type=file]')!, file);

  it('uploads the picked image as avatarFile and shows the new avatar in the navbar', async () => {
    const server = serverWith().on(userProfileApi.updateAvatar, ok('/admin-api/infra/file/avatar/1.png'));
    const { user } = renderProfile(server);
    await screen.findByLabelText('修改头像');
    await upload(user, new File(['png'], 'me.png', { type: 'image/png' }));

    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const [request] = server.received(userProfileApi.updateAvatar);
    expect(request.method).toBe('POST');
    const form = request.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['avatarFile']);
    expect((form.get('avatarFile') as File).name).toBe('me.png');
    expect(request.headers['content-type'] ?? '').not.toContain('json');
    expect(useSessionStore.getState().user?.avatar).toBe('/admin-api/infra/file/avatar/1.png');
  });

  it('refuses a file that is no image, and one over 2 MB', async () => {
    const { server } = renderProfile(serverWith());
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await screen.findByLabelText('修改头像');
    await upload(user, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/文件格式错误/)).toBeInTheDocument();
    await upload(user, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('上传头像图片大小不能超过 2 MB')).toBeInTheDocument();
    expect(server.received(userProfileApi.updateAvatar)).toHaveLength(0);
  });
});
