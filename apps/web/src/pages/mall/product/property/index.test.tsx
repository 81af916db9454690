/** 商品属性 and its hidden 属性值 page against a fake server: the row action between them, the values' search and form starting with the property. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, productPropertyApi, productPropertyValueApi, type ProductProperty, type ProductPropertyValue } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { renderPage } from '../../../../test/renderPage';
import ProductPropertyPage from './index';
import ProductPropertyValuePage from './value/index';

const P = Permissions.product.property;
const created = new Date(2024, 4, 6, 9, 30, 5).getTime();
const properties: ProductProperty[] = [
  { id: 1, name: '颜色', remark: '机身颜色', createTime: created },
  { id: 2, name: '内存', remark: '', createTime: created },
];
const values: ProductPropertyValue[] = [
  { id: 11, propertyId: 1, name: '黑色', remark: '', createTime: created },
  { id: 12, propertyId: 1, name: '白色', remark: '', createTime: created },
];
const serverWith = () =>
  createFakeServer()
    .on(productPropertyApi.page, ok({ list: properties, total: properties.length }))
    .on(productPropertyApi.list, ok(properties))
    .on(productPropertyApi.get, (req) => ok(properties.find((p) => `id=${p.id}` === req.search)!))
    .on(productPropertyValueApi.page, ok({ list: values, total: values.length }))
    .on(productPropertyValueApi.create, ok(13));
const rowOf = (name: string) => screen.getByText(name, { selector: 'td *, td' }).closest('tr')!;
const valueSearches = (server: ReturnType<typeof serverWith>) => server.received(productPropertyValueApi.page).map((r) => decodeURIComponent(r.search));

describe('商品属性', () => {
  it('opens a property’s values from its row, the search starting with that property', async () => {
    const { server, user, location } = renderPage(<ProductPropertyPage />, {
      server: serverWith(),
      permissions: Object.values(P),
      routes: { '/property/value/:propertyId': <ProductPropertyValuePage /> },
    });
    await screen.findByText('机身颜色');
    await user.click(within(rowOf('颜色')).getByRole('button', { name: /属性值/ }));
    expect(location()).toBe('/property/value/1');
    await screen.findByText('黑色');
    await waitFor(() => expect(valueSearches(server).at(-1)).toBe('propertyId=1&pageNo=1&pageSize=20'));
  });

  it('adds a value under the property the page is for', async () => {
    const { server, user } = renderPage(<ProductPropertyValuePage />, { server: serverWith(), permissions: Object.values(P), path: '/property/value/:propertyId', entry: '/property/value/1' });
    await screen.findByText('黑色');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('添加属性值');
    expect(within(dialog).getByTitle('颜色')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('名称'), '蓝色');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(productPropertyValueApi.create)[0]!.body).toEqual({ propertyId: 1, name: '蓝色' });
  });

  it('says so for a property id that is no number', async () => {
    renderPage(<ProductPropertyValuePage />, { server: serverWith(), permissions: Object.values(P), path: '/property/value/:propertyId', entry: '/property/value/abc' });
    expect(await screen.findByText('属性项不存在')).toBeInTheDocument();
  });
});
