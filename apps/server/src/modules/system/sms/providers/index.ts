/** The adapter of each channel code (dictionary system_sms_channel_code). */
import { SmsChannelCode } from '@tenon/contracts';
import { aliyunClient } from './aliyun.ts';
import { debugClient } from './debug.ts';
import { dingTalkClient } from './ding-talk.ts';
import type { SmsClient, SmsProviderUrls } from './sms-client.ts';
import { tencentClient } from './tencent.ts';

export function smsClients(urls: SmsProviderUrls): Record<string, SmsClient> {
  return {
    [SmsChannelCode.DEBUG]: debugClient,
    [SmsChannelCode.DEBUG_DING_TALK]: dingTalkClient(urls.dingTalk),
    [SmsChannelCode.ALIYUN]: aliyunClient(urls.aliyun),
    [SmsChannelCode.TENCENT]: tencentClient(urls.tencent),
  };
}
