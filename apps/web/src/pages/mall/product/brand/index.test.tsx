/** 商品品牌 against a fake server: the columns with the picture, the filters the page sends, the dialog's body. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, productBrandApi, type ProductBrand } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { renderPage } from '../../../../test/renderPage';
import ProductBrandPage from './index';

const P = Permissions.product.brand;
const brand = (id: number, name: string, fields: Partial<ProductBrand> = {}): ProductBrand => ({
  id,
  name,
  picUrl: '',
  sort: id,
  description: '',
  status: 0,
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const brands = [brand(2, '小米', { status: 1 }), brand(1, '华为', { picUrl: 'https://example.com/huawei.png' })];
const serverWith = () => createFakeServer().on(productBrandApi.page, ok({ list: brands, total: brands.length }));
const rowOf = (name: string) => screen.getByText(name, { selector: 'td *, td' }).closest('tr')!;

describe('商品品牌', () => {
  it('lists the brands with picture and status, and sends the name and status filters', async () => {
    const { server, user } = renderPage(<ProductBrandPage />, { server: serverWith(), permissions: Object.values(P) });
    await screen.findByText('华为');
    expect(within(rowOf('华为')).getByRole('img', { name: '品牌图片' })).toHaveAttribute('src', 'https://example.com/huawei.png');
    expect(within(rowOf('小米')).getByText('关闭')).toBeInTheDocument();
    const search = within(screen.getByRole('form', { name: '搜索条件' }));
    await user.type(search.getByLabelText('品牌名称'), '华');
    await user.click(search.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('开启'));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(decodeURIComponent(server.received(productBrandApi.page).at(-1)!.search)).toBe('name=华&status=0&pageNo=1&pageSize=20'));
  });

  it('adds a brand from its dialog', async () => {
    const server = serverWith().on(productBrandApi.create, ok(3));
    const { user } = renderPage(<ProductBrandPage />, { server, permissions: Object.values(P) });
    await screen.findByText('华为');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('添加品牌');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('品牌名称不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('品牌名称'), '荣耀');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(productBrandApi.create)[0]!.body).toMatchObject({ name: '荣耀', sort: 0, status: 0 });
  });
});
