/** 商品列表 against a fake server: the status tabs with their counts, the row actions each status offers, the search by brand and ranges, 修改 opening the editor. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, productBrandApi, productCategoryApi, productSpuApi, type ProductSpu } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../../test/renderPage';
import ProductSpuPage from './index';

const P = Permissions.product.spu;
const spu = (id: number, name: string, status: number, fields: Partial<ProductSpu> = {}): ProductSpu => ({
  id, name, status, keyword: '', introduction: '', categoryId: 2, brandId: 1, picUrl: '', sliderPicUrls: [], videoUrl: '', sort: 0, specType: true,
  price: 399_900, marketPrice: 0, costPrice: 0, stock: 50, salesCount: 12, virtualSalesCount: 0, createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const dicts = [dictEntry('product_spu_status', '1', '销售中'), dictEntry('product_spu_status', '0', '仓库中'), dictEntry('product_spu_status', '-1', '回收站')];
const serverWith = () =>
  createFakeServer()
    .on(productCategoryApi.list, ok([]))
    .on(productBrandApi.list, ok([{ id: 3, name: '苹果', picUrl: '', sort: 1, description: '', status: 0, createTime: 0 }]))
    .on(productSpuApi.getCount, ok({ '0': 12, '1': 10_001, '2': 0, '3': 2, '4': 1 }))
    .on(productSpuApi.page, (req) => {
      const tab = new URLSearchParams(req.search).get('tabType');
      if (tab === '4') return ok({ list: [spu(9, 'AirPods 3', -1)], total: 1 });
      return ok({ list: [spu(1, '小米 14', 1), spu(2, 'iPhone 15 Pro Max', 0)], total: 2 });
    })
    .on(productSpuApi.updateStatus, ok(true));
const rowOf = (name: string) => screen.getByText(name, { selector: 'td *, td' }).closest('tr')!;

describe('商品列表', () => {
  it('shows the tabs with their counts, prices in yuan, and the actions of each status', async () => {
    const { server, user } = renderPage(<ProductSpuPage />, { server: serverWith(), permissions: Object.values(P), dicts });
    await screen.findByText('小米 14');
    expect(await screen.findByRole('tab', { name: '出售中 (12)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '回收站 (1)' })).toBeInTheDocument();
    // A count the server stopped at the cap is a lower bound.
    expect(screen.getByRole('tab', { name: '仓库中 (10,000+)' })).toBeInTheDocument();
    expect(within(rowOf('小米 14')).getByText('3999.00')).toBeInTheDocument();
    expect(within(rowOf('小米 14')).getByRole('button', { name: /下架/ })).toBeInTheDocument();
    expect(within(rowOf('iPhone 15 Pro Max')).getByRole('button', { name: /上架/ })).toBeInTheDocument();
    expect(within(rowOf('小米 14')).getByRole('button', { name: /删除/ })).toBeDisabled();
    expect(decodeURIComponent(server.received(productSpuApi.page)[0]!.search)).toContain('tabType=0');

    await user.click(within(rowOf('小米 14')).getByRole('button', { name: /移入回收站/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(productSpuApi.updateStatus)[0]!.body).toEqual({ id: 1, status: -1 }));

    await user.click(screen.getByRole('tab', { name: '回收站 (1)' }));
    await screen.findByText('AirPods 3');
    expect(within(rowOf('AirPods 3')).getByRole('button', { name: /恢复/ })).toBeInTheDocument();
    expect(within(rowOf('AirPods 3')).getByRole('button', { name: /删除/ })).toBeEnabled();
  });

  it('searches by brand, a price range typed in yuan (sent in cents), a sales range and the code (a bar code)', async () => {
    const { server, user } = renderPage(<ProductSpuPage />, { server: serverWith(), permissions: Object.values(P), dicts });
    await screen.findByText('小米 14');
    await user.click(screen.getByRole('combobox', { name: '商品品牌' }));
    await user.click(await screen.findByTitle('苹果'));
    await user.type(screen.getByRole('spinbutton', { name: '最低价格' }), '100.5');
    await user.type(screen.getByRole('spinbutton', { name: '最高价格' }), '5000');
    await user.type(screen.getByRole('spinbutton', { name: '最低销量' }), '10');
    await user.type(screen.getByRole('textbox', { name: '商品编码' }), '6901234567892');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => {
      const query = new URLSearchParams(server.received(productSpuApi.page).at(-1)!.search);
      expect([query.get('brandId'), query.get('priceMin'), query.get('priceMax'), query.get('salesCountMin'), query.get('salesCountMax'), query.get('code')]).toEqual(['3', '10050', '500000', '10', null, '6901234567892']);
    });
    // The tabs' counts follow the same search.
    expect(new URLSearchParams(server.received(productSpuApi.getCount).at(-1)!.search).get('priceMin')).toBe('10050');
  });

  it('opens the editor page from 修改', async () => {
    const { user } = renderPage(<ProductSpuPage />, {
      server: serverWith(),
      permissions: Object.values(P),
      dicts,
      path: '/product/spu',
      routes: { '/spu/edit/:spuId': <p>编辑页</p> },
    });
    await screen.findByText('小米 14');
    await user.click(within(rowOf('小米 14')).getByRole('button', { name: /修改/ }));
    expect(await screen.findByText('编辑页')).toBeInTheDocument();
  });
});
