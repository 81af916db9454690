/**
 * The list kit, once, on a fixture resource: what every screen built on `ResourcePage` does
 * without saying so. Columns and cells from the resource's fields (dictionary labels, moments,
 * money in yuan), the search form from its filters (a dictionary select, whole days, 重置, 搜索
 * again, paging), 添加/修改 with the contract's required rules, the resource's defaults and its
 * form wording, a refused save keeping what was typed, the delete and export questions (and the
 * server's refusal), 详细, buttons only for the permissions the endpoints hold, status tabs with
 * their counts, and batch actions on chosen rows. Screens' own tests keep only what the screen adds.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Input } from 'antd';
import Type from 'typebox';
import { apiGroup, crudEndpoints, Dicts, endpoint, Permissions, resource, type Endpoint } from '@tenon/contracts';
import { createFakeServer, fail, ok, type FakeServer } from '../test/fakeServer';
import { renderPage } from '../test/renderPage';
import ResourcePage from './ResourcePage';

const P = Permissions.system.post;
const GadgetResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  price: Type.Integer(),
  remark: Type.String(),
  createTime: Type.Integer(),
});
const body = {
  name: Type.String({ minLength: 1, maxLength: 20, title: '名称' }),
  status: Type.Integer({ minimum: 0, maximum: 1, title: '状态' }),
  price: Type.Integer({ minimum: 0, title: '价格' }),
  remark: Type.Optional(Type.String({ maxLength: 100, title: '备注' })),
};
const filters = Type.Object({
  name: Type.Optional(Type.String()),
  status: Type.Optional(Type.Integer()),
  createTime: Type.Optional(Type.Array(Type.String())),
});
const gadgetApi = apiGroup('小部件', {
  ...crudEndpoints({
    base: '/test/gadget',
    noun: '部件',
    permissions: P,
    resp: GadgetResp,
    create: Type.Object(body),
    update: Type.Object({ id: Type.Integer(), ...body }),
    filters,
  }),
  export: endpoint({ method: 'GET', path: '/test/gadget/export', summary: '导出部件', access: { permission: P.export }, produces: 'file', query: filters, response: Type.Unknown() }),
  counts: endpoint({ method: 'GET', path: '/test/gadget/counts', summary: '各状态的部件数', access: { permission: P.query }, query: filters, response: Type.Record(Type.String(), Type.Integer()) }),
});
const gadgets = resource({
  api: { page: gadgetApi.page, get: gadgetApi.get, create: gadgetApi.create, update: gadgetApi.update, delete: gadgetApi.delete, export: gadgetApi.export },
  noun: '部件',
  exportFile: '部件数据.xlsx',
  fields: {
    id: { title: '部件编号' },
    name: { title: '部件名称', filter: 'contains' },
    status: { title: '状态', dict: Dicts.commonStatus, filter: 'equals' },
    price: { title: '价格', kind: 'money', form: { label: '单价' } },
    remark: { title: '备注', kind: 'textarea', list: false, form: { placeholder: '写下部件的用途' } },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  defaults: { status: 0, price: 100 },
});

// What other resources over the same endpoints share with it (each states its own fields).
const base = { api: gadgets.api, noun: gadgets.noun, exportFile: gadgets.exportFile, defaults: gadgets.defaults };

type Gadget = Type.Static<typeof GadgetResp>;
const gadget = (id: number, fields: Partial<Gadget> = {}): Gadget => ({
  id,
  name: `部件${id}`,
  status: 0,
  price: 12345,
  remark: '',
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const serverWith = (list = [gadget(1), gadget(2, { status: 1 })], total = list.length) => createFakeServer().on(gadgetApi.page, ok({ list, total }));
// The kit's extra props (tabs, batch actions, inputs, render, 详细) as a screen would give them.
const openPage = (server: FakeServer, permissions = Object.values(P), extra: Record<string, unknown> = {}) =>
  renderPage(<ResourcePage resource={gadgets} {...extra} />, { server, permissions });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const searches = (server: FakeServer, e: Endpoint = gadgetApi.page) => server.received(e).map((r) => decodeURIComponent(r.search));
const confirm = () => screen.getByRole('button', { name: '确定' });

describe('the list', () => {
  it('shows each field as its kind reads: text, dictionary label, yuan, moment; a list: false field is no column', async () => {
    openPage(serverWith());
    await screen.findByText('部件2');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['部件编号', '部件名称', '状态', '价格', '创建时间', '操作']);
    expect(within(rowOf('部件2')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '部件2', '关闭', '123.45', '2024-05-06 09:30:05', '修改删除']);
  });

  it('searches by the resource filters: a dictionary by its value, a date range as whole days; 重置 clears them', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('部件2');
    expect(searches(server)).toEqual(['pageNo=1&pageSize=20']);
    await user.type(screen.getByPlaceholderText('请输入部件名称'), '%零');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('关闭'));
    const [start, end] = screen.getAllByPlaceholderText(/开始日期|结束日期/);
    await user.click(start!);
    await user.type(start!, '2024-05-01{Enter}');
    await user.type(end!, '2024-05-31{Enter}');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('name=%零&status=1&createTime[0]=2024-05-01 00:00:00&createTime[1]=2024-05-31 23:59:59&pageNo=1&pageSize=20'));
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('pageNo=1&pageSize=20'));
  });

  it('asks the server again on 搜索 with unchanged filters, and pages through the list', async () => {
    const { server, user } = openPage(serverWith(undefined, 45));
    await screen.findByText('部件2');
    expect(searches(server)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searches(server)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('pageNo=3&pageSize=20'));
  });
});

describe('添加 and 修改', () => {
  it('requires what the contract requires, starts from the defaults, and sends the body', async () => {
    const { server, user } = openPage(serverWith().on(gadgetApi.create, ok(9)));
    await screen.findByText('部件1');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('添加部件');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('部件名称不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('请输入部件名称'), '齿轮');
    // The resource's own form wording: a label and a placeholder unlike the column's.
    expect(within(dialog).getByLabelText('单价')).toHaveValue('100');
    await user.type(within(dialog).getByPlaceholderText('写下部件的用途'), '铜制');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(gadgetApi.create)[0]!.body).toEqual({ name: '齿轮', status: 0, price: 100, remark: '铜制' });
    await waitFor(() => expect(server.received(gadgetApi.page)).toHaveLength(2));
  });

  it('keeps the dialog and what was typed when the server refuses, adding or changing', async () => {
    const server = serverWith()
      .on(gadgetApi.create, fail(1002005003, '已经存在该名称的部件'))
      .on(gadgetApi.get, ok(gadget(2)))
      .on(gadgetApi.update, fail(1002005003, '已经存在名为【部件1】的部件'));
    const { user } = openPage(server);
    await screen.findByText('部件1');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入部件名称'), '齿轮');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已经存在该名称的部件')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('请输入部件名称')).toHaveValue('齿轮');
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(rowOf('部件2')).getByRole('button', { name: /修改/ }));
    dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByPlaceholderText('请输入部件名称')).toHaveValue('部件2'));
    await user.clear(within(dialog).getByPlaceholderText('请输入部件名称'));
    await user.type(within(dialog).getByPlaceholderText('请输入部件名称'), '部件1');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已经存在名为【部件1】的部件')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('修改部件');
    expect(within(dialog).getByPlaceholderText('请输入部件名称')).toHaveValue('部件1');
  });

  it('loads the record into 修改部件 (a screen’s own control too) and sends what was changed with its id', async () => {
    const server = serverWith().on(gadgetApi.get, ok(gadget(2, { status: 1, remark: '旧' }))).on(gadgetApi.update, ok(true));
    // A control the screen chooses itself (`inputs`) is filled and read like the kit's own.
    const { user } = openPage(server, Object.values(P), { inputs: { remark: <Input aria-label="部件备注" /> } });
    await screen.findByText('部件2');
    await user.click(within(rowOf('部件2')).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('修改部件');
    // Found again on each try: the form's reset when the record comes in mounts its fields anew.
    const name = () => within(dialog).getByPlaceholderText('请输入部件名称');
    await waitFor(() => expect(name()).toHaveValue('部件2'));
    expect(server.received(gadgetApi.get).map((r) => r.search)).toEqual(['id=2']);
    expect(within(dialog).getByRole('textbox', { name: '部件备注' })).toHaveValue('旧');
    await user.clear(name());
    await user.type(name(), '新部件');
    await user.clear(within(dialog).getByLabelText('单价'));
    await user.type(within(dialog).getByLabelText('单价'), '250');
    await user.click(within(dialog).getByRole('radio', { name: '开启' }));
    await user.type(within(dialog).getByRole('textbox', { name: '部件备注' }), '的');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(gadgetApi.update)[0]!.body).toEqual({ id: 2, name: '新部件', status: 0, price: 250, remark: '旧的' });
  });

  it('fills 修改部件 again when the same record is opened a second time (its record already loaded)', async () => {
    const server = serverWith().on(gadgetApi.get, ok(gadget(2, { remark: '旧' })));
    const { user } = openPage(server);
    await screen.findByText('部件2');
    for (const time of [1, 2]) {
      await user.click(within(rowOf('部件2')).getByRole('button', { name: /修改/ }));
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(within(dialog).getByPlaceholderText('请输入部件名称')).toHaveValue('部件2'), { timeout: 3000 });
      expect(within(dialog).getByDisplayValue('旧')).toBeInTheDocument();
      if (time === 1) {
        await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      }
    }
  });
});

describe('the form’s own facts', () => {
  // The same endpoints, with a form worded and laid out its own way: a dictionary as a select with
  // a hint, and the remark written in the rich-text editor.
  const worded = resource({
    ...base,
    fields: {
      ...gadgets.fields,
      status: { ...gadgets.fields.status, form: { control: 'select', tooltip: '关闭的部件不再出售' } },
      remark: { title: '备注', kind: 'richText', list: false, form: { label: '说明' } },
    },
  });

  it('shows a dictionary as the control the resource names, its hint, and HTML in the rich-text editor', async () => {
    const server = serverWith().on(gadgetApi.get, ok(gadget(2, { remark: '<p>黄铜</p>' }))).on(gadgetApi.update, ok(true));
    const { user } = renderPage(<ResourcePage resource={worded} />, { server, permissions: Object.values(P) });
    await screen.findByText('部件2');
    await user.click(within(rowOf('部件2')).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByPlaceholderText('请输入部件名称')).toHaveValue('部件2'));
    expect(within(dialog).getByRole('combobox')).toHaveAttribute('id', expect.stringMatching(/status$/));
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.hover(within(dialog).getByLabelText('question-circle'));
    expect(await screen.findByText('关闭的部件不再出售')).toBeInTheDocument();
    expect(await within(dialog).findByText('黄铜')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '说明' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(gadgetApi.update)[0]!.body).toMatchObject({ id: 2, status: 0, remark: '<p>黄铜</p>' });
  });
});

describe('what a screen adds to a field of the form', () => {
  it('checks the screen’s own rule with its message after the contract’s, and keeps the rest of the field', async () => {
    const server = serverWith().on(gadgetApi.create, ok(9));
    const { user } = openPage(server, Object.values(P), { form: { fieldExtras: { name: { rules: [{ pattern: /^[a-z]+$/, message: '部件名称只能是小写字母' }] } } } });
    await screen.findByText('部件1');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入部件名称'), '齿轮');
    expect(await within(dialog).findByText('部件名称只能是小写字母')).toBeInTheDocument();
    await user.clear(within(dialog).getByPlaceholderText('请输入部件名称'));
    expect(await within(dialog).findByText('部件名称不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('请输入部件名称'), 'gear');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(gadgetApi.create)[0]!.body).toMatchObject({ name: 'gear', price: 100 });
  });
});

describe('删除 and 导出', () => {
  it('asks before deleting, names the record, sends its id and reloads', async () => {
    const server = serverWith().on(gadgetApi.delete, ok(true));
    const { user } = openPage(server);
    await screen.findByText('部件1');
    await user.click(within(rowOf('部件1')).getByRole('button', { name: /删除/ }));
    expect((await screen.findByText('是否确认删除部件编号为"1"的数据项?')).closest('.ant-modal')).toHaveTextContent('系统提示');
    await user.click(confirm());
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(server.received(gadgetApi.delete)[0]!.search).toBe('id=1');
    await waitFor(() => expect(server.received(gadgetApi.page)).toHaveLength(2));
  });

  it('disables 删除 alone, with its reason, on a row the screen says cannot be deleted', async () => {
    openPage(serverWith(), Object.values(P), { undeletableRow: (row: Gadget) => (row.id === 2 ? '内置部件不能删除' : undefined) });
    await screen.findByText('部件2');
    expect(within(rowOf('部件1')).getByRole('button', { name: /删除/ })).toBeEnabled();
    expect(within(rowOf('部件2')).getByRole('button', { name: /修改/ })).toBeEnabled();
    const refused = within(rowOf('部件2')).getByRole('button', { name: /删除/ });
    expect(refused).toBeDisabled();
    expect(refused).toHaveAttribute('title', '内置部件不能删除');
  });

  it('disables 修改 alone, with its reason, on a row the screen says cannot be changed', async () => {
    openPage(serverWith(), Object.values(P), { uneditableRow: (row: Gadget) => (row.id === 2 ? '已关闭的部件不能修改' : undefined) });
    await screen.findByText('部件2');
    expect(within(rowOf('部件1')).getByRole('button', { name: /修改/ })).toBeEnabled();
    expect(within(rowOf('部件2')).getByRole('button', { name: /删除/ })).toBeEnabled();
    const refused = within(rowOf('部件2')).getByRole('button', { name: /修改/ });
    expect(refused).toBeDisabled();
    expect(refused).toHaveAttribute('title', '已关闭的部件不能修改');
  });

  it('shows the server’s refusal to delete, and no 删除成功', async () => {
    const server = serverWith().on(gadgetApi.delete, fail(1002005001, '部件正在使用中，无法删除'));
    const { user } = openPage(server);
    await screen.findByText('部件1');
    await user.click(within(rowOf('部件1')).getByRole('button', { name: /删除/ }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('部件正在使用中，无法删除')).toBeInTheDocument();
    expect(server.received(gadgetApi.delete)[0]!.search).toBe('id=1');
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
  });

  it('asks before exporting (取消 sends nothing), then downloads the server’s file under the resource’s name with the applied filters', async () => {
    const file = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const server = serverWith().on(gadgetApi.export, { status: 200, data: file });
    const createUrl = vi.fn(() => 'blob:gadgets');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = openPage(server);
    await screen.findByText('部件1');
    await user.click(screen.getByRole('button', { name: /导出/ }));
    await user.click(await screen.findByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('是否确认导出所有部件数据项?')).not.toBeInTheDocument());
    expect(server.received(gadgetApi.export)).toHaveLength(0);

    await user.type(screen.getByPlaceholderText('请输入部件名称'), '齿');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    // 搜索 applies the filters once the form is checked (a promise): the list asks with them first,
    // as a person sees the filtered rows before exporting them.
    await waitFor(() => expect(searches(server, gadgetApi.page).at(-1)).toContain('name=齿'));
    await user.click(screen.getByRole('button', { name: /导出/ }));
    expect((await screen.findByText('是否确认导出所有部件数据项?')).closest('.ant-modal')).toHaveTextContent('系统提示');
    await user.click(confirm());
    await waitFor(() => expect(downloads).toEqual(['部件数据.xlsx']));
    expect(searches(server, gadgetApi.export)).toEqual(['name=齿']);
    expect(createUrl).toHaveBeenCalledWith(file);
  });
});

describe('详细', () => {
  it('shows a row’s every field read-only, as the list shows it, even to a user who may only look', async () => {
    const { user } = openPage(serverWith([gadget(1), gadget(2, { remark: '黄铜' })]), [P.query], {
      detailTitle: '部件详细',
      render: { name: (row: Gadget) => `《${row.name}》` },
    });
    await screen.findByText('《部件2》');
    expect(screen.queryByRole('button', { name: /导出|新增|修改|删除/ })).not.toBeInTheDocument();
    await user.click(within(rowOf('《部件2》')).getByRole('button', { name: /详细/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('部件详细');
    for (const text of ['《部件2》', '开启', '123.45', '黄铜', '2024-05-06 09:30:05']) expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    // The footer's 关闭, after the corner's ✕ of the same name.
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('详细 in its own order and words, and choices that are no dictionary', () => {
  // The same endpoints: 详细 lists the remark first under its own label, leaves the price out and
  // draws the name its own way; the price is filtered by the page but offers no search field.
  const detailed = resource({
    ...base,
    fields: {
      ...gadgets.fields,
      remark: { ...gadgets.fields.remark, detail: { label: '用途说明' } },
      status: { ...gadgets.fields.status, search: false },
    },
    detail: ['remark', 'id', 'name', 'status'],
  });

  it('shows the resource’s detail fields in their order, under their detail labels, drawn as 详细 says', async () => {
    const { user } = renderPage(
      <ResourcePage resource={detailed} render={{ name: (row: Gadget) => `《${row.name}》` }} detailTitle="部件详细" detailRender={{ name: (row: Gadget) => `「${row.name}」` }} />,
      { server: serverWith([gadget(1, { remark: '黄铜' })]), permissions: [P.query] },
    );
    await screen.findByText('《部件1》');
    // A filter the search form does not offer.
    expect(screen.queryByRole('combobox', { name: '状态' })).not.toBeInTheDocument();
    await user.click(within(rowOf('《部件1》')).getByRole('button', { name: /详细/ }));
    const dialog = await screen.findByRole('dialog');
    const labels = [...dialog.querySelectorAll('.ant-descriptions-item-label')].map((cell) => cell.textContent);
    expect(labels).toEqual(['用途说明', '部件编号', '部件名称', '状态']);
    expect(within(dialog).getByText('「部件1」')).toBeInTheDocument();
    expect(within(dialog).getByText('黄铜')).toBeInTheDocument();
  });

  it('makes a field with options given by the screen a select of them, in the search form and in the form', async () => {
    const server = serverWith().on(gadgetApi.create, ok(9));
    const { user } = openPage(server, Object.values(P), { options: { status: [{ label: '在售', value: 0 }, { label: '停售', value: 1 }] } });
    await screen.findByText('部件1');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('停售'));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('status=1&pageNo=1&pageSize=20'));
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入部件名称'), '齿轮');
    await user.click(within(dialog).getByRole('combobox'));
    // The search form's list of the same options is still in the document, hidden.
    const shown = () => [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1)!;
    await user.click(await within(shown()).findByTitle('停售'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(gadgetApi.create)[0]!.body).toMatchObject({ name: '齿轮', status: 1 });
  });
});

describe('a field only the form shows', () => {
  // Endpoints whose body carries a secret no row answers.
  const lockedApi = apiGroup('带密钥的部件', {
    ...crudEndpoints({
      base: '/test/locked',
      noun: '部件',
      permissions: P,
      resp: GadgetResp,
      create: Type.Object({ ...body, secret: Type.Optional(Type.String({ maxLength: 20, title: '密钥' })) }),
      update: Type.Object({ id: Type.Integer(), ...body, secret: Type.Optional(Type.String({ maxLength: 20, title: '密钥' })) }),
      filters,
    }),
  });
  const locked = resource({
    api: { page: lockedApi.page, get: lockedApi.get, create: lockedApi.create, update: lockedApi.update },
    noun: '部件',
    fields: {
      id: { title: '部件编号' },
      name: { title: '部件名称' },
      secret: { title: '部件密钥', formOnly: true, form: { placeholder: '留空则不设密钥' } },
      status: { title: '状态', dict: Dicts.commonStatus },
      price: { title: '价格', kind: 'money' },
    },
    defaults: { status: 0, price: 100 },
  });

  it('must say it is the form’s own, as the type check holds', () => {
    const api = { page: lockedApi.page, create: lockedApi.create };
    // @ts-expect-error a field of the body that no row carries, not marked formOnly
    expect(resource({ api, noun: '部件', fields: { secret: { title: '部件密钥' } } }).fields).toBeDefined();
    // @ts-expect-error a field neither the rows nor the body carry
    expect(resource({ api, noun: '部件', fields: { colour: { title: '颜色', formOnly: true } } }).fields).toBeDefined();
  });

  it('is no column and no line of 详细, and is filled and sent by the form in its place', async () => {
    const server = createFakeServer().on(lockedApi.page, ok({ list: [gadget(1)], total: 1 })).on(lockedApi.create, ok(9));
    const { user } = renderPage(<ResourcePage resource={locked} detailTitle="部件详细" />, { server, permissions: Object.values(P) });
    await screen.findByText('部件1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['部件编号', '部件名称', '状态', '价格', '操作']);
    await user.click(within(rowOf('部件1')).getByRole('button', { name: /详细/ }));
    const detail = await screen.findByRole('dialog');
    expect(detail).not.toHaveTextContent('部件密钥');
    await user.click(within(detail).getAllByRole('button', { name: '关闭' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    const labels = [...dialog.querySelectorAll('.ant-form-item-label label')].map((label) => label.textContent);
    expect(labels).toEqual(['部件名称', '部件密钥', '状态', '价格']);
    await user.type(within(dialog).getByPlaceholderText('请输入部件名称'), '锁');
    await user.type(within(dialog).getByPlaceholderText('留空则不设密钥'), 'open-sesame');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(lockedApi.create)[0]!.body).toEqual({ name: '锁', secret: 'open-sesame', status: 0, price: 100 });
  });
});

describe('permissions', () => {
  it('shows each button only to holders of its endpoint permission', async () => {
    openPage(serverWith(), [P.query, P.update]);
    await screen.findByText('部件1');
    expect(screen.queryByRole('button', { name: /新增|导出|删除/ })).not.toBeInTheDocument();
    expect(within(rowOf('部件1')).getByRole('button', { name: /修改/ })).toBeInTheDocument();
  });

  it('a user who may only look gets no 操作 column', async () => {
    openPage(serverWith(), [P.query]);
    await screen.findByText('部件1');
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  });
});

describe('status tabs and batch actions', () => {
  it('lists one tab value at a time, with counts for the other filters', async () => {
    const server = serverWith().on(gadgetApi.counts, ok({ all: 2, on: 1, off: 1 }));
    const { user } = openPage(server, Object.values(P), {
      tabs: { filter: 'status', counts: gadgetApi.counts, tabs: [{ key: 'all', label: '全部' }, { key: 'on', label: '开启', value: 0 }, { key: 'off', label: '关闭', value: 1 }] },
    });
    expect(await screen.findByRole('tab', { name: '开启 (1)' })).toBeInTheDocument();
    expect(searches(server).at(-1)).toBe('pageNo=1&pageSize=20');
    await user.click(screen.getByRole('tab', { name: '关闭 (1)' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('status=1&pageNo=1&pageSize=20'));
  });

  it('acts on the chosen rows after asking, and is disabled while none is chosen', async () => {
    const run = vi.fn(async () => undefined);
    const { user } = openPage(serverWith(), Object.values(P), { batchActions: [{ label: '批量删除', permission: P.delete, run, danger: true }] });
    await screen.findByText('部件1');
    const button = screen.getByRole('button', { name: '批量删除' });
    expect(button).toBeDisabled();
    await user.click(within(rowOf('部件1')).getByRole('checkbox'));
    await user.click(within(rowOf('部件2')).getByRole('checkbox'));
    await user.click(button);
    expect(await screen.findByText('是否确认批量删除选中的2条数据?')).toBeInTheDocument();
    await user.click(confirm());
    expect(await screen.findByText('批量删除成功')).toBeInTheDocument();
    expect(run).toHaveBeenCalledWith([expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })]);
    await waitFor(() => expect(button).toBeDisabled());
  });
});
