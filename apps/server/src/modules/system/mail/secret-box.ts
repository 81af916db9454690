/**
 * Seals credentials stored in the database (mail account passwords) with AES-256-GCM, so a
 * database dump or backup does not carry them readable. The key comes from `SECRET_KEY`; on
 * the embedded start without it, a key is generated once into `DATA_DIR/secret.key` (never in
 * the repository). With PostgreSQL, every instance must share one key: `SECRET_KEY` is required.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../../config.ts';

const VERSION = 'v1';
/** Binds a sealed value to its use: a password sealed for mail cannot be opened as anything else. */
const PURPOSE = Buffer.from('tenon:mail-account:password');

export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  static fromSecret(secret: string | Buffer): SecretBox {
    return new SecretBox(Buffer.from(hkdfSync('sha256', secret, 'tenon-secret-box', PURPOSE, 32)));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(PURPOSE);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  open(sealed: string): string {
    const [version, data] = sealed.split(':');
    if (version !== VERSION || !data) throw new Error('sealed value has an unknown format');
    const raw = Buffer.from(data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAAD(PURPOSE);
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}

/** The box of this configuration, made on first use (a start that never seals needs no key). */
export function secretBoxOf(config: Pick<AppConfig, 'secretKey' | 'dataDir' | 'databaseUrl'>): () => SecretBox {
  let box: SecretBox | undefined;
  return () => (box ??= SecretBox.fromSecret(config.secretKey ?? localKey(config)));
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
