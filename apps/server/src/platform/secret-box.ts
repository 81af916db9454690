/**
 * Seals credentials stored in the database (mail account passwords, SMS channel secrets) with
 * AES-256-GCM, so a database dump or backup does not carry them readable. The key comes from
 * `SECRET_KEY`; on the embedded start without it, a key is generated once into
 * `DATA_DIR/secret.key` (never in the repository). With PostgreSQL, every instance must share
 * one key: `SECRET_KEY` is required.
 *
 * Each use names its purpose: the key is derived for it and the purpose is authenticated with
 * the value, so a value sealed for one use (a mail password) cannot be opened as another (an
 * SMS secret), even when a row is copied from one column into the other.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** `v1:` and the base64 of the IV, the tag and at least one byte of cipher text. */
const SEALED = /^v1:(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** What a sealed value is for, e.g. `tenon:mail-account:password`; fixed once values exist. */
export type SecretPurpose = string;

type KeyConfig = Pick<AppConfig, 'secretKey' | 'dataDir' | 'databaseUrl'>;

export class SecretBox {
  private constructor(
    private readonly key: Buffer,
    private readonly purpose: Buffer,
  ) {}

  static fromSecret(secret: string | Buffer, purpose: SecretPurpose): SecretBox {
    const info = Buffer.from(purpose);
    return new SecretBox(Buffer.from(hkdfSync('sha256', secret, 'tenon-secret-box', info, 32)), info);
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(this.purpose);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  open(sealed: string): string {
    if (!isSealed(sealed)) throw new Error('sealed value has an unknown format');
    const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(this.purpose);
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

/**
 * Whether a stored value is in the sealed format (anything else is a plain value, as written
 * before a column was sealed). Says nothing of whether this key opens it.
 */
export function isSealed(value: string): boolean {
  return SEALED.test(value) && Buffer.from(value.slice(VERSION.length + 1), 'base64').length >= IV_BYTES + TAG_BYTES;
}

/** The box of this configuration for one purpose, made on first use (a start that never seals needs no key). */
export function secretBoxOf(config: KeyConfig, purpose: SecretPurpose): () => SecretBox {
  let box: SecretBox | undefined;
  return () => (box ??= SecretBox.fromSecret(config.secretKey ?? localKey(config), purpose));
}

function localKey({ dataDir, databaseUrl }: Pick<AppConfig, 'dataDir' | 'databaseUrl'>): Buffer {
  if (databaseUrl) throw new Error('SECRET_KEY must be set when DATABASE_URL is used (every instance needs the same key)');
  const file = path.join(dataDir, 'secret.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}
