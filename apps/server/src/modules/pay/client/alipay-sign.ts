/**
 * Alipay's open-API signatures (opendocs.alipay.com, 自行实现签名 / 验签):
 * - a request: RSA-SHA256 ("RSA2") over the parameters sorted by name, `k=v` joined by `&`,
 *   leaving out `sign` and empty values; the values as they are, not URL-encoded;
 * - an answer: over the exact text of its `<method>_response` (or `error_response`) JSON value;
 * - a notification: as a request, leaving out `sign_type` too.
 * 证书模式 names the certificates by their SN: MD5 of the issuer's distinguished name (RFC 2253
 * order, `CN=…,OU=…,O=…,C=…`) followed by the serial number in decimal; the root's SN joins those
 * of every RSA-signed certificate in Alipay's root file with `_` (its SM2/ECC roots are skipped).
 */
import { createHash, createSign, createVerify, X509Certificate, type KeyObject } from 'node:crypto';
import { pemCertificates } from './keys.ts';

export function alipaySignContent(params: Record<string, string | undefined>, leaveOut: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !leaveOut.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export const rsa2Sign = (content: string, key: KeyObject) => createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');

export function rsa2Verify(content: string, sign: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(key, sign, 'base64');
  } catch {
    return false;
  }
}

/** A notification's form parameters: genuine when signed by Alipay's key. */
export const alipayNotifyGenuine = (params: Record<string, string>, alipayKey: KeyObject) =>
  Boolean(params.sign) && rsa2Verify(alipaySignContent(params, ['sign', 'sign_type']), params.sign!, alipayKey);

/**
 * The exact text of the JSON value under `name` at the top level of `text` (the signed part of an
 * answer), found by scanning: a parser would lose the bytes Alipay signed.
 */
export function rawJsonValue(text: string, name: string): string | undefined {
  const key = `"${name}"`;
  let at = text.indexOf(key);
  while (at >= 0) {
    let i = at + key.length;
    while (/\s/.test(text[i] ?? '')) i++;
    if (text[i] === ':') {
      i++;
      while (/\s/.test(text[i] ?? '')) i++;
      if (text[i] !== '{') return undefined;
      const start = i;
      let depth = 0;
      let inString = false;
      for (; i < text.length; i++) {
        const ch = text[i];
        if (inString) {
          if (ch === '\\') i++;
          else if (ch === '"') inString = false;
        } else if (ch === '"') inString = true;
        else if (ch === '{') depth++;
        else if (ch === '}' && --depth === 0) return text.slice(start, i + 1);
      }
      return undefined;
    }
    at = text.indexOf(key, at + 1);
  }
  return undefined;
}

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

/** node prints an issuer one attribute a line, in the certificate's order; RFC 2253 reverses it. */
export const alipayCertSn = (cert: X509Certificate) =>
  md5(cert.issuer.split('\n').reverse().join(',') + BigInt(`0x${cert.serialNumber}`).toString(10));

/** `1.2.840.113549.1.1.*` (sha1WithRSA, sha256WithRSA, …) in DER. */
const RSA_SIGNATURE_OID = Buffer.from([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01]);

/** A DER element's header: where its content starts and how long it is. */
function derHeader(der: Buffer, at: number): { content: number; length: number } {
  const first = der[at + 1]!;
  if (first < 0x80) return { content: at + 2, length: first };
  const n = first & 0x7f;
  let length = 0;
  for (let k = 0; k < n; k++) length = length * 256 + der[at + 2 + k]!;
  return { content: at + 2 + n, length };
}

/** Whether the certificate is signed with RSA: its signatureAlgorithm, the element after tbsCertificate. */
function signedWithRsa(cert: X509Certificate): boolean {
  const der = cert.raw;
  const outer = derHeader(der, 0);
  const tbs = derHeader(der, outer.content);
  const algorithm = derHeader(der, tbs.content + tbs.length);
  return der.subarray(algorithm.content, algorithm.content + RSA_SIGNATURE_OID.length).equals(RSA_SIGNATURE_OID);
}

export function alipayRootCertSn(rootPem: string): string {
  return pemCertificates(rootPem)
    .map((pem) => new X509Certificate(pem))
    .filter(signedWithRsa)
    .map(alipayCertSn)
    .join('_');
}
