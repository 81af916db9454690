/** 订单列表 against a fake server: the search type sends the chosen field, each order's block, and the buttons each status allows with the bodies they send. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { areaApi, deliveryExpressApi, Permissions, TradeOrderStatus, tradeOrderApi } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { renderPage } from '../../../../test/renderPage';
import { pageRow, tradeDicts } from '../testing/tradeFixtures';
import TradeOrderPage from './index';
import { showsTexts } from '../../../../test/showsTexts';

const P = Permissions.trade.order;
const unpaid = pageRow(1, { status: TradeOrderStatus.UNPAID, payStatus: false, payTime: null, payChannelCode: '', payPrice: 985_800 });
const undelivered = pageRow(2);
const delivered = pageRow(3, { status: TradeOrderStatus.DELIVERED, logisticsId: 1, logisticsNo: 'SF100', deliveryTime: Date.now() });
const serverWith = () =>
  createFakeServer()
    .on(tradeOrderApi.page, ok({ list: [unpaid, undelivered, delivered], total: 3 }))
    .on(deliveryExpressApi.listAllSimple, ok([{ id: 1, name: '顺丰快递' }, { id: 2, name: '京东快递' }]))
    .on(areaApi.tree, ok([{ id: 440000, name: '广东省', children: [{ id: 440300, name: '深圳市', children: [{ id: 440305, name: '南山区' }] }] }]))
    .on(tradeOrderApi.delivery, ok(true))
    .on(tradeOrderApi.updateRemark, ok(true))
    .on(tradeOrderApi.updatePrice, ok(true))
    .on(tradeOrderApi.updateAddress, ok(true));
const blockOf = (no: string) => within(screen.getByRole('region', { name: `订单 ${no}` }));
/** The open dialog, once it shows its title. */
const dialogTitled = async (title: string) => {
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText(title);
  return dialog;
};
const actionsOf = (no: string) => within(blockOf(no).getByRole('group', { name: '操作' }));
const lastQuery = (server: ReturnType<typeof serverWith>) => server.received(tradeOrderApi.page).at(-1)!.query;

