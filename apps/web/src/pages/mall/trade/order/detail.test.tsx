/** 订单详情 against a fake server: the order read by the id in the address, its items, the price breakdown in yuan, the delivery and the timeline, and the buttons its status allows. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { deliveryExpressApi, Permissions, type Permission, TradeOrderStatus, tradeOrderApi } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { renderPage } from '../../../../test/renderPage';
import { at, orderDetail, tradeDicts } from '../testing/tradeFixtures';
import TradeOrderDetailPage from './detail';

const P = Permissions.trade.order;
const serverWith = (detail = orderDetail(7)) =>
  createFakeServer()
    .on(tradeOrderApi.getDetail, ok(detail))
    .on(deliveryExpressApi.listAllSimple, ok([{ id: 1, name: '顺丰快递' }, { id: 2, name: '京东快递' }]))
    .on(tradeOrderApi.updateRemark, ok(true));
const open = (server = serverWith(), permissions: readonly Permission[] = Object.values(P)) =>
  renderPage(<TradeOrderDetailPage />, { server, permissions, dicts: tradeDicts, path: '/trade/order/detail', entry: '/trade/order/detail?id=7' });
const section = (title: string) => within(screen.getByRole('region', { name: title }));
const rowOf = (text: string) => screen.getByText(text, { selector: 'td *, td' }).closest('tr')!;

describe('订单详情', () => {
  it('shows the order, its items, the price breakdown in yuan and the timeline', async () => {
    const { server } = open();
    await screen.findByText('o20240506100007');
    expect(server.received(tradeOrderApi.getDetail)[0]!.search).toBe('id=7');
    const info = section('订单信息');
    expect(info.getByText('芋艿')).toBeInTheDocument();
    expect(info.getByText('普通订单')).toBeInTheDocument();
    expect(info.getByText('微信小程序')).toBeInTheDocument();
    expect(info.getByText('请尽快发货')).toBeInTheDocument();
    expect(info.getByText('907')).toBeInTheDocument();
    expect(info.getByText('模拟支付')).toBeInTheDocument();
    expect(info.getByText('广东省 深圳市 南山区 科技园 1 号')).toBeInTheDocument();

    expect(section('订单状态').getByText('待发货')).toBeInTheDocument();
    expect(section('订单状态').getByText('买家已付款，请尽快发货')).toBeInTheDocument();

    const phone = within(rowOf('小米 14 Pro'));
    expect(phone.getByText('颜色：黑色')).toBeInTheDocument();
    expect(phone.getByText('￥4999.00')).toBeInTheDocument();
    expect(phone.getByText('￥9998.00')).toBeInTheDocument();
    expect(phone.getByText('未售后')).toBeInTheDocument();
    expect(within(rowOf('AirPods 3')).getByText('售后中')).toBeInTheDocument();

    const prices = section('费用信息');
    expect(prices.getByText('￥9998.00')).toBeInTheDocument();
    expect(prices.getByText('￥10.00')).toBeInTheDocument();
    expect(prices.getByText('-￥50.00')).toBeInTheDocument();
    expect(prices.getByText('-￥100.00')).toBeInTheDocument();
    expect(prices.getByText('实付金额')).toBeInTheDocument();
    expect(prices.getByText('￥9858.00')).toBeInTheDocument();

    expect(section('物流信息').getByText('未发货')).toBeInTheDocument();
    const timeline = section('订单操作日志').getAllByRole('listitem').map((item) => item.textContent);
    expect(timeline).toEqual(['用户付款成功2024-05-06 11:00:00', '用户下单2024-05-06 10:00:00']);
  });

  it('offers 发货 on a 待发货 order, and no 调整价格 once paid; 备注 sends the remark', async () => {
    const { server, user } = open();
    await screen.findByText('o20240506100007');
    const buttons = section('订单状态').getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));
    expect(buttons).toEqual(['发货', '备注', '修改地址']);
    await user.click(section('订单状态').getByRole('button', { name: /备\s*注/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: '备注' }), '已电话确认');
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(tradeOrderApi.updateRemark)[0]!.body).toEqual({ id: 7, remark: '已电话确认' }));
    // The order is read again after the change.
    await waitFor(() => expect(server.received(tradeOrderApi.getDetail).length).toBeGreaterThan(1));
  });

  it('shows the delivery of a delivered order, and no button but 备注', async () => {
    open(serverWith(orderDetail(7, { status: TradeOrderStatus.DELIVERED, logisticsId: 2, logisticsNo: 'JD0001', deliveryTime: at(7, 9) })));
    expect(await screen.findByText('JD0001')).toBeInTheDocument();
    const delivery = section('物流信息');
    expect(await delivery.findByText('京东快递')).toBeInTheDocument();
    expect(delivery.getByText('2024-05-07 09:00:00')).toBeInTheDocument();
    expect(section('订单状态').getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['备注']);
  });

  it('shows 应付金额 on an unpaid order, and no button to a user who may only look', async () => {
    open(serverWith(orderDetail(7, { status: TradeOrderStatus.UNPAID, payStatus: false, payTime: null, payChannelCode: '' })), [P.query]);
    await screen.findByText('o20240506100007');
    expect(section('费用信息').getByText('应付金额')).toBeInTheDocument();
    expect(section('订单信息').getByText('未支付')).toBeInTheDocument();
    expect(section('订单状态').queryAllByRole('button')).toHaveLength(0);
  });
});
