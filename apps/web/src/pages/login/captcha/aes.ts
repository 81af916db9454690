/**
 * AJ-Captcha's AES-ECB/PKCS7 with the puzzle's `secretKey`, base64 out (docs/captcha.md).
 * crypto-js rather than Web Crypto: Web Crypto has no ECB, and exists only on HTTPS or
 * localhost, while an admin console is often opened over plain HTTP on an intranet address.
 * Only the modules used are imported, so the bundle gains a few kB.
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

export const aesEncrypt = (text: string, key: string): string =>
  AES.encrypt(Utf8.parse(text), Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString();

/** As the library's client: encrypted when the server gave a key, plain otherwise. */
export const sealed = (text: string, secretKey: string | undefined): string => (secretKey ? aesEncrypt(text, secretKey) : text);
