/**
 * Tencent Cloud 短信 `SendSms` (API 3.0, version 2021-01-11), signed TC3-HMAC-SHA256 as
 * cloud.tencent.com documents it. apiKey is "SecretId SdkAppId" (space-separated, as the
 * reference stores it), apiSecret the SecretKey. Template parameters go as values, in order.
 */
import { createHash, createHmac } from 'node:crypto';
import { jsonAnswer, SMS_REQUEST_TIMEOUT_MS, type SmsClient } from './sms-client.ts';

const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s).digest();

export interface Tc3Input {
  secretId: string;
  secretKey: string;
  host: string;
  /** Epoch seconds. */
  timestamp: number;
  payload: string;
  service?: string;
}

export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The `Authorization` header of a POST to `/` with a JSON body. */
export function tc3Authorization({ secretId, secretKey, host, timestamp, payload, service = 'sms' }: Tc3Input): string {
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = ['POST', '/', '', `content-type:${TC3_CONTENT_TYPE}\nhost:${host}\n`, signedHeaders, sha256Hex(payload)].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** China mainland numbers go as E.164 (+86…), as the API requires. */
const e164 = (mobile: string) => (mobile.startsWith('+') ? mobile : `+86${mobile.replace(/^(?:0086|86)(?=1\d{10}$)/, '')}`);

export function tencentClient(baseUrl: string, now: () => number = Date.now): SmsClient {
  return {
    async send(account, message) {
      const [secretId = '', sdkAppId = ''] = account.apiKey.trim().split(/\s+/);
      if (!sdkAppId) throw new Error('腾讯云渠道的 apiKey 应为「SecretId SdkAppId」（空格分隔）');
      const url = new URL(`${baseUrl.replace(/\/+$/, '')}/`);
      const payload = JSON.stringify({
        PhoneNumberSet: [e164(message.mobile)],
        SmsSdkAppId: sdkAppId,
        SignName: account.signature,
        TemplateId: message.apiTemplateId,
        TemplateParamSet: message.params.map(([, v]) => v),
        SessionContext: String(message.logId),
      });
      const timestamp = Math.floor(now() / 1000);
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': TC3_CONTENT_TYPE,
          authorization: tc3Authorization({ secretId, secretKey: account.apiSecret, host: url.host, timestamp, payload }),
          'x-tc-action': 'SendSms',
          'x-tc-version': '2021-01-11',
          'x-tc-timestamp': String(timestamp),
          'x-tc-region': 'ap-guangzhou',
        },
        body: payload,
        signal: AbortSignal.timeout(SMS_REQUEST_TIMEOUT_MS),
      });
      const response = ((await jsonAnswer(res)).Response ?? {}) as {
        RequestId?: string;
        Error?: { Code?: string; Message?: string };
        SendStatusSet?: Array<{ Code?: string; Message?: string; SerialNo?: string }>;
      };
      if (response.Error) return { success: false, code: String(response.Error.Code ?? ''), msg: String(response.Error.Message ?? ''), requestId: response.RequestId };
      const status = response.SendStatusSet?.[0];
      if (!status) throw new Error(`HTTP ${res.status}：应答中没有发送结果`);
      return { success: status.Code === 'Ok', code: String(status.Code ?? ''), msg: String(status.Message ?? ''), requestId: response.RequestId, serialNo: status.SerialNo };
    },
  };
}
