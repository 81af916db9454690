/**
 * WeChat Pay API v3 (pay.weixin.qq.com/docs/merchant): JSON over HTTPS.
 * - Each request carries `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",
 *   signature="…",timestamp="…",serial_no="…"`: RSA-SHA256 with the merchant's private key
 *   (apiclient_key.pem) over `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n`; serial_no names the
 *   merchant certificate (apiclient_cert.pem) WeChat Pay verifies it with.
 * - Answers and notifications are signed by the platform: `Wechatpay-Signature` over
 *   `TIMESTAMP\nNONCE\nBODY\n`, verified with the platform certificate (or 微信支付公钥).
 * - A notification's `resource` is AEAD_AES_256_GCM with the API v3 key, its associated_data
 *   and nonce; the last 16 bytes of the ciphertext are the tag.
 * - The pages' pay calls (JSAPI, App) are signed with the merchant key too, over their own lines.
 */
import { createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';
import { PayChannelError } from './pay-client.ts';

export const nonce = () => randomBytes(16).toString('hex').toUpperCase();

/** RSA-SHA256 over the lines, each ended by `\n`. */
export const v3SignLines = (key: KeyObject, lines: readonly string[]) =>
  createSign('RSA-SHA256').update(lines.map((l) => `${l}\n`).join(''), 'utf8').sign(key, 'base64');

export function v3Authorization(a: { mchId: string; serialNo: string; key: KeyObject; method: string; pathWithQuery: string; body: string; timestamp: number; nonceStr: string }) {
  const signature = v3SignLines(a.key, [a.method, a.pathWithQuery, String(a.timestamp), a.nonceStr, a.body]);
  return `WECHATPAY2-SHA256-RSA2048 mchid="${a.mchId}",nonce_str="${a.nonceStr}",signature="${signature}",timestamp="${a.timestamp}",serial_no="${a.serialNo}"`;
}

/** Whether a platform-signed message (answer or notification) is genuine; headers by lower-case name. */
export function v3Genuine(key: KeyObject, headers: { get(name: string): string | null | undefined }, body: string): boolean {
  const timestamp = headers.get('wechatpay-timestamp') ?? '';
  const nonceStr = headers.get('wechatpay-nonce') ?? '';
  const signature = headers.get('wechatpay-signature') ?? '';
  if (!timestamp || !nonceStr || !signature) return false;
  try {
    return createVerify('RSA-SHA256').update(`${timestamp}\n${nonceStr}\n${body}\n`, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

export interface V3Resource {
  algorithm?: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** The notification's resource opened with the API v3 key; a PayChannelError when the key does not open it (the tag fails). */
export function openResource(resource: V3Resource, apiV3Key: string): Record<string, unknown> {
  try {
    const data = Buffer.from(resource.ciphertext, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as Record<string, unknown>;
  } catch {
    throw new PayChannelError('NOTIFY_BAD_SIGNATURE', '微信支付回调的 resource 无法用 API V3 密钥解密');
  }
}
