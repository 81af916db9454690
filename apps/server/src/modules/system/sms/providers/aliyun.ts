/**
 * Aliyun 短信服务 `SendSms` (RPC style, API version 2017-05-25): the parameters signed with
 * HMAC-SHA1 over the canonicalised query, as help.aliyun.com documents the RPC signature
 * (SignatureVersion 1.0). apiKey is the AccessKey ID, apiSecret its secret.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { jsonAnswer, SMS_REQUEST_TIMEOUT_MS, type SmsClient } from './sms-client.ts';

/** RFC 3986 encoding as Aliyun specifies it: `!'()*` encoded too, `~` left as it is. */
export const aliyunEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((k) => `${aliyunEncode(k)}=${aliyunEncode(params[k]!)}`)
    .join('&');
}

export function aliyunSignature(method: string, params: Record<string, string>, secret: string): string {
  const stringToSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(aliyunCanonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

export function aliyunClient(baseUrl: string, now: () => number = Date.now): SmsClient {
  return {
    async send(account, message) {
      const params: Record<string, string> = {
        AccessKeyId: account.apiKey,
        Action: 'SendSms',
        Format: 'JSON',
        RegionId: 'cn-hangzhou',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        Timestamp: new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
        PhoneNumbers: message.mobile,
        SignName: account.signature,
        TemplateCode: message.apiTemplateId,
        TemplateParam: JSON.stringify(Object.fromEntries(message.params)),
        OutId: String(message.logId),
      };
      const signature = aliyunSignature('POST', params, account.apiSecret);
      const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `Signature=${aliyunEncode(signature)}&${aliyunCanonicalQuery(params)}`,
        signal: AbortSignal.timeout(SMS_REQUEST_TIMEOUT_MS),
      });
      const answer = await jsonAnswer(res);
      const code = String(answer.Code ?? res.status);
      return {
        success: code === 'OK',
        code,
        msg: String(answer.Message ?? ''),
        requestId: answer.RequestId === undefined ? undefined : String(answer.RequestId),
        serialNo: answer.BizId === undefined ? undefined : String(answer.BizId),
      };
    },
  };
}
