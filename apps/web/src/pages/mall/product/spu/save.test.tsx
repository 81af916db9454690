/** The product editor against a fake server: chosen values make the SKU matrix, 批量设置 fills it, saving sends cents; reopening shows what was saved. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Permissions, productBrandApi, productCategoryApi, productPropertyApi, productSpuApi, type ProductSpuDetail } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { renderPage } from '../../../../test/renderPage';
import ProductSpuSavePage from './save';

const at = new Date(2024, 4, 6).getTime();
const category = (id: number, parentId: number, name: string) => ({ id, parentId, name, picUrl: '', sort: id, description: '', status: 0, createTime: at });
const serverWith = () =>
  createFakeServer()
    .on(productCategoryApi.list, ok([category(1, 0, '数码家电'), category(2, 1, '手机')]))
    .on(productBrandApi.list, ok([{ id: 1, name: '华为', picUrl: '', sort: 1, description: '', status: 0, createTime: at }]))
    .on(productPropertyApi.getValueList, ok([
      { id: 1, name: '颜色', values: [{ id: 10, name: '黑色' }, { id: 11, name: '白色' }] },
      { id: 3, name: '存储', values: [{ id: 30, name: '256GB' }, { id: 31, name: '512GB' }] },
    ]))
    .on(productSpuApi.create, ok(7))
    .on(productSpuApi.update, ok(true));

describe('the product editor', () => {
  it('makes the matrix of the chosen values, fills it by 批量设置, and saves prices in cents', async () => {
    const server = serverWith();
    const { user } = renderPage(<ProductSpuSavePage />, { server, permissions: Object.values(Permissions.product.spu), path: '/spu/add', routes: { '/product/spu': <p>商品列表页</p> } });
    await user.type(await screen.findByLabelText('商品名称'), '测试手机');
    await user.click(screen.getByRole('combobox', { name: '商品分类' }));
    await user.click(await screen.findByText('数码家电'));
    await user.click(await screen.findByText('手机'));
    await user.click(screen.getByRole('combobox', { name: '商品品牌' }));
    await user.click(await screen.findByTitle('华为'));
    await user.click(screen.getByRole('radio', { name: '多规格' }));
    for (const property of ['颜色', '存储']) {
      await user.click(await screen.findByRole('combobox', { name: '添加规格' }));
      await user.click(await screen.findByTitle(property));
    }
    for (const value of ['黑色', '白色', '256GB', '512GB']) await user.click(await screen.findByRole('checkbox', { name: value }));
    // One SKU per combination, besides the 批量设置 row.
    expect(screen.getAllByLabelText(/^销售价 /).map((input) => input.getAttribute('aria-label'))).toEqual(['销售价 批量', '销售价 黑色 / 256GB', '销售价 黑色 / 512GB', '销售价 白色 / 256GB', '销售价 白色 / 512GB']);
    expect(screen.getByLabelText('销售价 白色 / 512GB')).toBeInTheDocument();

    await user.type(screen.getByLabelText('销售价 批量'), '12.5');
    await user.type(screen.getByLabelText('库存 批量'), '8');
    await user.click(screen.getByRole('button', { name: '批量设置' }));
    await waitFor(() => expect(screen.getByLabelText('销售价 黑色 / 256GB')).toHaveValue('12.50'));
    await user.clear(screen.getByLabelText('库存 白色 / 512GB'));
    await user.type(screen.getByLabelText('库存 白色 / 512GB'), '3');

    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('商品列表页')).toBeInTheDocument();
    const body = server.received(productSpuApi.create)[0]!.body as { categoryId: number; specType: boolean; skus: Array<{ properties: unknown; price: number; stock: number }> };
    expect(body).toMatchObject({ name: '测试手机', categoryId: 2, brandId: 1, specType: true, status: 1 });
    expect(body.skus.map((s) => [s.properties, s.price, s.stock])).toEqual([
      [[{ propertyId: 1, valueId: 10 }, { propertyId: 3, valueId: 30 }], 1250, 8],
      [[{ propertyId: 1, valueId: 10 }, { propertyId: 3, valueId: 31 }], 1250, 8],
      [[{ propertyId: 1, valueId: 11 }, { propertyId: 3, valueId: 30 }], 1250, 8],
      [[{ propertyId: 1, valueId: 11 }, { propertyId: 3, valueId: 31 }], 1250, 3],
    ]);
  });

  it('reopens a saved product as it was saved, and refuses a SKU without a price before sending', async () => {
    const sku = (id: number, valueId: number, valueName: string, price: number) => ({
      id, properties: [{ propertyId: 1, propertyName: '颜色', valueId, valueName }], price, marketPrice: 0, costPrice: 0, barCode: '', picUrl: '', stock: 4, warnStock: 0, weight: 0, volume: 0, salesCount: 0,
    });
    const saved: ProductSpuDetail = {
      id: 5, name: '旧手机', keyword: '', introduction: '卖点', description: '<p>详情</p>', categoryId: 2, brandId: 1, picUrl: '', sliderPicUrls: [], videoUrl: '', sort: 3, status: 0, specType: true,
      price: 1999, marketPrice: 0, costPrice: 0, stock: 8, salesCount: 0, virtualSalesCount: 9, createTime: at, skus: [sku(1, 11, '白色', 1999), sku(2, 10, '黑色', 2999)],
    };
    const server = serverWith().on(productSpuApi.getDetail, ok(saved));
    const { user } = renderPage(<ProductSpuSavePage />, { server, permissions: Object.values(Permissions.product.spu), path: '/spu/edit/:spuId', entry: '/spu/edit/5', routes: { '/product/spu': <p>商品列表页</p> } });
    await waitFor(() => expect(screen.getByLabelText('商品名称')).toHaveValue('旧手机'));
    expect(await screen.findByLabelText('销售价 白色')).toHaveValue('19.99');
    expect(screen.getByLabelText('销售价 黑色')).toHaveValue('29.99');
    expect(screen.getByRole('checkbox', { name: '白色' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '放入仓库' })).toBeChecked();

    await user.clear(screen.getByLabelText('销售价 黑色'));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('第 2 个 SKU的销售价不正确')).toBeInTheDocument();
    expect(server.received(productSpuApi.update)).toHaveLength(0);
  });
});
