/** 商品分类 against a fake server: the two-level tree, 新增 under a top category only, the parent choices, and the server's refusal shown. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, productCategoryApi, type Permission, type ProductCategory } from '@tenon/contracts';
import { createFakeServer, fail, ok, type FakeServer } from '../../../../test/fakeServer';
import { renderPage } from '../../../../test/renderPage';
import ProductCategoryPage from './index';

const P = Permissions.product.category;
const ALL = [P.query, P.create, P.update, P.delete];

const category = (id: number, name: string, parentId: number, fields: Partial<ProductCategory> = {}): ProductCategory => ({
  id,
  parentId,
  name,
  picUrl: '',
  sort: id,
  description: '',
  status: 0,
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const categories = [
  category(1, '数码家电', 0, { picUrl: 'https://example.com/digital.png' }),
  category(2, '手机', 1),
  category(3, '耳机', 1, { status: 1 }),
  category(4, '食品生鲜', 0),
];

const serverWith = () => createFakeServer().on(productCategoryApi.list, ok(categories));
const openPage = (server: FakeServer, permissions: readonly Permission[] = ALL) => renderPage(<ProductCategoryPage />, { server, permissions, roles: ['super_admin'] });
const rowOf = (name: string) => screen.getByText(name, { selector: 'td *, td' }).closest('tr')!;
const dialog = async (title: string) => {
  const found = await screen.findByRole('dialog');
  expect(found).toHaveTextContent(title);
  return found;
};

describe('the tree', () => {
  it('shows the categories as an open tree with their pictures, and filters by name', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('耳机');
    const names = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['数码家电', '手机', '耳机', '食品生鲜']);
    expect(within(rowOf('数码家电')).getByRole('img', { name: '分类图片' })).toHaveAttribute('src', 'https://example.com/digital.png');
    expect(within(rowOf('耳机')).getByText('关闭')).toBeInTheDocument();
    await user.type(within(screen.getByRole('form', { name: '搜索条件' })).getByLabelText('分类名称'), '手机');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.received(productCategoryApi.list).at(-1)!.search).toBe(`name=${encodeURIComponent('手机')}`));
  });

  it('offers 新增 on top categories only: sub-categories take no children', async () => {
    openPage(serverWith());
    await screen.findByText('耳机');
    expect(within(rowOf('数码家电')).getByRole('button', { name: /新增/ })).toBeInTheDocument();
    expect(within(rowOf('手机')).queryByRole('button', { name: /新增/ })).not.toBeInTheDocument();
  });
});

describe('the dialog', () => {
  it('新增 on a top category adds under it, and sends cleared texts empty', async () => {
    const server = serverWith().on(productCategoryApi.create, ok(9));
    const { user } = openPage(server);
    await screen.findByText('耳机');
    await user.click(within(rowOf('食品生鲜')).getByRole('button', { name: /新增/ }));
    const form = await dialog('添加商品分类');
    expect(within(form).getByTitle('食品生鲜')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: /确\s*定/ }));
    expect(await within(form).findByText('分类名称不能为空')).toBeInTheDocument();
    expect(server.received(productCategoryApi.create)).toHaveLength(0);
    await user.type(within(form).getByLabelText('分类名称'), '水果');
    await user.click(within(form).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(productCategoryApi.create)[0]!.body).toEqual({ parentId: 4, name: '水果', picUrl: '', sort: 0, status: 0, description: '' });
  });

  it('修改 offers 顶级分类 and the other top categories as parents, never a sub-category or itself', async () => {
    const server = serverWith().on(productCategoryApi.get, ok(categories[3]!)).on(productCategoryApi.update, ok(true));
    const { user } = openPage(server);
    await screen.findByText('耳机');
    await user.click(within(rowOf('食品生鲜')).getByRole('button', { name: /修改/ }));
    const form = await dialog('修改商品分类');
    await waitFor(() => expect(within(form).getByLabelText('分类名称')).toHaveValue('食品生鲜'));
    await user.click(within(form).getByRole('combobox', { name: '上级分类' }));
    const listbox = await screen.findByRole('listbox');
    const options = () => [...listbox.parentElement!.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    await waitFor(() => expect(options()).toEqual(['顶级分类', '数码家电']));
    await user.click(within(listbox.parentElement!).getByTitle('数码家电'));
    await user.click(within(form).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(productCategoryApi.update)[0]!.body).toMatchObject({ id: 4, parentId: 1, name: '食品生鲜' });
  });
});

it('asks with the name before deleting, and shows the server refusing a category with children', async () => {
  const server = serverWith().on(productCategoryApi.delete, fail(1_008_001_003, '存在子分类，无法删除'));
  const { user } = openPage(server);
  await screen.findByText('耳机');
  await user.click(within(rowOf('数码家电')).getByRole('button', { name: /删除/ }));
  expect(await screen.findByText('是否确认删除名称为"数码家电"的数据项?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('存在子分类，无法删除')).toBeInTheDocument();
  expect(server.received(productCategoryApi.delete)[0]!.search).toBe('id=1');
});

it('without the write permissions, only the tree shows', async () => {
  openPage(serverWith(), [P.query]);
  await screen.findByText('耳机');
  expect(screen.queryByRole('button', { name: /新增|修改|删除/ })).not.toBeInTheDocument();
});