describe('订单列表', () => {
  it('shows each order as a block: header, items, amounts in yuan, buyer, receiver and status', async () => {
    renderPage(<TradeOrderPage />, { server: serverWith(), permissions: Object.values(P), dicts: tradeDicts });
    await screen.findByText(undelivered.no);
    const block = blockOf(undelivered.no);
    expect(block.getByText('小米 14 Pro')).toBeInTheDocument();
    expect(block.getByText('颜色：黑色')).toBeInTheDocument();
    expect(block.getByText('￥4999.00 × 2')).toBeInTheDocument();
    expect(block.getByText('￥9858.00')).toBeInTheDocument();
    expect(block.getByText('芋艿')).toBeInTheDocument();
    expect(block.getByText('张三 15601691300')).toBeInTheDocument();
    expect(block.getByText('微信小程序')).toBeInTheDocument();
    expect(block.getByText('模拟支付')).toBeInTheDocument();
    expect(block.getByText('快递发货')).toBeInTheDocument();
    expect(block.getByText('待发货')).toBeInTheDocument();
    expect(blockOf(unpaid.no).getByText('未支付')).toBeInTheDocument();
  });

  it('sends the search text as the field 搜索方式 names, with the selects', async () => {
    const { server, user } = renderPage(<TradeOrderPage />, { server: serverWith(), permissions: Object.values(P), dicts: tradeDicts });
    await screen.findByText(undelivered.no);
    const search = within(screen.getByRole('form', { name: '搜索条件' }));
    await user.type(search.getByRole('textbox', { name: '搜索内容' }), 'o20240506');
    await user.click(search.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lastQuery(server).get('no')).toBe('o20240506'));

    await user.click(search.getByRole('combobox', { name: '搜索方式' }));
    await user.click(await screen.findByTitle('会员昵称'));
    await user.clear(search.getByRole('textbox', { name: '搜索内容' }));
    await user.type(search.getByRole('textbox', { name: '搜索内容' }), '芋艿');
    await user.click(search.getByRole('combobox', { name: '订单状态' }));
    await user.click(await screen.findByTitle('待发货'));
    await user.click(search.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lastQuery(server).get('userNickname')).toBe('芋艿'));
    expect(lastQuery(server).get('no')).toBeNull();
    expect(lastQuery(server).get('status')).toBe('10');

    await user.click(search.getByRole('combobox', { name: '搜索方式' }));
    await user.click(await screen.findByTitle('会员编号'));
    await user.clear(search.getByRole('textbox', { name: '搜索内容' }));
    await user.type(search.getByRole('textbox', { name: '搜索内容' }), '247');
    await user.click(search.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lastQuery(server).get('userId')).toBe('247'));
    expect(lastQuery(server).get('userNickname')).toBeNull();
  });

  it('offers each action only in the statuses the server allows, and only to holders of 修改', async () => {
    renderPage(<TradeOrderPage />, { server: serverWith(), permissions: Object.values(P), dicts: tradeDicts });
    await screen.findByText(undelivered.no);
    const buttons = (no: string) => actionsOf(no).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));
    expect(buttons(unpaid.no)).toEqual(['详情', '备注', '调整价格', '修改地址']);
    expect(buttons(undelivered.no)).toEqual(['详情', '发货', '备注', '修改地址']);
    expect(buttons(delivered.no)).toEqual(['详情', '备注']);
  });

  it('shows only 详情 to a user who may not change orders, and 详情 opens the detail page', async () => {
    const { user, location } = renderPage(<TradeOrderPage />, {
      server: serverWith(), permissions: [P.query], dicts: tradeDicts, path: '/trade/order', routes: { '/trade/order/detail': <p>订单详情页</p> },
    });
    await screen.findByText(undelivered.no);
    expect(actionsOf(undelivered.no).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['详情']);
    await user.click(actionsOf(undelivered.no).getByRole('button', { name: /详\s*情/ }));
    expect(await screen.findByText('订单详情页')).toBeInTheDocument();
    expect(location()).toBe('/trade/order/detail?id=2');
  });

  it('发货 sends the express company and the waybill number', async () => {
    const { server, user } = renderPage(<TradeOrderPage />, { server: serverWith(), permissions: Object.values(P), dicts: tradeDicts });
    await screen.findByText(undelivered.no);
    await user.click(actionsOf(undelivered.no).getByRole('button', { name: /发\s*货/ }));
    const dialog = within(await dialogTitled('订单发货'));
    await user.click(dialog.getByRole('combobox', { name: '快递公司' }));
    await user.click(await screen.findByTitle('顺丰快递'));
    await user.type(dialog.getByRole('textbox', { name: '快递单号' }), ' SF1234567890 ');
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(tradeOrderApi.delivery)[0]!.body).toEqual({ id: 2, logisticsId: 1, logisticsNo: 'SF1234567890' }));
  });

  it('调整价格 takes yuan, may be negative, shows the new 应付 and sends cents', async () => {
    const { server, user } = renderPage(<TradeOrderPage />, { server: serverWith(), permissions: Object.values(P), dicts: tradeDicts });
    await screen.findByText(unpaid.no);
    await user.click(actionsOf(unpaid.no).getByRole('button', { name: '调整价格' }));
    const dialog = within(await dialogTitled('订单调价'));
    expect(dialog.getByRole('textbox', { name: '应付金额(总)' })).toHaveValue('￥9858.00');
    await user.type(dialog.getByRole('spinbutton', { name: '调整金额' }), '-58.5');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: '调价后' })).toHaveValue('￥9799.50'));
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(tradeOrderApi.updatePrice)[0]!.body).toEqual({ id: 1, adjustPrice: -5850 }));
  });

  it('refuses an adjustment that leaves less than 0.01 元 to pay', async () => {
    const { server, user } = renderPage(<TradeOrderPage />, { server: serverWith(), permissions: Object.values(P), dicts: tradeDicts });
    await screen.findByText(unpaid.no);
    await user.click(actionsOf(unpaid.no).getByRole('button', { name: '调整价格' }));
    const dialog = within(await dialogTitled('订单调价'));
    await user.type(dialog.getByRole('spinbutton', { name: '调整金额' }), '-9858');
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));
    expect(await dialog.findByText('调价后的应付金额不能小于 0.01 元')).toBeInTheDocument();
    expect(server.received(tradeOrderApi.updatePrice)).toHaveLength(0);
  });

  it('备注 sends the remark', async () => {
    const { server, user } = renderPage(<TradeOrderPage />, { server: serverWith(), permissions: Object.values(P), dicts: tradeDicts });
    await screen.findByText(delivered.no);
    await user.click(actionsOf(delivered.no).getByRole('button', { name: /备\s*注/ }));
    const dialog = within(await dialogTitled('商家备注'));
    await user.type(dialog.getByRole('textbox', { name: '备注' }), '顾客要求周末送达');
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(tradeOrderApi.updateRemark)[0]!.body).toEqual({ id: 3, remark: '顾客要求周末送达' }));
  });

  it('修改地址 starts from the order’s receiver and area and sends the district’s id', async () => {
    const { server, user } = renderPage(<TradeOrderPage />, { server: serverWith(), permissions: Object.values(P), dicts: tradeDicts });
    await screen.findByText(undelivered.no);
    await user.click(actionsOf(undelivered.no).getByRole('button', { name: '修改地址' }));
    const dialog = within(await dialogTitled('修改收货地址'));
    expect(dialog.getByTitle('广东省 / 深圳市 / 南山区')).toBeInTheDocument();
    const name = dialog.getByRole('textbox', { name: '收件人' });
    expect(name).toHaveValue('张三');
    await user.clear(name);
    await user.type(name, '李四');
    await user.clear(dialog.getByRole('textbox', { name: '手机号' }));
    await user.type(dialog.getByRole('textbox', { name: '手机号' }), '1560169');
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await showsTexts(dialog, ['请输入正确的手机号']);
    await user.type(dialog.getByRole('textbox', { name: '手机号' }), '1301');
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(server.received(tradeOrderApi.updateAddress)[0]!.body).toEqual({
        id: 2, receiverName: '李四', receiverMobile: '15601691301', receiverAreaId: 440305, receiverDetailAddress: '科技园 1 号',
      }),
    );
  });
});
