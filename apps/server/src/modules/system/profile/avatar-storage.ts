/**
 * Avatars: images only, told by their first bytes, never by their name or the client's
 * content-type; stored through the file service (文件管理's master configuration) since Tenon
 * has one. `FILES_URL_PREFIX` is where avatars uploaded before that were kept (`DATA_DIR/files`),
 * still served read-only for the URLs users hold.
 */
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
