/** 支付订单 against a fake server: amounts in yuan, the 应用 filter from the apps, and 查看详情 with the channel's raw notification. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { payAppApi, payOrderApi, Permissions, type PayOrder } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import { payDicts } from '../testing/payFixtures';
import PayOrderPage from './index';

const at = (day: number, hour = 10) => new Date(2024, 4, day, hour, 0, 0).getTime();
const order = (id: number, fields: Partial<PayOrder> = {}): PayOrder => ({
  id, appId: 7, appName: '示例应用', channelId: 3, channelCode: 'mock', merchantOrderId: `${id}`, subject: '示例订单：华为手机', body: '华为手机 x 1',
  notifyUrl: 'http://127.0.0.1:48080/admin-api/pay/demo-order/update-paid', price: 12345, channelFeeRate: 0.6, channelFeePrice: 74, status: 10, userIp: '127.0.0.1',
  expireTime: at(6, 12), successTime: at(6, 11), no: `P2024050610${id}`, refundPrice: 0, channelUserId: 'mock-user', channelOrderNo: `MOCK-${id}`,
  createTime: at(6), updateTime: at(6, 11), ...fields,
});
const serverWith = () =>
  createFakeServer()
    .on(payOrderApi.page, ok({ list: [order(41), order(42, { status: 0, no: '', channelOrderNo: '', successTime: null, channelCode: '' })], total: 2 }))
    .on(payAppApi.list, ok([{ id: 7, name: '示例应用' }, { id: 8, name: '商城应用' }]))
    .on(payOrderApi.getDetail, ok({ ...order(41), extension: { no: 'P202405061041', channelCode: 'mock', status: 10, channelNotifyData: '{"status":"SUCCESS","channelOrderNo":"MOCK-41"}' } }));
const permissions = Object.values(Permissions.pay.order);
const rowOf = (text: string) => screen.getByText(text, { selector: 'td *, td' }).closest('tr')!;

describe('支付订单', () => {
  it('lists the orders with their amounts in yuan and filters by app', async () => {
    const { server, user } = renderPage(<PayOrderPage />, { server: serverWith(), permissions, dicts: payDicts });
    await screen.findByText('P202405061041');
    const paid = within(rowOf('P202405061041'));
    expect(paid.getByText('123.45')).toBeInTheDocument();
    expect(paid.getByText('0.74')).toBeInTheDocument();
    expect(paid.getByText('支付成功')).toBeInTheDocument();
    expect(paid.getByText('模拟支付')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();

    const search = within(screen.getByRole('form', { name: '搜索条件' }));
    await user.click(search.getByRole('combobox', { name: '应用编号' }));
    await user.click(await screen.findByTitle('商城应用'));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.received(payOrderApi.page).at(-1)!.search).toContain('appId=8'));
  });

  it('查看详情 shows the order and the channel’s raw notification', async () => {
    const { server, user } = renderPage(<PayOrderPage />, { server: serverWith(), permissions, dicts: payDicts });
    await screen.findByText('P202405061041');
    await user.click(within(rowOf('P202405061041')).getByRole('button', { name: /查看详情/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('订单详情')).toBeInTheDocument();
    expect(server.received(payOrderApi.getDetail)[0]!.search).toBe('id=41');
    expect(dialog.getByText('￥123.45')).toBeInTheDocument();
    expect(dialog.getByText('￥0.74')).toBeInTheDocument();
    expect(dialog.getByText('0.60%')).toBeInTheDocument();
    expect(dialog.getByText('华为手机 x 1')).toBeInTheDocument();
    expect(dialog.getByText('mock-user')).toBeInTheDocument();
    expect(dialog.getByText('2024-05-06 12:00:00')).toBeInTheDocument();
    expect(dialog.getByLabelText('支付通道异步回调内容')).toHaveTextContent('{"status":"SUCCESS","channelOrderNo":"MOCK-41"}');
  });
});
