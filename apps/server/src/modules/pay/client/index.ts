/**
 * The pay clients' door: `createPayClient` gives the adapter of a channel code, built from the
 * channel's opened config. The wallet is no provider: the pay order service pays from the member's
 * wallet inside its own transaction, so it has no client here.
 */
import { channelKind } from '@tenon/contracts';
import { alipayClient } from './alipay-client.ts';
import { mockClient } from './mock-client.ts';
import { PayChannelError, type PayClient, type PayClientInit } from './pay-client.ts';
import { weixinClient } from './weixin-client.ts';

export * from './pay-client.ts';
export { yuanText, centsOfYuan } from './money.ts';

/** Throws a PayChannelError for an unknown code, for 'wallet', and for a config it cannot use (a key that does not parse). */
export function createPayClient(init: PayClientInit): PayClient {
  if (init.code === 'wallet') throw new PayChannelError('CHANNEL_UNSUPPORTED', '钱包支付由支付订单服务在其事务内处理（handled by the wallet），没有渠道客户端');
  switch (channelKind(init.code)) {
    case 'alipay':
      return alipayClient(init);
    case 'weixin':
      return weixinClient(init);
    case 'none':
      return mockClient();
    default:
      throw new PayChannelError('CHANNEL_UNKNOWN', `未知的支付渠道(${init.code})`);
  }
}
