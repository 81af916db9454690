/** 微信支付: the client of the channel's API 版本 (the reference's WxPayClientConfig.apiVersion). */
import { WxApiVersion, type WeixinChannelConfig } from '@tenon/contracts';
import { PayChannelError, type PayClient, type PayClientInit } from './pay-client.ts';
import { weixinV2Client } from './weixin-v2-client.ts';
import { weixinV3Client } from './weixin-v3-client.ts';

export function weixinClient(init: PayClientInit, now: () => number = Date.now): PayClient {
  const version = (init.config as WeixinChannelConfig).apiVersion;
  if (version === WxApiVersion.V2) return weixinV2Client(init, now);
  if (version === WxApiVersion.V3) {
    // 付款码支付 has no v3 API (channelConfigProblem refuses this config when it is saved).
    if (init.code === 'wx_bar') throw new PayChannelError('CHANNEL_UNSUPPORTED', '微信付款码支付只支持 API 版本 v2');
    return weixinV3Client(init, now);
  }
  throw new PayChannelError('CONFIG_INVALID', `未知的 API 版本(${version})`);
}
