/**
 * `DEBUG_DING_TALK` (the reference's debug channel): the message is posted as text to a DingTalk
 * group robot instead of a phone. apiKey is the robot's access token, apiSecret its signing
 * secret (加签: HMAC-SHA256 of "timestamp\nsecret", base64).
 */
import { createHmac } from 'node:crypto';
import { jsonAnswer, SMS_REQUEST_TIMEOUT_MS, type SmsClient } from './sms-client.ts';

export const dingTalkSign = (timestamp: number, secret: string) => createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64');

export function dingTalkClient(baseUrl: string, now: () => number = Date.now): SmsClient {
  return {
    async send(account, message) {
      const timestamp = now();
      const url = new URL(`${baseUrl.replace(/\/+$/, '')}/robot/send`);
      url.searchParams.set('access_token', account.apiKey);
      url.searchParams.set('timestamp', String(timestamp));
      url.searchParams.set('sign', dingTalkSign(timestamp, account.apiSecret));
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ msgtype: 'text', text: { content: `【${account.signature}】${message.content}（发送给 ${message.mobile}）` } }),
        signal: AbortSignal.timeout(SMS_REQUEST_TIMEOUT_MS),
      });
      const answer = await jsonAnswer(res);
      const code = String(answer.errcode ?? res.status);
      return { success: code === '0', code, msg: String(answer.errmsg ?? ''), serialNo: `ding-${message.logId}` };
    },
  };
}
