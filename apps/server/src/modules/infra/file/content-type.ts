/**
 * What a file is, read from its first bytes (file-type), never from its name or the uploader's
 * header, and how it is served back (docs/files.md, "Serving"):
 * - images and the other types a browser shows without running anything of theirs (PDF, audio,
 *   video) go out as themselves, inline; images with a CSP sandbox besides;
 * - everything else (HTML, SVG, XML, scripts, text, archives, anything unrecognised) goes out
 *   as `application/octet-stream` with `Content-Disposition: attachment`: downloaded, never
 *   rendered on our origin;
 * - every answer carries `X-Content-Type-Options: nosniff`.
 */
import { fileTypeFromBuffer } from 'file-type';

export const OCTET_STREAM = 'application/octet-stream';

export interface Detected {
  mime: string;
  /** The usual extension, without the dot. */
  ext: string;
}

export async function detectType(content: Buffer): Promise<Detected | undefined> {
  const found = await fileTypeFromBuffer(content);
  return found ? { mime: found.mime, ext: found.ext } : undefined;
}

const INLINE_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/avif', 'image/x-icon', 'image/apng']);
const INLINE_OTHERS = new Set(['application/pdf', 'audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/x-wav', 'audio/aac', 'audio/flac', 'video/mp4', 'video/webm', 'video/ogg', 'video/quicktime']);

export interface Serving {
  contentType: string;
  inline: boolean;
  /** A Content-Security-Policy for the answer, when it has one. */
  csp?: string;
}

/** How a file of this detected type is answered. */
export function servingOf(mime: string | undefined): Serving {
  if (mime && INLINE_IMAGES.has(mime)) return { contentType: mime, inline: true, csp: "default-src 'none'; style-src 'unsafe-inline'; sandbox" };
  if (mime && INLINE_OTHERS.has(mime)) return { contentType: mime, inline: true };
  return { contentType: OCTET_STREAM, inline: false };
}
