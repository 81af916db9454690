/**
 * Files and avatars are stored as paths on this server (`/tri-real-api/files/avatar/…`), so a
 * change of host name breaks nothing; they leave the server as absolute URLs, as the
 * reference answers them, built on PUBLIC_BASE_URL or else on the request's own origin
 * (behind a proxy, with TRUST_PROXY, its X-Forwarded-Proto and X-Forwarded-Host).
 */
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_BASE_URL without a trailing slash, when configured. */
    publicBaseUrl?: string;
  }
}

export function publicUrl(req: FastifyRequest, stored: string): string {
  if (!stored.startsWith('/') || stored.startsWith('//')) return stored;
  const base = req.server.publicBaseUrl ?? `${req.protocol}://${req.host}`;
  return `${base}${stored}`;
}

/**
 * What to store for a URL a client sends back: a reference client echoes the absolute avatar URL
 * it was given, which is stored as our own path again, so a later host change still breaks nothing.
 */
export function storedUrl(req: FastifyRequest, sent: string): string {
  for (const base of [req.server.publicBaseUrl, `${req.protocol}://${req.host}`]) {
    if (base && sent.startsWith(`${base}/`) && !sent.startsWith(`${base}//`)) return sent.slice(base.length);
  }
  return sent;
}

/** The same object with its `avatar` made absolute. */
export const withPublicAvatar = <T extends { avatar: string }>(req: FastifyRequest, o: T): T => ({ ...o, avatar: publicUrl(req, o.avatar) });

/** The same body with an `avatar` it carries stored as our own path where it is one of our URLs. */
export const withStoredAvatar = <T extends { avatar?: string }>(req: FastifyRequest, o: T): T =>
  o.avatar === undefined ? o : { ...o, avatar: storedUrl(req, o.avatar) };
