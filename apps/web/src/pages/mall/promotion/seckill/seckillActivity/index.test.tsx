/** 秒杀活动管理 against a fake server: slots as tags, the state and SKUs, the actions each state allows, the dialog's SKUs in yuan sent in cents, the slot filter from 秒杀时段. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, productSkuApi, seckillActivityApi, seckillTimeApi, type ProductSkuOption, type SeckillActivity, type SeckillTime } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../../../test/renderPage';
import SeckillActivityPage from './index';

const P = Permissions.promotion.seckillActivity;
const slot = (id: number, name: string, startTime: string, endTime: string, status = 0): SeckillTime => ({ id, name, startTime, endTime, sliderPicUrls: [], status, seckillActivityCount: 0, createTime: 0 });
const slots = [slot(1, '早场', '08:00:00', '12:00:00'), slot(2, '午场', '12:00:00', '18:00:00'), slot(3, '停用场', '05:00:00', '06:00:00', 1)];
const sku = (id: number, spuId: number, spuName: string, name: string, price: number, stock: number): ProductSkuOption => ({ id, spuId, spuName, name, properties: [], price, stock });
const skus = [sku(11, 1, '小米 14', '黑色 256GB', 399_900, 50), sku(12, 1, '小米 14', '白色 256GB', 399_900, 40), sku(21, 2, '华为 nova 12', '黑色 256GB', 299_900, 30)];
const activity = (id: number, name: string, status: number, fields: Partial<SeckillActivity> = {}): SeckillActivity => ({
  id,
  name,
  status,
  startTime: new Date(2024, 10, 1, 0, 0, 0).getTime(),
  endTime: new Date(2024, 10, 30, 23, 59, 59).getTime(),
  timeIds: [1, 2],
  configIds: [1, 2],
  sort: 0,
  remark: '',
  totalLimitCount: 0,
  singleLimitCount: 0,
  orderCount: 3,
  userCount: 2,
  products: [{ id: 1, spuId: 1, skuId: 11, seckillPrice: 339_900, stock: 10, limitBuyCount: 1, spuName: '小米 14', name: '黑色 256GB', picUrl: '', price: 399_900, productStock: 50 }],
  createTime: new Date(2024, 9, 20, 9, 30, 5).getTime(),
  ...fields,
});
const rows = [activity(1, '手机限时秒杀', 20), activity(2, '零食秒杀节', 40, { timeIds: [2], configIds: [2] }), activity(3, '年货节秒杀', 10)];
const dicts = [...COMMON_STATUS, dictEntry('promotion_activity_status', '10', '未开始'), dictEntry('promotion_activity_status', '20', '进行中'), dictEntry('promotion_activity_status', '30', '已结束'), dictEntry('promotion_activity_status', '40', '已关闭')];
const serverWith = () =>
  createFakeServer()
    .on(seckillTimeApi.list, ok(slots))
    .on(productSkuApi.getOptionList, ok(skus))
    .on(seckillActivityApi.page, ok({ list: rows, total: rows.length }))
    .on(seckillActivityApi.get, ok(rows[2]))
    .on(seckillActivityApi.close, ok(true))
    .on(seckillActivityApi.update, ok(true))
    .on(seckillActivityApi.create, ok(9));
const permissions = [...Object.values(P), Permissions.product.spu.query, Permissions.promotion.seckillTime.query];
const rowOf = (name: string) => screen.getByText(name, { selector: 'td *, td' }).closest('tr')!;

describe('秒杀活动管理', () => {
  it('lists slots as tags, the state, the window and the SKUs at their seckill price in yuan', async () => {
    renderPage(<SeckillActivityPage />, { server: serverWith(), permissions, dicts });
    await screen.findByText('手机限时秒杀');
    const row = within(rowOf('手机限时秒杀'));
    expect(await row.findByText('早场')).toBeInTheDocument();
    expect(row.getByText('午场')).toBeInTheDocument();
    expect(row.getByText('进行中')).toBeInTheDocument();
    expect(row.getByText('开始: 2024-11-01 00:00:00')).toBeInTheDocument();
    expect(row.getByText(/小米 14 黑色 256GB 秒杀价 ￥3399.00/)).toBeInTheDocument();
    expect(within(rowOf('零食秒杀节')).getByText('已关闭')).toBeInTheDocument();
  });

  it('closes an activity that has not ended; a closed one is not changed, a running one not deleted', async () => {
    const { server, user } = renderPage(<SeckillActivityPage />, { server: serverWith(), permissions, dicts });
    await screen.findByText('手机限时秒杀');
    expect(within(rowOf('零食秒杀节')).queryByRole('button', { name: /关闭/ })).toBeNull();
    expect(within(rowOf('零食秒杀节')).getByRole('button', { name: /修改/ })).toBeDisabled();
    expect(within(rowOf('零食秒杀节')).getByRole('button', { name: /删除/ })).toBeEnabled();
    expect(within(rowOf('手机限时秒杀')).getByRole('button', { name: /删除/ })).toBeDisabled();
    await user.click(within(rowOf('手机限时秒杀')).getByRole('button', { name: /关闭/ }));
    expect(await screen.findByText('是否确认关闭秒杀活动编号为"1"的数据项?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(seckillActivityApi.close)[0]!.search).toBe('id=1'));
    expect(await screen.findByText('关闭成功')).toBeInTheDocument();
  });

  it('edits an activity: its SKUs show their seckill price in yuan, and the body carries cents', async () => {
    const { server, user } = renderPage(<SeckillActivityPage />, { server: serverWith(), permissions, dicts });
    await screen.findByText('年货节秒杀');
    await user.click(within(rowOf('年货节秒杀')).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    const price = await within(dialog).findByRole('spinbutton', { name: '秒杀价(元)' });
    expect(price).toHaveValue('3399.00');
    await user.clear(price);
    await user.type(price, '3299.5');
    // A second SKU chosen starts at its price and stock, limited to 1.
    await user.click(within(dialog).getByRole('combobox', { name: '商品选择' }));
    await user.click(await screen.findByTitle('华为 nova 12 黑色 256GB ￥2999.00'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(seckillActivityApi.update)).toHaveLength(1));
    expect(server.received(seckillActivityApi.update)[0]!.body).toMatchObject({
      id: 3,
      name: '年货节秒杀',
      timeIds: [1, 2],
      products: [
        { spuId: 1, skuId: 11, seckillPrice: 329_950, stock: 10, limitBuyCount: 1 },
        { spuId: 2, skuId: 21, seckillPrice: 299_900, stock: 30, limitBuyCount: 1 },
      ],
    });
  });

  it('asks for the slots and SKUs in 新增, offering the enabled slots only', async () => {
    const { user } = renderPage(<SeckillActivityPage />, { server: serverWith(), permissions, dicts });
    await screen.findByText('手机限时秒杀');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('添加秒杀活动');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('秒杀场次不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('商品列表不能为空')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '场次选择' }));
    expect(await screen.findByTitle('早场: { 08:00:00 -- 12:00:00 }')).toBeInTheDocument();
    expect(screen.queryByTitle(/停用场/)).toBeNull();
  });

  it('opens filtered by the slot 秒杀时段 names', async () => {
    const { server } = renderPage(<SeckillActivityPage />, { server: serverWith(), permissions, dicts, path: '/promotion/seckill-activity', entry: '/promotion/seckill-activity?timeId=2' });
    await screen.findByText('手机限时秒杀');
    expect(new URLSearchParams(server.received(seckillActivityApi.page)[0]!.search).get('timeId')).toBe('2');
  });
});
