/** 限时折扣活动 against a fake server: the window and state columns, the actions each state offers, 关闭, and the dialog's SKUs in yuan and 折. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { discountActivityApi, Permissions, productSkuApi, type DiscountActivity, type DiscountActivityDetail, type ProductSkuOption } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../../test/renderPage';
import DiscountActivityPage from './index';

const P = Permissions.promotion.discountActivity;
const at = (d: number, h = 0) => new Date(2024, 10, d, h, 0, 0).getTime();
const activity = (id: number, name: string, status: number): DiscountActivity => ({ id, name, status, startTime: at(1), endTime: at(11, 23), remark: '', createTime: at(1) });
const dicts = [
  dictEntry('promotion_activity_status', '10', '未开始'),
  dictEntry('promotion_activity_status', '20', '进行中'),
  dictEntry('promotion_activity_status', '30', '已结束'),
  dictEntry('promotion_activity_status', '40', '已关闭'),
  dictEntry('promotion_discount_type', '1', '满减'),
  dictEntry('promotion_discount_type', '2', '折扣'),
];
const sku = (id: number, spuId: number, spuName: string, name: string, price: number): ProductSkuOption => ({ id, spuId, spuName, name, properties: [], price, stock: 20 });
const skus = [sku(11, 4, '小米 14', '黑色 256GB', 3999_00), sku(12, 4, '小米 14', '黑色 512GB', 4599_00), sku(21, 20, 'AirPods Pro 2', '白色', 1899_00)];
const detail: DiscountActivityDetail = {
  ...activity(1, '双11限时折扣', 20),
  remark: '直降',
  products: [
    { id: 5, spuId: 4, skuId: 11, discountType: 1, discountPrice: 300_00, discountPercent: null, spuName: '小米 14', name: '黑色 256GB', picUrl: '', price: 3999_00, stock: 20 },
    { id: 6, spuId: 20, skuId: 21, discountType: 2, discountPrice: null, discountPercent: 85, spuName: 'AirPods Pro 2', name: '白色', picUrl: '', price: 1899_00, stock: 20 },
  ],
};
const list = [activity(1, '双11限时折扣', 20), activity(2, '国庆折扣', 40), activity(3, '中秋折扣', 30), activity(4, '年货节折扣', 10)];
const serverWith = () =>
  createFakeServer()
    .on(discountActivityApi.page, ok({ list, total: list.length }))
    .on(discountActivityApi.get, ok(detail))
    .on(productSkuApi.getOptionList, ok(skus))
    .on(discountActivityApi.close, ok(true))
    .on(discountActivityApi.update, ok(true));
const rowOf = (name: string) => screen.getByText(name, { selector: 'td *, td' }).closest('tr')!;
const button = (row: string, name: RegExp) => within(rowOf(row)).queryByRole('button', { name });

describe('限时折扣活动', () => {
  it('shows each window and state, and the actions each state allows', async () => {
    const { server, user } = renderPage(<DiscountActivityPage />, { server: serverWith(), permissions: Object.values(P), dicts });
    await screen.findByText('双11限时折扣');
    expect(within(rowOf('双11限时折扣')).getByText('进行中')).toBeInTheDocument();
    expect(within(rowOf('双11限时折扣')).getByText('开始：2024-11-01 00:00:00')).toBeInTheDocument();
    expect(within(rowOf('双11限时折扣')).getByText('结束：2024-11-11 23:00:00')).toBeInTheDocument();
    // Running or upcoming: 关闭, not yet 删除.
    expect(button('双11限时折扣', /关闭/)).toBeInTheDocument();
    expect(button('双11限时折扣', /删除/)).toBeDisabled();
    expect(button('年货节折扣', /关闭/)).toBeInTheDocument();
    // Closed: deleted, not changed; ended: deleted, not closed.
    expect(button('国庆折扣', /关闭/)).toBeNull();
    expect(button('国庆折扣', /修改/)).toBeDisabled();
    expect(button('国庆折扣', /删除/)).toBeEnabled();
    expect(button('中秋折扣', /关闭/)).toBeNull();
    expect(button('中秋折扣', /修改/)).toBeEnabled();
    expect(button('中秋折扣', /删除/)).toBeEnabled();

    await user.click(button('双11限时折扣', /关闭/)!);
    expect(await screen.findByText('是否确认关闭限时折扣活动编号为"1"的数据项?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(discountActivityApi.close)[0]!.search).toBe('id=1'));
    expect(await screen.findByText('关闭成功')).toBeInTheDocument();
  });

  it('opens an activity with its SKUs in yuan and 折 and the price after, and saves it unchanged', async () => {
    const { server, user } = renderPage(<DiscountActivityPage />, { server: serverWith(), permissions: Object.values(P), dicts });
    await screen.findByText('双11限时折扣');
    await user.click(button('双11限时折扣', /修改/)!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('修改限时折扣活动');
    expect(await within(dialog).findByText('小米 14 黑色 256GB', { selector: 'td' })).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: '优惠金额' })).toHaveValue('300.00');
    expect(within(dialog).getByRole('spinbutton', { name: '优惠折扣' })).toHaveValue('8.5');
    // 3999.00 − 300.00, and 1899.00 × 85% rounded down to the cent.
    expect(within(dialog).getByText('￥3699.00')).toBeInTheDocument();
    expect(within(dialog).getByText('￥1614.15')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(discountActivityApi.update)).toHaveLength(1));
    expect(server.received(discountActivityApi.update)[0]!.body).toEqual({
      id: 1,
      name: '双11限时折扣',
      remark: '直降',
      startTime: at(1),
      endTime: at(11, 23),
      products: [
        { spuId: 4, skuId: 11, discountType: 1, discountPrice: 300_00 },
        { spuId: 20, skuId: 21, discountType: 2, discountPercent: 85 },
      ],
    });
  });

  it('adds SKUs chosen by product, a price off typed in yuan, and asks for what is missing', async () => {
    const server = serverWith().on(discountActivityApi.create, ok(9));
    const { user } = renderPage(<DiscountActivityPage />, { server, permissions: Object.values(P), dicts });
    await screen.findByText('双11限时折扣');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('添加限时折扣活动');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('活动时间不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('商品选择不能为空')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: '商品选择' }));
    await user.click(await screen.findByTitle('小米 14 黑色 512GB'));
    const price = await within(dialog).findByRole('spinbutton', { name: '优惠金额' });
    expect(within(dialog).getByText('￥4599.00')).toBeInTheDocument();
    await user.type(price, '600');
    await user.tab();
    expect(await within(dialog).findByText('￥3999.00')).toBeInTheDocument();
    expect(server.received(discountActivityApi.create)).toHaveLength(0);
  });
});
