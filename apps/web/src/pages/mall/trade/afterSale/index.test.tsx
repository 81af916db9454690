/** 售后退款 against a fake server: the list's columns and searches, and 处理退款's steps by status. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterSaleApi, Permissions } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../../test/renderPage';
import TradeAfterSalePage from './index';

const dicts = [
  dictEntry('trade_after_sale_status', '10', '申请中'),
  dictEntry('trade_after_sale_status', '30', '商家待收货'),
  dictEntry('trade_after_sale_status', '40', '等待退款'),
  dictEntry('trade_after_sale_way', '10', '仅退款'),
  dictEntry('trade_after_sale_way', '20', '退货退款'),
  dictEntry('trade_after_sale_type', '20', '售后退款'),
];
const at = new Date(2024, 4, 6, 10, 0, 0).getTime();
const sale = (status: number, way = 10) => ({
  id: 5, no: 'R202405060001', status, way, type: 20, applyReason: '不想要了', applyDescription: '包装完好', applyPicUrls: [],
  orderId: 9, orderNo: 'O202405050001', orderItemId: 11, spuId: 1, spuName: '华为 P60', skuId: 2,
  properties: [{ propertyId: 1, propertyName: '颜色', valueId: 3, valueName: '黑色' }], picUrl: '', count: 1,
  auditReason: '', refundPrice: 488800, refundTime: null, logisticsId: null, logisticsNo: '', deliveryTime: null, receiveTime: null, receiveReason: '',
  createTime: at, userId: 3, auditTime: null, auditUserId: null, payRefundId: null,
});
const serverWith = (status: number, way = 10) =>
  createFakeServer()
    .on(afterSaleApi.page, ok({ list: [{ ...sale(status, way), user: { id: 3, nickname: '芋艿会员' } }], total: 1 }))
    .on(afterSaleApi.getDetail, ok({ ...sale(status, way), order: null, orderItem: null, user: { id: 3, nickname: '芋艿会员', avatar: '', mobile: '15601691300' }, logs: [
      { id: 1, userId: 3, userType: 1, afterSaleId: 5, beforeStatus: null, afterStatus: 10, content: '会员申请退款', createTime: at },
    ] }))
    .on(afterSaleApi.agree, ok(true))
    .on(afterSaleApi.disagree, ok(true))
    .on(afterSaleApi.receive, ok(true))
    .on(afterSaleApi.refund, ok(true));
const permissions = Object.values(Permissions.trade.afterSale);

const openRow = async (user: ReturnType<typeof renderPage>['user']) => {
  await user.click(within((await screen.findByText('R202405060001')).closest('tr')!).getByRole('button', { name: /处理退款/ }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('售后详情');
  return within(dialog);
};

describe('售后退款', () => {
  it('lists an after-sale with its product, refund in yuan, buyer, status and way, and searches by product name', async () => {
    const { server, user } = renderPage(<TradeAfterSalePage />, { server: serverWith(10), permissions, dicts });
    const row = within((await screen.findByText('R202405060001')).closest('tr')!);
    expect(row.getByText('华为 P60')).toBeInTheDocument();
    expect(row.getByText(/4888\.00/)).toBeInTheDocument();
    expect(row.getByText('芋艿会员')).toBeInTheDocument();
    expect(row.getByText('申请中')).toBeInTheDocument();
    expect(row.getByText('仅退款')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '商品名称' }), 'P60');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.received(afterSaleApi.page).at(-1)!.search).toContain('spuName=P60'));
  });

  it('offers 同意售后 and 拒绝售后 while 申请中: agreeing asks first, refusing asks for the reason', async () => {
    const { server, user } = renderPage(<TradeAfterSalePage />, { server: serverWith(10), permissions, dicts });
    const dialog = await openRow(user);
    expect(dialog.getByText('会员申请退款', { exact: false })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: '确认退款' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: '同意售后' }));
    expect(await screen.findByText('是否同意售后编号为"R202405060001"的申请?')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(afterSaleApi.agree)[0]!.search).toBe('id=5'));

    await user.click(dialog.getByRole('button', { name: '拒绝售后' }));
    const note = await screen.findByRole('textbox', { name: '审批备注' });
    const reason = within(note.closest('[role="dialog"]') as HTMLElement);
    expect(reason.getAllByText('拒绝售后').length).toBeGreaterThan(0);
    expect(reason.getByRole('button', { name: /确\s*定/ })).toBeDisabled();
    await user.type(note, '已超过售后期');
    await user.click(reason.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(afterSaleApi.disagree)[0]!.body).toEqual({ id: 5, auditReason: '已超过售后期' }));
  });

  it('offers 确认收货 while the goods come back, and 确认退款 only when the refund waits', async () => {
    const back = renderPage(<TradeAfterSalePage />, { server: serverWith(30, 20), permissions, dicts });
    const returning = await openRow(back.user);
    expect(returning.getByRole('button', { name: '确认收货' })).toBeInTheDocument();
    expect(returning.getByRole('button', { name: '拒绝收货' })).toBeInTheDocument();
    expect(returning.queryByRole('button', { name: '同意售后' })).toBeNull();
    expect(returning.queryByRole('button', { name: '确认退款' })).toBeNull();
  });

  it('offers 确认退款 when the refund waits, and asks first', async () => {
    const { server, user } = renderPage(<TradeAfterSalePage />, { server: serverWith(40), permissions, dicts });
    const dialog = await openRow(user);
    await user.click(dialog.getByRole('button', { name: '确认退款' }));
    expect(await screen.findByText('是否确认退款 ￥4888.00?')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(afterSaleApi.refund)[0]!.search).toBe('id=5'));
  });

  it('hides the steps a role may not take', async () => {
    const { user } = renderPage(<TradeAfterSalePage />, { server: serverWith(10), permissions: [Permissions.trade.afterSale.query], dicts });
    const dialog = await openRow(user);
    expect(dialog.queryByRole('button', { name: '同意售后' })).toBeNull();
    expect(dialog.queryByRole('button', { name: '拒绝售后' })).toBeNull();
  });
});
