/**
 * WeChat Pay API v2 (pay.weixin.qq.com/wiki/doc/api): flat XML messages signed with the merchant
 * key (商户密钥): the parameters sorted by name, `k=v` joined by `&` leaving out `sign` and empty
 * values, then `&key=<商户密钥>`; MD5 (the default) or HMAC-SHA256 keyed with the merchant key,
 * upper-case hex. A refund notification carries its details encrypted instead (`req_info`:
 * AES-256-ECB, PKCS#7, keyed with the lower-case hex MD5 of the merchant key).
 */
import { createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SaxesParser } from 'saxes';
import { PayChannelError } from './pay-client.ts';

export type V2Params = Record<string, string>;
export type V2SignType = 'MD5' | 'HMAC-SHA256';

/** Messages are a few hundred bytes; anything much larger is no WeChat Pay message. */
const MAX_XML_CHARS = 64 * 1024;

export function v2Sign(params: V2Params, mchKey: string, signType: V2SignType = 'MD5'): string {
  const content = `${Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')}&key=${mchKey}`;
  const digest = signType === 'MD5' ? createHash('md5').update(content, 'utf8') : createHmac('sha256', mchKey).update(content, 'utf8');
  return digest.digest('hex').toUpperCase();
}

/** Whether the message's `sign` is the merchant key's; the algorithm is told by `sign_type`, else by the sign's length. */
export function v2Genuine(params: V2Params, mchKey: string): boolean {
  const sign = params.sign ?? '';
  const signType: V2SignType = params.sign_type === 'HMAC-SHA256' || (!params.sign_type && sign.length === 64) ? 'HMAC-SHA256' : 'MD5';
  const expected = Buffer.from(v2Sign(params, mchKey, signType));
  const given = Buffer.from(sign.toUpperCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const cdata = (v: string) => `<![CDATA[${v.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

export function toXml(params: V2Params, root = 'xml'): string {
  const body = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `<${k}>${cdata(v)}</${k}>`)
    .join('');
  return `<${root}>${body}</${root}>`;
}

/** The root element's children as name → text (WeChat Pay's messages are one level deep); a PayChannelError when it is no such XML. */
export function parseXml(text: string): V2Params {
  if (text.length > MAX_XML_CHARS) throw new PayChannelError('CHANNEL_BAD_ANSWER', '微信支付报文过大');
  const out: V2Params = {};
  let depth = 0;
  let current: string | undefined;
  let value = '';
  const parser = new SaxesParser();
  // No DTD: a document type could declare entities (and expand them without bound).
  parser.on('doctype', () => {
    throw new Error('doctype');
  });
  parser.on('opentag', (tag) => {
    depth++;
    if (depth === 2) {
      current = tag.name;
      value = '';
    }
  });
  const onText = (t: string) => {
    if (depth === 2) value += t;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (depth === 2 && current) out[current] = value;
    depth--;
  });
  try {
    parser.write(text).close();
  } catch {
    throw new PayChannelError('CHANNEL_BAD_ANSWER', `微信支付报文不是有效的 XML：${text.slice(0, 200)}`);
  }
  return out;
}

/** A refund notification's `req_info` opened with the merchant key; a PayChannelError when the key does not open it. */
export function openReqInfo(reqInfo: string, mchKey: string): V2Params {
  const key = Buffer.from(createHash('md5').update(mchKey, 'utf8').digest('hex'), 'utf8');
  let xml: string;
  try {
    const decipher = createDecipheriv('aes-256-ecb', key, null);
    xml = Buffer.concat([decipher.update(Buffer.from(reqInfo, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new PayChannelError('NOTIFY_BAD_SIGNATURE', '微信退款回调的 req_info 无法用商户密钥解密');
  }
  return parseXml(xml);
}
