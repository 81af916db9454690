/**
 * A `rows` field (a master's sub-table rows) in the add/edit form, on a fixture resource: the
 * rows as a table with 添加/删除, each cell typed and checked as the contract's row schema says,
 * and a loaded row going back with its id so the server keeps it.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import Type from 'typebox';
import { crudEndpoints, Dicts, Id, Permissions, resource } from '@tenon/contracts';
import { createFakeServer, ok } from '../test/fakeServer';
import { renderPage } from '../test/renderPage';
import ResourcePage from './ResourcePage';

const P = Permissions.system.post;
const Course = { name: Type.String({ minLength: 1, maxLength: 100, title: '名字' }), score: Type.Number({ minimum: 0, maximum: 100, title: '分数' }) };
const body = {
  name: Type.String({ minLength: 1, maxLength: 20, title: '姓名' }),
  courses: Type.Array(Type.Object({ id: Type.Optional(Id()), ...Course }), { maxItems: 100 }),
};
const StudentResp = Type.Object({ id: Type.Integer(), name: Type.String() });
const studentApi = crudEndpoints({
  base: '/test/student',
  noun: '学生',
  permissions: P,
  resp: StudentResp,
  getResp: Type.Object({ ...StudentResp.properties, courses: Type.Array(Type.Object({ id: Type.Integer(), ...Course })) }),
  create: Type.Object(body),
  update: Type.Object({ id: Type.Integer(), ...body }),
  filters: Type.Object({}),
});
const students = resource({
  api: { page: studentApi.page, get: studentApi.get, create: studentApi.create, update: studentApi.update },
  noun: '学生',
  fields: {
    id: { title: '编号' },
    name: { title: '姓名' },
    courses: { title: '示例课程', formOnly: true, kind: 'rows', rows: { name: { title: '名字' }, score: { title: '分数', kind: 'number' } } },
  },
});

// A sub-table of the other kinds: a dictionary typed as the contract's integer, a moment, a long text.
const Lesson = Type.Object({ status: Type.Integer({ title: '状态' }), at: Type.Integer({ title: '上课时间' }), note: Type.Optional(Type.String({ maxLength: 10, title: '备注' })) });
const timetableApi = crudEndpoints({
  base: '/test/timetable',
  noun: '课表',
  permissions: P,
  resp: StudentResp,
  create: Type.Object({ name: body.name, lessons: Type.Array(Lesson) }),
  update: Type.Object({ id: Type.Integer(), name: body.name, lessons: Type.Array(Lesson) }),
  filters: Type.Object({}),
});
const timetables = resource({
  api: { page: timetableApi.page, create: timetableApi.create },
  noun: '课表',
  fields: {
    name: { title: '姓名' },
    lessons: { title: '课程', formOnly: true, kind: 'rows', rows: { status: { title: '状态', dict: Dicts.commonStatus }, at: { title: '上课时间', kind: 'dateTime' }, note: { title: '备注', kind: 'textarea' } } },
  },
});

const openPage = (server = createFakeServer()) =>
  renderPage(<ResourcePage resource={students} />, { server: server.on(studentApi.page, ok({ list: [{ id: 1, name: '小明' }], total: 1 })), permissions: Object.values(P) });
const names = (dialog: HTMLElement) => within(dialog).getAllByRole('textbox', { name: '名字' });
const scores = (dialog: HTMLElement) => within(dialog).getAllByRole('spinbutton', { name: '分数' });
const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });

describe('a rows field in the add/edit form', () => {
  it('adds, fills and deletes rows in 新增, and sends the rows left with their values typed', async () => {
    const { server, user } = openPage(createFakeServer().on(studentApi.create, ok(9)));
    await screen.findByText('小明');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['名字', '分数', '操作']);
    await user.type(within(dialog).getByPlaceholderText('请输入姓名'), '小红');
    await user.click(within(dialog).getByRole('button', { name: /添加示例课程/ }));
    await user.click(within(dialog).getByRole('button', { name: /添加示例课程/ }));
    await user.type(names(dialog)[0]!, '数学');
    await user.type(scores(dialog)[0]!, '90');
    await user.type(names(dialog)[1]!, '语文');
    await user.type(scores(dialog)[1]!, '85.5');
    await user.click(within(dialog).getAllByRole('button', { name: '删除' })[0]!);
    expect(names(dialog).map((input) => (input as HTMLInputElement).value)).toEqual(['语文']);
    await user.click(submit(dialog));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(studentApi.create)[0]!.body).toEqual({ name: '小红', courses: [{ name: '语文', score: 85.5 }] });
  });

  it('refuses a row whose required cell is empty, saying so in the cell, and sends nothing', async () => {
    const { server, user } = openPage(createFakeServer().on(studentApi.create, ok(9)));
    await screen.findByText('小明');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入姓名'), '小红');
    await user.click(within(dialog).getByRole('button', { name: /添加示例课程/ }));
    await user.type(scores(dialog)[0]!, '90');
    await user.click(submit(dialog));
    const error = await within(dialog).findByText('名字不能为空');
    expect(error.closest('td')).toContainElement(names(dialog)[0]!);
    expect(server.received(studentApi.create)).toHaveLength(0);
  });

  it('loads the record’s rows into 修改, and sends a changed row with its id, a new one without and not a deleted one', async () => {
    const server = createFakeServer()
      .on(studentApi.get, ok({ id: 1, name: '小明', courses: [{ id: 11, name: '数学', score: 90 }, { id: 12, name: '英语', score: 70 }] }))
      .on(studentApi.update, ok(true));
    const { user } = openPage(server);
    await screen.findByText('小明');
    await user.click(within(screen.getByText('小明').closest('tr')!).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(names(dialog).map((input) => (input as HTMLInputElement).value)).toEqual(['数学', '英语']));
    expect(scores(dialog).map((input) => (input as HTMLInputElement).value)).toEqual(['90', '70']);
    await user.clear(scores(dialog)[0]!);
    await user.type(scores(dialog)[0]!, '95');
    await user.click(within(dialog).getAllByRole('button', { name: '删除' })[1]!);
    await user.click(within(dialog).getByRole('button', { name: /添加示例课程/ }));
    await user.type(names(dialog)[1]!, '物理');
    await user.type(scores(dialog)[1]!, '60');
    await user.click(submit(dialog));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(studentApi.update)[0]!.body).toEqual({
      id: 1,
      name: '小明',
      courses: [
        { id: 11, name: '数学', score: 95 },
        { name: '物理', score: 60 },
      ],
    });
  });

  it('gives each kind of cell its control, named by its column: a dictionary typed as the contract says, a moment as epoch milliseconds', async () => {
    const server = createFakeServer().on(timetableApi.page, ok({ list: [], total: 0 })).on(timetableApi.create, ok(9));
    const { user } = renderPage(<ResourcePage resource={timetables} />, { server, permissions: Object.values(P) });
    await user.click(await screen.findByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入姓名'), '小红');
    await user.click(within(dialog).getByRole('button', { name: /添加课程/ }));
    await user.click(within(within(dialog).getByRole('radiogroup', { name: '状态' })).getByRole('radio', { name: '关闭' }));
    const at = within(dialog).getByRole('textbox', { name: '上课时间' });
    await user.click(at);
    await user.type(at, '2024-05-06 09:30:05{Enter}');
    expect(within(dialog).getByRole('textbox', { name: '备注' })).toHaveAttribute('maxlength', '10');
    await user.type(within(dialog).getByRole('textbox', { name: '备注' }), '早读');
    await user.click(submit(dialog));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(timetableApi.create)[0]!.body).toEqual({ name: '小红', lessons: [{ status: 1, at: new Date(2024, 4, 6, 9, 30, 5).getTime(), note: '早读' }] });
  });
});
