/** 用户管理's dialogs against a fake server: what each sends, what it shows. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { configApi, permissionApi, userApi } from '@tenon/contracts';
import { fail, ok } from '../../../test/fakeServer';
import { dialogTitled, makeUser, renderPage, rowOf, serverWith } from './testing/userTestKit';

describe('添加用户', () => {
  it('says what is missing or malformed, then sends the user into the department chosen in the tree', async () => {
    const server = serverWith().on(userApi.create, ok(3));
    const { user } = renderPage(server);
    await screen.findByText('芋道源码');
    await user.click(screen.getByText('研发部门', { selector: '.ant-tree-title' }));
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await dialogTitled('添加用户');
    const field = (label: string) => within(dialog).getByLabelText(label);

    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await within(dialog).findByText('用户昵称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('用户名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('用户密码不能为空')).toBeInTheDocument();

    await user.type(field('用户昵称'), '小明');
    await user.type(field('手机号码'), '12345');
    await user.type(field('邮箱'), 'not-an-email');
    await user.type(field('用户名称'), 'xm');
    await user.type(field('用户密码'), '123');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await within(dialog).findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入正确的邮箱地址')).toBeInTheDocument();
    expect(within(dialog).getByText('用户名称由 4 到 30 位字母或数字组成')).toBeInTheDocument();
    expect(await within(dialog).findByText('用户密码长度必须介于 6 和 32 之间')).toBeInTheDocument();
    expect(server.received(userApi.create)).toHaveLength(0);

    await user.clear(field('手机号码'));
    await user.type(field('手机号码'), '13800138000');
    await user.clear(field('邮箱'));
    await user.type(field('邮箱'), 'xm@example.com');
    await user.clear(field('用户名称'));
    await user.type(field('用户名称'), 'xiaoming');
    await user.clear(field('用户密码'));
    await user.type(field('用户密码'), 'secret123');
    await user.click(within(dialog).getByRole('combobox', { name: '用户性别' }));
    await user.click(await screen.findByTitle('女'));
    await user.click(within(dialog).getByRole('combobox', { name: '岗位' }));
    await user.click(await screen.findByTitle('项目经理'));
    await user.type(field('备注'), '新同事');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(userApi.create).map((r) => r.body)).toEqual([
      {
        nickname: '小明',
        deptId: 103,
        mobile: '13800138000',
        email: 'xm@example.com',
        postIds: [2],
        remark: '新同事',
        sex: 2,
        username: 'xiaoming',
        password: 'secret123',
      },
    ]);
    await waitFor(() => expect(server.received(userApi.page).length).toBeGreaterThan(2));
  });
});

describe('修改用户', () => {
  it('loads the user, hides username and password, and sends every field with the unchanged username', async () => {
    const record = makeUser(2, { username: 'lisi', nickname: '李四', postIds: [1], email: 'ls@example.com', remark: '老员工' });
    const server = serverWith([record]).on(userApi.get, ok(record)).on(userApi.update, ok(true));
    const { user } = renderPage(server);
    await screen.findByText('李四');
    await user.click(within(rowOf('李四')).getByRole('button', { name: '修改' }));
    const dialog = await dialogTitled('修改用户');
    await waitFor(() => expect(within(dialog).getByLabelText('用户昵称')).toHaveValue('李四'));
    expect(within(dialog).queryByLabelText('用户名称')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('用户密码')).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('用户昵称'));
    await user.type(within(dialog).getByLabelText('用户昵称'), '李四四');
    await user.clear(within(dialog).getByLabelText('邮箱'));
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));

    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(userApi.get)[0].search).toBe('id=2');
    expect(server.received(userApi.update).map((r) => r.body)).toEqual([
      { id: 2, username: 'lisi', nickname: '李四四', deptId: 103, mobile: '15888888888', email: '', postIds: [1], remark: '老员工', sex: 1 },
    ]);
  });
});

describe('row actions', () => {
  it('删除 asks with the user id, then deletes', async () => {
    const server = serverWith().on(userApi.delete, ok(true));
    const { user } = renderPage(server);
    await screen.findByText('芋道源码');
    await user.click(within(rowOf('用户2')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('是否确认删除用户编号为"2"的数据项?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(server.received(userApi.delete).map((r) => r.search)).toEqual(['id=2']);
  });

  it('the status switch asks, then sends the new status', async () => {
    const server = serverWith().on(userApi.updateStatus, ok(true));
    const { user } = renderPage(server);
    await screen.findByText('芋道源码');
    await user.click(screen.getByRole('switch', { name: '"user2"用户状态' }));
    expect(await screen.findByText('确认要"启用""user2"用户吗?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('启用成功')).toBeInTheDocument();
    expect(server.received(userApi.updateStatus).map((r) => r.body)).toEqual([{ id: 2, status: 0 }]);
  });

  it('重置密码 offers the configured initial password, checks the length, sends it and shows it', async () => {
    const server = serverWith().on(userApi.updatePassword, ok(true)).on(configApi.getValueByKey, ok('init-pass-1'));
    const { user } = renderPage(server);
    await screen.findByText('芋道源码');
    await user.click(within(rowOf('芋道源码')).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '重置密码' }));
    const dialog = await dialogTitled('提示');
    const input = within(dialog).getByLabelText('请输入"admin"的新密码');
    await waitFor(() => expect(input).toHaveValue('init-pass-1'));
    expect(server.received(configApi.getValueByKey).map((r) => r.search)).toEqual(['key=sys.user.init-password']);

    await user.clear(input);
    await user.type(input, '12345');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('用户密码长度必须介于 6 和 32 之间')).toBeInTheDocument();
    expect(server.received(userApi.updatePassword)).toHaveLength(0);

    await user.type(input, '6');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('修改成功，新密码是：123456')).toBeInTheDocument();
    expect(server.received(userApi.updatePassword).map((r) => r.body)).toEqual([{ id: 1, password: '123456' }]);
    await waitFor(() => expect(screen.queryByLabelText('请输入"admin"的新密码')).not.toBeInTheDocument());
  });

  it('重置密码 starts empty when the initial password may not be read', async () => {
    const server = serverWith().on(configApi.getValueByKey, fail(1001000004, '获取参数配置失败，原因：不允许获取不可见配置'));
    const { user } = renderPage(server);
    await screen.findByText('芋道源码');
    await user.click(within(rowOf('芋道源码')).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '重置密码' }));
    const dialog = await dialogTitled('提示');
    await waitFor(() => expect(server.received(configApi.getValueByKey)).toHaveLength(1));
    expect(within(dialog).getByLabelText('请输入"admin"的新密码')).toHaveValue('');
    expect(screen.queryByText('获取参数配置失败，原因：不允许获取不可见配置')).not.toBeInTheDocument();
  });

  it('分配角色 shows the user, pre-selects the roles held and sends the new choice', async () => {
    const server = serverWith().on(permissionApi.listUserRoles, ok([2])).on(permissionApi.assignUserRole, ok(true));
    const { user } = renderPage(server);
    await screen.findByText('芋道源码');
    await user.click(within(rowOf('芋道源码')).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '分配角色' }));
    const dialog = await dialogTitled('分配角色');
    expect(within(dialog).getByLabelText('用户名称')).toHaveValue('admin');
    expect(within(dialog).getByLabelText('用户名称')).toBeDisabled();
    expect(within(dialog).getByLabelText('用户昵称')).toHaveValue('芋道源码');
    expect(await within(dialog).findByText('普通角色')).toBeInTheDocument();
    expect(server.received(permissionApi.listUserRoles)[0].search).toBe('userId=1');

    await user.click(within(dialog).getByRole('combobox', { name: '角色' }));
    await user.click(await screen.findByTitle('超级管理员'));
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('分配角色成功')).toBeInTheDocument();
    expect(server.received(permissionApi.assignUserRole).map((r) => r.body)).toEqual([{ userId: 1, roleIds: [2, 1] }]);
  });
});

describe('导入', () => {
  const pick = async (user: ReturnType<typeof renderPage>['user'], dialog: HTMLElement, file: File) =>
    user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, file);
  const xlsx = () => new File(['xlsx'], 'users.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

  it('uploads the file as `file` with updateSupport, then shows the counts and names and reloads', async () => {
    const server = serverWith().on(
      userApi.import,
      ok({ createUsernames: ['xiaoming', 'xiaohong'], updateUsernames: ['admin'], failureUsernames: { 'bad!': '用户账号格式不正确' } }),
    );
    const { user } = renderPage(server);
    await screen.findByText('芋道源码');
    await user.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await dialogTitled('用户导入');
    expect(dialog).toHaveTextContent('将文件拖到此处，或点击上传');
    expect(dialog).toHaveTextContent('仅允许导入xls、xlsx格式文件。');
    await pick(user, dialog, xlsx());
    await user.click(within(dialog).getByRole('checkbox', { name: '是否更新已经存在的用户数据' }));
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));

    const result = await dialogTitled('导入结果');
    expect(result).toHaveTextContent('创建成功数量：2');
    expect(result).toHaveTextContent('xiaoming');
    expect(result).toHaveTextContent('xiaohong');
    expect(result).toHaveTextContent('更新成功数量：1');
    expect(result).toHaveTextContent('更新失败数量：1');
    expect(result).toHaveTextContent('bad!：用户账号格式不正确');
    const [request] = server.received(userApi.import);
    expect(request.search).toBe('updateSupport=true');
    const body = request.body as FormData;
    expect([...body.keys()]).toEqual(['file']);
    expect((body.get('file') as File).name).toBe('users.xlsx');
    await waitFor(() => expect(server.received(userApi.page).length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByText('将文件拖到此处，或')).not.toBeInTheDocument());
  });

  it('shows the server refusing a file and keeps the dialog with the file for another try', async () => {
    const server = serverWith().on(userApi.import, fail(400, '文件不是有效的 Excel（.xlsx）文件'));
    const { user } = renderPage(server);
    await screen.findByText('芋道源码');
    await user.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await dialogTitled('用户导入');
    await pick(user, dialog, xlsx());
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));

    expect(await screen.findByText('文件不是有效的 Excel（.xlsx）文件')).toBeInTheDocument();
    expect(server.received(userApi.import)[0].search).toBe('updateSupport=false');
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByText('users.xlsx')).toBeInTheDocument();
    expect(screen.queryByText('导入结果')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a spreadsheet before anything is sent', async () => {
    const server = serverWith();
    const { user } = renderPage(server);
    await screen.findByText('芋道源码');
    await user.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await dialogTitled('用户导入');
    const typing = (await import('@testing-library/user-event')).default.setup({ delay: null, applyAccept: false });
    await pick(typing, dialog, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findAllByText('仅允许导入xls、xlsx格式文件。')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('请选择要上传的文件')).toBeInTheDocument();
    expect(server.received(userApi.import)).toHaveLength(0);
  });
});
