/** 退款订单 against a fake server: amounts in yuan, the filters, and 查看详情 with the channel's error and raw notification. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { payAppApi, payRefundApi, Permissions, type PayRefund } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import { payDicts } from '../testing/payFixtures';
import PayRefundPage from './index';

const at = (day: number, hour = 10) => new Date(2024, 4, day, hour, 0, 0).getTime();
const refund = (id: number, fields: Partial<PayRefund> = {}): PayRefund => ({
  id, no: `R2024050710${id}`, appId: 7, appName: '示例应用', channelId: 3, channelCode: 'mock', orderId: 41, orderNo: 'P202405061041',
  merchantOrderId: '41', merchantRefundId: `41-refund-${id}`, notifyUrl: 'http://127.0.0.1:48080/admin-api/pay/demo-order/update-refunded', status: 10,
  payPrice: 12345, refundPrice: 12345, reason: '想退款', userIp: '127.0.0.1', channelOrderNo: 'MOCK-41', channelRefundNo: `MOCK-R-${id}`, successTime: at(7, 11),
  channelErrorCode: '', channelErrorMsg: '', channelNotifyData: '{"status":"SUCCESS"}', createTime: at(7), updateTime: at(7, 11), ...fields,
});
const failed = refund(52, { status: 20, channelRefundNo: '', successTime: null, channelErrorCode: 'ACQ.TRADE_HAS_FINISHED', channelErrorMsg: '交易已完结', channelNotifyData: '' });
const serverWith = () =>
  createFakeServer()
    .on(payRefundApi.page, ok({ list: [refund(51), failed], total: 2 }))
    .on(payAppApi.list, ok([{ id: 7, name: '示例应用' }]))
    .on(payRefundApi.get, (request) => ok(request.query.get('id') === '52' ? failed : refund(51)));
const permissions = Object.values(Permissions.pay.refund);
const rowOf = (text: string) => screen.getByText(text, { selector: 'td *, td' }).closest('tr')!;

describe('退款订单', () => {
  it('lists the refunds with their amounts in yuan and searches by the refund number', async () => {
    const { server, user } = renderPage(<PayRefundPage />, { server: serverWith(), permissions, dicts: payDicts });
    await screen.findByText('41-refund-51');
    const done = within(rowOf('41-refund-51'));
    expect(done.getAllByText('123.45')).toHaveLength(2);
    expect(done.getByText('退款成功')).toBeInTheDocument();
    expect(within(rowOf('41-refund-52')).getByText('退款失败')).toBeInTheDocument();
    const search = within(screen.getByRole('form', { name: '搜索条件' }));
    await user.type(search.getByLabelText('商户退款单号'), '41-refund-52');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.received(payRefundApi.page).at(-1)!.search).toContain('merchantRefundId=41-refund-52'));
  });

  it('查看详情 shows a refused refund with the channel’s error', async () => {
    const { server, user } = renderPage(<PayRefundPage />, { server: serverWith(), permissions, dicts: payDicts });
    await screen.findByText('41-refund-52');
    await user.click(within(rowOf('41-refund-52')).getByRole('button', { name: /查看详情/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('退款订单详情')).toBeInTheDocument();
    expect(server.received(payRefundApi.get)[0]!.search).toBe('id=52');
    expect(dialog.getByText('退款失败')).toBeInTheDocument();
    expect(dialog.getByText('ACQ.TRADE_HAS_FINISHED')).toBeInTheDocument();
    expect(dialog.getByText('交易已完结')).toBeInTheDocument();
    expect(dialog.getByText('想退款')).toBeInTheDocument();
    expect(dialog.getAllByText('￥123.45')).toHaveLength(2);
  });
});
