import { describe, expect, it } from 'vitest';
import { outboundPolicy } from '../../../platform/outbound-policy.ts';
import { createPayClient, PayChannelError } from './index.ts';

const fetch = outboundPolicy({ allow: [], deny: [], allowLocal: true }).fetch;

describe('模拟支付 and the choice of client', () => {
  const mock = createPayClient({ code: 'mock', config: { name: 'mock-conf' }, fetch });

  it('pays and refunds at once, with MOCK- numbers', async () => {
    const paid = await mock.unifiedOrder({
      outTradeNo: 'P1',
      subject: 's',
      body: 'b',
      notifyUrl: 'http://x/n',
      price: 1,
      expireTime: Date.now() + 60_000,
      userIp: '127.0.0.1',
      channelExtras: {},
    });
    expect(paid).toMatchObject({ status: 'success', outTradeNo: 'P1', channelOrderNo: 'MOCK-P-P1' });
    expect(paid.successTime).toBeTypeOf('number');
    expect(await mock.getOrder('P1')).toMatchObject({ status: 'success', channelOrderNo: 'MOCK-P-P1' });
    const refund = await mock.unifiedRefund({ outTradeNo: 'P1', outRefundNo: 'R1', reason: 'r', payPrice: 1, refundPrice: 1, notifyUrl: 'http://x/r' });
    expect(refund).toMatchObject({ status: 'success', outRefundNo: 'R1', channelRefundNo: 'MOCK-R-R1' });
    expect(await mock.getRefund('P1', 'R1')).toMatchObject({ status: 'success', channelRefundNo: 'MOCK-R-R1' });
  });

  it('refuses notifications: it never sends any', async () => {
    const notify = { params: {}, body: 'anything', headers: {} };
    await expect(mock.parseOrderNotify(notify)).rejects.toThrow('模拟支付无支付回调');
    await expect(mock.parseRefundNotify(notify)).rejects.toThrow('模拟支付无退款回调');
  });

  it('has no client for the wallet or an unknown code', () => {
    expect(() => createPayClient({ code: 'wallet', config: {}, fetch })).toThrow(PayChannelError);
    expect(() => createPayClient({ code: 'wallet', config: {}, fetch })).toThrow('handled by the wallet');
    expect(() => createPayClient({ code: 'paypal', config: {}, fetch })).toThrow('未知的支付渠道(paypal)');
  });

  it('refuses a config whose key does not parse, naming the field', () => {
    const config = { appId: 'a', serverUrl: 'https://openapi.alipay.com/gateway.do', signType: 'RSA2', mode: 1, privateKey: 'not a key', alipayPublicKey: 'x' };
    expect(() => createPayClient({ code: 'alipay_qr', config, fetch })).toThrow('应用私钥不是有效的 RSA 私钥');
  });
});
