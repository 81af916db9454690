/**
 * Avatar images on local disk under `DATA_DIR/files`, served read-only at `/tri-real-api/files/`.
 * The type is decided from the file's first bytes, never from its name or the client's
 * content-type, so nothing but an image can be stored and served back.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

export const FILES_URL_PREFIX = '/tri-real-api/files/';
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function imageExtension(buf: Buffer): 'png' | 'jpg' | 'gif' | 'webp' | undefined {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (buf.length >= 6 && ['GIF87a', 'GIF89a'].includes(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return undefined;
}

export class AvatarStorage {
  constructor(readonly filesDir: string) {}

  /** Stores the image and answers its public URL. */
  async save(tenantId: number, buf: Buffer, ext: string): Promise<string> {
    const rel = path.posix.join('avatar', String(tenantId), `${randomUUID()}.${ext}`);
    const file = path.join(this.filesDir, rel);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, buf);
    return `${FILES_URL_PREFIX}${rel}`;
  }
}
