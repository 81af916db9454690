/** 接入示例 against a fake server: 是否支付 as 是/否, 发起订单 with a product, 前往支付 to the cashier, 发起退款 after the reference's question. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { payDemoOrderApi, Permissions, type PayDemoOrder } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import { payDicts } from '../testing/payFixtures';
import PayDemoOrderPage from './index';

const at = (hour: number) => new Date(2024, 4, 6, hour, 0, 0).getTime();
const order = (id: number, fields: Partial<PayDemoOrder> = {}): PayDemoOrder => ({
  id, userId: 1, spuId: 2, spuName: '小米电视', price: 10, payStatus: false, payOrderId: 40 + id, payTime: null, payChannelCode: '',
  payRefundId: null, refundPrice: 0, refundTime: null, createTime: at(9), ...fields,
});
const orders = [
  order(1),
  order(2, { spuName: '华硕笔记本', price: 1000, payStatus: true, payTime: at(10), payChannelCode: 'mock' }),
  order(3, { spuName: '蔚来汽车', price: 200000, payStatus: true, payTime: at(10), payChannelCode: 'mock', payRefundId: 9, refundPrice: 0 }),
];
const serverWith = () =>
  createFakeServer()
    .on(payDemoOrderApi.page, ok({ list: orders, total: 3 }))
    .on(payDemoOrderApi.create, ok(4))
    .on(payDemoOrderApi.refund, ok(true));
const permissions = [...Object.values(Permissions.pay.demoOrder), Permissions.pay.order.query];
const rowOf = (name: string) => screen.getByText(name, { selector: 'td *, td' }).closest('tr')!;

describe('接入示例', () => {
  it('shows 是否支付 as 是/否, prices in yuan, and offers each order what it can do next', async () => {
    renderPage(<PayDemoOrderPage />, { server: serverWith(), permissions, dicts: payDicts });
    await screen.findByText('小米电视');
    const unpaid = within(rowOf('小米电视'));
    expect(unpaid.getByText('否')).toBeInTheDocument();
    expect(unpaid.getByText('0.10')).toBeInTheDocument();
    expect(unpaid.getByRole('button', { name: /前往支付/ })).toBeInTheDocument();
    expect(unpaid.queryByRole('button', { name: /发起退款/ })).not.toBeInTheDocument();
    const paid = within(rowOf('华硕笔记本'));
    expect(paid.getByText('是')).toBeInTheDocument();
    expect(paid.getByRole('button', { name: /发起退款/ })).toBeInTheDocument();
    expect(paid.queryByRole('button', { name: /前往支付/ })).not.toBeInTheDocument();
    const refunding = within(rowOf('蔚来汽车'));
    expect(refunding.getByText('2000.00')).toBeInTheDocument();
    expect(refunding.getByText('退款中，等待退款结果')).toBeInTheDocument();
    expect(refunding.queryAllByRole('button')).toHaveLength(0);
  });

  it('发起订单 for a chosen product', async () => {
    const { server, user } = renderPage(<PayDemoOrderPage />, { server: serverWith(), permissions, dicts: payDicts });
    await screen.findByText('小米电视');
    await user.click(screen.getByRole('button', { name: /发起订单/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));
    expect(await dialog.findByText('商品编号不能为空')).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: '商品' }));
    expect(await screen.findByText('￥2000.00')).toBeInTheDocument();
    await user.click(await screen.findByTitle('苹果手表'));
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(payDemoOrderApi.create)[0]?.body).toEqual({ spuId: 3 }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
  });

  it('前往支付 opens the cashier for the order’s pay order, to come back here', async () => {
    const { user, location } = renderPage(<PayDemoOrderPage />, {
      server: serverWith(), permissions, dicts: payDicts, path: '/pay/demo-order', routes: { '/pay/cashier': <p>收银台</p> },
    });
    await screen.findByText('小米电视');
    await user.click(within(rowOf('小米电视')).getByRole('button', { name: /前往支付/ }));
    expect(await screen.findByText('收银台')).toBeInTheDocument();
    expect(location()).toBe('/pay/cashier?id=41&returnUrl=%2Fpay%2Fdemo-order');
  });

  it('发起退款 after the reference’s question', async () => {
    const { server, user } = renderPage(<PayDemoOrderPage />, { server: serverWith(), permissions, dicts: payDicts });
    await screen.findByText('华硕笔记本');
    await user.click(within(rowOf('华硕笔记本')).getByRole('button', { name: /发起退款/ }));
    expect(await screen.findByText('是否确认退款编号为"2"的示例订单?')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(payDemoOrderApi.refund)[0]!.search).toBe('id=2'));
    expect(await screen.findByText('发起退款成功！')).toBeInTheDocument();
  });

  it('hides 发起订单, 前往支付 and 发起退款 from who may only look', async () => {
    renderPage(<PayDemoOrderPage />, { server: serverWith(), permissions: [Permissions.pay.demoOrder.query], dicts: payDicts });
    await screen.findByText('华硕笔记本');
    expect(screen.queryByRole('button', { name: /发起订单/ })).not.toBeInTheDocument();
    expect(within(rowOf('华硕笔记本')).queryByRole('button', { name: /发起退款/ })).not.toBeInTheDocument();
    expect(within(rowOf('小米电视')).queryByRole('button', { name: /前往支付/ })).not.toBeInTheDocument();
  });
});
