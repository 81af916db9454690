/**
 * 收银台 against a fake server: the order and its app's channels, a submit paid at once, the
 * bar-code prompt, a QR code answered and the 2-second polling until paid (and its end when the
 * page goes), the order's states on arrival, and the return address kept inside the console.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { payChannelApi, payOrderApi, Permissions, type PayOrder } from '@tenon/contracts';
import { createFakeServer, ok, type Handler } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import { cashierPath } from './cashierPath';
import PayCashierPage from './index';

const at = (hour: number) => new Date(2024, 4, 6, hour, 0, 0).getTime();
const order = (fields: Partial<PayOrder> = {}): PayOrder => ({
  id: 41, appId: 7, appName: '示例应用', channelId: null, channelCode: '', merchantOrderId: '1', subject: '示例订单：华为手机', body: '华为手机 x 1',
  notifyUrl: 'http://127.0.0.1:48080/admin-api/pay/demo-order/update-paid', price: 12345, channelFeeRate: 0, channelFeePrice: 0, status: 0, userIp: '127.0.0.1',
  expireTime: at(12), successTime: null, no: '', refundPrice: 0, channelUserId: '', channelOrderNo: '', createTime: at(10), updateTime: at(10), ...fields,
});
const DEMO = '/pay/demo-order';
const open = (get: Handler, entry = cashierPath(41, DEMO), submit: Handler = () => ok({ status: 10, displayMode: 'url', displayContent: '' })) => {
  const server = createFakeServer()
    .on(payOrderApi.get, get)
    .on(payChannelApi.enableCodeList, ok(['alipay_pc', 'alipay_bar', 'wx_pub', 'wx_bar', 'mock', 'wallet']))
    .on(payOrderApi.submit, submit);
  return renderPage(<PayCashierPage />, {
    server,
    permissions: [Permissions.pay.order.query],
    path: '/pay/cashier',
    entry,
    routes: { [DEMO]: <p>示例订单列表</p>, '/': <p>首页</p> },
  });
};
const channel = (name: string) => screen.findByRole('button', { name });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('收银台', () => {
  it('shows the order and its app’s channels by group, and goes back paid when a channel pays at once', async () => {
    const { server, user, location } = open(() => ok(order()));
    expect(await screen.findByText('示例订单：华为手机')).toBeInTheDocument();
    expect(screen.getByText('￥123.45')).toBeInTheDocument();
    expect(screen.getByText('2024-05-06 12:00:00')).toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: '选择支付宝支付' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['支付宝 PC 网站支付', '支付宝条码支付']);
    expect(server.received(payChannelApi.enableCodeList)[0]!.search).toBe('appId=7');
    expect(within(screen.getByRole('region', { name: '选择微信支付' })).getAllByRole('button')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: '选择其它支付' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['模拟支付', '钱包支付']);

    await user.click(await channel('模拟支付'));
    await waitFor(() => expect(server.received(payOrderApi.submit)).toHaveLength(1));
    expect(server.received(payOrderApi.submit)[0]!.body).toEqual({ id: 41, channelCode: 'mock', returnUrl: window.location.href });
    expect(await screen.findByText('支付成功！')).toBeInTheDocument();
    expect(await screen.findByText('示例订单列表')).toBeInTheDocument();
    expect(location()).toBe('/pay/demo-order?payResult=success');
  });

  it('asks for the bar code of a bar-code channel and sends it as the provider names it', async () => {
    const { server, user } = open(() => ok(order()), undefined, () => ok({ status: 0, displayMode: 'bar_code', displayContent: '' }));
    await user.click(await channel('支付宝条码支付'));
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('“支付宝”条码支付')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '确认支付' })).toBeDisabled();
    await user.type(dialog.getByLabelText('条形码'), '286648048691290423');
    await user.click(dialog.getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(server.received(payOrderApi.submit)).toHaveLength(1));
    expect(server.received(payOrderApi.submit)[0]!.body).toMatchObject({ channelCode: 'alipay_bar', channelExtras: { auth_code: '286648048691290423' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await channel('微信付款码支付'));
    dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('“微信”条码支付')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('条形码'), '134567890123456789{Enter}');
    await waitFor(() => expect(server.received(payOrderApi.submit)).toHaveLength(2));
    expect(server.received(payOrderApi.submit)[1]!.body).toMatchObject({ channelCode: 'wx_bar', channelExtras: { authCode: '134567890123456789' } });
  });

  it('refuses the WeChat channels a PC browser cannot pay with', async () => {
    const { server, user } = open(() => ok(order()));
    await user.click(await channel('微信 JSAPI 支付'));
    expect(await screen.findByText('微信公众号支付：不支持 PC 网站')).toBeInTheDocument();
    expect(server.received(payOrderApi.submit)).toHaveLength(0);
  });

  it('shows a QR code to scan, asks every 2 s until paid, then goes back', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { server, user, location } = open(
      (_, call) => ok(order({ status: call < 2 ? 0 : 10 })),
      undefined,
      () => ok({ status: 0, displayMode: 'qr_code', displayContent: 'https://qr.alipay.com/bax03431ljhokirwl38f00a7' }),
    );
    await user.click(await channel('支付宝 PC 网站支付'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('请使用支付宝“扫一扫”扫码支付')).toBeInTheDocument();
    expect(dialog.getByLabelText('支付二维码')).toBeInTheDocument();
    expect(server.received(payOrderApi.get)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(server.received(payOrderApi.get)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(server.received(payOrderApi.get)).toHaveLength(2));
    expect(location()).toBe(cashierPath(41, DEMO));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('支付成功！')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/pay/demo-order?payResult=success'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(server.received(payOrderApi.get)).toHaveLength(3);
  });

  it('opens a page answer in a new window, and stops asking once the cashier is gone', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { server, user } = open(
      () => ok(order()),
      undefined,
      () => ok({ status: 0, displayMode: 'url', displayContent: 'https://openapi.alipay.com/gateway.do?app_id=2021&sign=abc' }),
    );
    await user.click(await channel('支付宝 PC 网站支付'));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://openapi.alipay.com/gateway.do?app_id=2021&sign=abc', '_blank', 'noopener,noreferrer'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(server.received(payOrderApi.get)).toHaveLength(2));
    cleanup();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(server.received(payOrderApi.get)).toHaveLength(2);
  });

  it('posts a form answer’s fields to its https action in a new window, never running its HTML', async () => {
    const posted: Array<{ action: string; target: string; fields: Record<string, string> }> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push({ action: this.action, target: this.target, fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>) });
    });
    const html =
      '<form name="punchout_form" method="post" action="https://openapi.alipay.com/gateway.do?charset=utf-8">\n<input type="hidden" name="biz_content" value="{&quot;out_trade_no&quot;:&quot;P1&quot;}">\n<input type="hidden" name="sign" value="abc">\n</form>\n<script>window.ran = true;</script>';
    const { user } = open(() => ok(order()), undefined, () => ok({ status: 0, displayMode: 'form', displayContent: html }));
    await user.click(await channel('支付宝 PC 网站支付'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ action: 'https://openapi.alipay.com/gateway.do?charset=utf-8', target: '_blank', fields: { biz_content: '{"out_trade_no":"P1"}', sign: 'abc' } });
    expect((window as { ran?: boolean }).ran).toBeUndefined();
  });

  it('goes back at once when the order is missing, already paid or closed', async () => {
    let view = open(() => ok(null));
    expect(await screen.findByText('支付订单不存在，请检查！')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/pay/demo-order?payResult=cancel'));
    cleanup();

    view = open(() => ok(order({ status: 10 })));
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/pay/demo-order?payResult=success'));
    cleanup();

    view = open(() => ok(order({ status: 30 })));
    expect(await screen.findByText('无法支付，原因：订单已关闭')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/pay/demo-order?payResult=close'));
  });

  it('without a pay order number, says so and leaves', async () => {
    const { server, location } = open(() => ok(order()), '/pay/cashier');
    expect(await screen.findByText('未传递支付单号，无法查看对应的支付信息')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    expect(server.received(payOrderApi.get)).toHaveLength(0);
  });

  it('follows only a return address inside the console', async () => {
    for (const returnUrl of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example', 'javascript:alert(1)']) {
      const view = open(() => ok(order({ status: 10 })), `/pay/cashier?id=41&returnUrl=${encodeURIComponent(returnUrl)}`);
      expect(await screen.findByText('首页')).toBeInTheDocument();
      expect(view.location()).toBe('/');
      cleanup();
    }
    // The reference's callers encode the path once more.
    const view = open(() => ok(order({ status: 10 })), `/pay/cashier?id=41&returnUrl=${encodeURIComponent(encodeURIComponent('/pay/demo-order?id=1'))}`);
    await waitFor(() => expect(view.location()).toBe('/pay/demo-order?id=1&payResult=success'));
  });
});
