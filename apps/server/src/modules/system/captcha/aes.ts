/**
 * AJ-Captcha's AES: ECB with PKCS7 padding, the key being the 16 characters of `secretKey`,
 * the text UTF-8 and the result base64. ECB is the library's wire format, kept so that its
 * clients work; the secrecy here only stops a script from posting plain coordinates.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';

export const aesEncrypt = (text: string, key: string): string => {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
};

/** Throws when the key is not the one used, or the text is not base64 of whole blocks. */
export const aesDecrypt = (base64: string, key: string): string => {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
};
