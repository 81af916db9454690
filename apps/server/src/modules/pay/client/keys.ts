/**
 * Keys and certificates as administrators paste them: PEM with its armour, or the bare base64 the
 * providers' tools print (Alipay's key tool gives a PKCS#8 private key and an X.509 public key as
 * one base64 line). A text that is neither is the administrator's mistake: a PayChannelError
 * naming the field, never a crash deep in a payment.
 */
import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { PayChannelError } from './pay-client.ts';

const bareBase64 = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'base64');
const isPem = (text: string) => text.includes('-----BEGIN');

export function privateKeyOf(text: string | undefined, field: string): KeyObject {
  const t = text?.trim();
  try {
    if (!t) throw new Error('empty');
    if (isPem(t)) return createPrivateKey(t);
    try {
      return createPrivateKey({ key: bareBase64(t), format: 'der', type: 'pkcs8' });
    } catch {
      return createPrivateKey({ key: bareBase64(t), format: 'der', type: 'pkcs1' });
    }
  } catch {
    throw new PayChannelError('CONFIG_INVALID', `${field}不是有效的 RSA 私钥`);
  }
}

/** A public key from a public key (PEM or bare base64 SPKI) or from a certificate's PEM. */
export function publicKeyOf(text: string | undefined, field: string): KeyObject {
  const t = text?.trim();
  try {
    if (!t) throw new Error('empty');
    if (t.includes('-----BEGIN CERTIFICATE')) return new X509Certificate(t).publicKey;
    if (isPem(t)) return createPublicKey(t);
    return createPublicKey({ key: bareBase64(t), format: 'der', type: 'spki' });
  } catch {
    throw new PayChannelError('CONFIG_INVALID', `${field}不是有效的公钥或证书`);
  }
}

export function certificateOf(text: string | undefined, field: string): X509Certificate {
  try {
    return new X509Certificate(text?.trim() ?? '');
  } catch {
    throw new PayChannelError('CONFIG_INVALID', `${field}不是有效的证书`);
  }
}

/** Each certificate of a PEM file that holds several (a root chain). */
export const pemCertificates = (text: string) => text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
