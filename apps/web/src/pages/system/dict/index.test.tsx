/** 字典管理 and 字典数据 against a fake server: the lists, the link between them, the dialogs, and the store reload after writes. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, dictDataApi, dictTypeApi, type DictData, type DictType } from '@tenon/contracts';
import { createFakeServer, fail, ok, type FakeServer } from '../../../test/fakeServer';
import { COMMON_STATUS, renderPage } from '../../../test/renderPage';
import { getDictLabel } from '../../../stores/dictStore';
import DictTypePage from './index';
import DictDataPage from './dict-data/index';

const P = Permissions.system.dict;
const created = new Date(2024, 4, 6, 9, 30, 5).getTime();
const dictType = (id: number, type: string, name: string, fields: Partial<DictType> = {}): DictType => ({ id, name, type, status: 0, remark: '', createTime: created, ...fields });
const item = (id: number, label: string, value: string, fields: Partial<DictData> = {}): DictData => ({
  id,
  label,
  value,
  dictType: 'common_status',
  sort: id,
  status: 0,
  colorType: 'primary',
  cssClass: '',
  remark: '',
  createTime: created,
  ...fields,
});
const types = [dictType(1, 'common_status', '系统状态'), dictType(2, 'system_user_sex', '用户性别', { status: 1 })];
const items = [item(1, '开启', '0'), item(2, '关闭', '1', { colorType: 'info' })];

const serverWith = () =>
  createFakeServer()
    .on(dictTypeApi.page, ok({ list: types, total: types.length }))
    .on(dictTypeApi.get, (req) => ok(types.find((t) => `id=${t.id}` === req.search)!))
    .on(dictTypeApi.listAllSimple, ok(types.map(({ id, name, type }) => ({ id, name, type }))))
    .on(dictDataApi.page, ok({ list: items, total: items.length }))
    .on(dictDataApi.listAllSimple, ok([...COMMON_STATUS.filter((d) => d.value !== '0'), { dictType: 'common_status', value: '0', label: '启用中', colorType: 'primary', cssClass: '' }]));
const openTypes = (server: FakeServer, permissions = Object.values(P)) =>
  renderPage(<DictTypePage />, { server, permissions, routes: { '/dict/type/data/:dictId': <DictDataPage /> } });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const searches = (server: FakeServer, endpoint: typeof dictTypeApi.page | typeof dictDataApi.page) =>
  server.received(endpoint).map((r) => decodeURIComponent(r.search));

describe('字典管理', () => {
  it('lists the types, filters them, and opens a type’s data from its code', async () => {
    const { server, user, location } = openTypes(serverWith());
    await screen.findByText('用户性别');
    expect(within(rowOf('用户性别')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '用户性别', 'system_user_sex', '关闭', '', '2024-05-06 09:30:05', '修改删除']);
    await user.type(screen.getByPlaceholderText('请输入字典名称'), '性别');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searches(server, dictTypeApi.page).at(-1)).toBe('name=性别&pageNo=1&pageSize=20'));

    await user.click(screen.getByRole('link', { name: 'common_status' }));
    expect(location()).toBe('/dict/type/data/1');
    await screen.findByText('关闭');
    // The search starts with the type the page was opened for.
    await waitFor(() => expect(searches(server, dictDataApi.page).at(-1)).toBe('dictType=common_status&pageNo=1&pageSize=20'));
  });

  it('adds a type, keeps the code out of 修改字典类型, and refreshes the dictionary store after each write', async () => {
    const server = serverWith().on(dictTypeApi.create, ok(3)).on(dictTypeApi.update, ok(true));
    const { user } = openTypes(server);
    await screen.findByText('用户性别');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('添加字典类型');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('字典名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('字典类型不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('请输入字典名称'), '测试字典');
    await user.type(within(dialog).getByPlaceholderText('请输入字典类型'), 'tenon_test');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(dictTypeApi.create)[0]!.body).toEqual({ name: '测试字典', type: 'tenon_test', status: 0 });
    await waitFor(() => expect(getDictLabel('common_status', 0)).toBe('启用中'));

    await user.click(within(rowOf('系统状态')).getByRole('button', { name: /修改/ }));
    dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('修改字典类型'));
    await waitFor(() => expect(within(dialog).getByPlaceholderText('请输入字典类型')).toHaveValue('common_status'));
    expect(within(dialog).getByPlaceholderText('请输入字典类型')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(dictTypeApi.update)[0]!.body).toEqual({ id: 1, name: '系统状态', status: 0, remark: '' });
    expect(server.received(dictDataApi.listAllSimple)).toHaveLength(2);
  });

  it('shows the server’s refusal to delete a type that has data', async () => {
    const server = serverWith().on(dictTypeApi.delete, fail(1002006005, '无法删除，该字典类型还有字典数据'));
    const { user } = openTypes(server);
    await screen.findByText('系统状态');
    await user.click(within(rowOf('系统状态')).getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('是否确认删除字典类型编号为"1"的数据项?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('无法删除，该字典类型还有字典数据')).toBeInTheDocument();
    expect(server.received(dictDataApi.listAllSimple)).toHaveLength(0);
  });
});

describe('字典数据', () => {
  const openData = async (server: FakeServer) => {
    const page = openTypes(server);
    await page.user.click(await screen.findByRole('link', { name: 'common_status' }));
    await screen.findByText('关闭');
    return page;
  };

  it('edits an item’s label and colour, then reloads the dictionary store', async () => {
    const server = serverWith().on(dictDataApi.get, ok(items[0]!)).on(dictDataApi.update, ok(true));
    const { user } = await openData(server);
    expect(within(rowOf('primary')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'common_status', '开启', '0', '1', '开启', 'primary', '', '', '2024-05-06 09:30:05', '修改删除']);
    await user.click(within(rowOf('primary')).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('修改字典数据');
    await waitFor(() => expect(within(dialog).getByPlaceholderText('请输入数据标签')).toHaveValue('开启'));
    expect(within(dialog).getByDisplayValue('common_status')).toBeDisabled();
    await user.clear(within(dialog).getByPlaceholderText('请输入数据标签'));
    await user.type(within(dialog).getByPlaceholderText('请输入数据标签'), '启用中');
    await user.click(within(dialog).getByText('主要(primary)'));
    await user.click(await screen.findByText('成功(success)'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(dictDataApi.update)[0]!.body).toMatchObject({ id: 1, dictType: 'common_status', label: '启用中', value: '0', colorType: 'success' });
    await waitFor(() => expect(getDictLabel('common_status', 0)).toBe('启用中'));
  });

  it('adds an item to the page’s type', async () => {
    const server = serverWith().on(dictDataApi.create, ok(9));
    const { user } = await openData(server);
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('添加字典数据');
    await user.type(within(dialog).getByPlaceholderText('请输入数据标签'), '暂停');
    await user.type(within(dialog).getByPlaceholderText('请输入数据键值'), '2');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(dictDataApi.create)[0]!.body).toEqual({ dictType: 'common_status', label: '暂停', value: '2', sort: 0, status: 0, colorType: 'default', cssClass: '' });
  });
});
